import type { ImportEdge } from './import-graph';

/**
 * The floors of the house (CONTRIBUTING.md "The house"), bottom first. A floor holds one or more rooms
 * (a folder, written with a trailing slash, or a single file). A file may import its own room and any room
 * of a lower floor; never a room of a higher floor, never another room of its own floor. The most specific
 * room wins: a file room before a folder, a longer folder before a shorter one.
 */
export const SRC_FLOORS: readonly (readonly string[])[] = [
  ['src/config/'],
  ['src/i18n/'],
  ['src/domain/'],
  ['src/content/'],
  ['src/navigation/', 'src/search/', 'src/app/'],
  // the ground: the shop context, the page model, the tastics' props and registry types
  ['src/shop/'],
  ['src/api/', 'src/state/'],
  ['src/tracking/'],
  ['src/hooks/'],
  ['src/ui/'],
  ['src/organisms/'],
  // the shell: App, PageView, the overlays, page-view tracking, hydration, the page's head
  ['src/page/'],
  // server code for a Next.js site: the spec's addresses and their route handler (@hirmer/storefront-sdk/next)
  ['src/next/'],
  // the package's entries: everything, and the server-safe part (issue 32)
  ['src/index.ts', 'src/server.ts'],
];

export const EXTENSION_FLOORS: readonly (readonly string[])[] = [
  ['extensions/settings.ts', 'extensions/config.ts', 'extensions/lib/session.ts'],
  ['extensions/services/'],
  ['extensions/demo-data/', 'extensions/search/'],
  ['extensions/adapters/shared/'],
  ['extensions/adapters/embedded/', 'extensions/adapters/commercetools/', 'extensions/lib/'],
  ['extensions/actions/', 'extensions/data-sources/', 'extensions/product/'],
  ['extensions/composition-root.ts'],
  // the one request context: built from the composition root for every call, handed to the handlers below
  ['extensions/request-context.ts'],
  ['extensions/routes.ts', 'extensions/data-sources.ts', 'extensions/dynamic-page-handler.ts'],
  ['extensions/index.ts', 'extensions/api-contract.ts'],
];

/** The rooms of src/ an extension may import (the bundle runs in the extension runner: no React, no browser state). */
export const SRC_ROOMS_FOR_EXTENSIONS: readonly string[] = [
  'src/config/',
  'src/i18n/',
  'src/domain/',
  'src/content/',
  'src/search/',
  // the one error reporter both sides share
  'src/tracking/report-error.ts',
];

/** An extension may read the answers' types of an endpoint function (`import type` only). */
export const SRC_TYPES_FOR_EXTENSIONS = 'src/api/';

/** The server-safe entry hands out the route table as data (@hirmer/storefront-sdk/server; the table imports actions' types only). */
export const SERVER_ENTRY_ROUTE_TABLE = ['src/server.ts', 'extensions/routes.ts'] as const;

/** The spec addresses' route handler reads the route table as data too (@hirmer/storefront-sdk/next). */
export const ROUTE_HANDLER_ROUTE_TABLE = ['src/next/route-handler.ts', 'extensions/routes.ts'] as const;

/** src/ may read the route table's types (`import type` only), so that src/api is typed by the actions. */
export const EXTENSION_TYPES_FOR_SRC = 'extensions/api-contract.ts';

/** The pure floors: TypeScript and these packages only. */
export const PURE_ROOMS: readonly string[] = ['src/config/', 'src/i18n/', 'src/domain/', 'src/content/'];
export const PURE_PACKAGES: readonly string[] = ['zod', 'intl-messageformat'];

/** Packages of the browser's UI: none of them may reach the extension bundle. */
export const UI_PACKAGES: readonly string[] = [
  'react',
  'react-dom',
  'react-intl',
  'react-hook-form',
  '@hookform/resolvers',
  'jotai',
  'swr',
  'keen-slider',
  'dompurify',
  'markdown-to-jsx',
];

/**
 * Arrows that still run back up, each owned by an open piece of work. The test fails once an arrow is
 * gone, so that its line is removed here.
 */
export const PENDING_ARROWS: readonly (readonly [string, string])[] = [];

export interface Room {
  room: string;
  floor: number;
  tree: 'src' | 'extensions';
}

function roomIn(floors: readonly (readonly string[])[], tree: Room['tree'], file: string): Room | null {
  let best: Room | null = null;
  floors.forEach((rooms, floor) => {
    for (const room of rooms) {
      const matches = room.endsWith('/') ? file.startsWith(room) : file === room;
      if (!matches) continue;
      const better =
        !best || (!room.endsWith('/') && best.room.endsWith('/')) || (room.endsWith('/') === best.room.endsWith('/') && room.length > best.room.length);
      if (better) best = { room, floor, tree };
    }
  });
  return best;
}

/** The room of a repository file, or null when it is outside src/ and extensions/. Throws for a file of those trees no room holds. */
export function roomOf(file: string): Room | null {
  const tree = file.startsWith('src/') ? 'src' : file.startsWith('extensions/') ? 'extensions' : null;
  if (!tree) return null;
  const room = roomIn(tree === 'src' ? SRC_FLOORS : EXTENSION_FLOORS, tree, file);
  if (!room) throw new Error(`${file} lies in no room of the house: add its folder to test/house/floors.ts`);
  return room;
}

/** Why an arrow runs against the order of the house, or null when it may stand. */
export function against(edge: Pick<ImportEdge, 'from' | 'to' | 'kind' | 'external'>): string | null {
  const from = roomOf(edge.from);
  if (!from) return null;
  if (edge.external) {
    if (PURE_ROOMS.includes(from.room) && !PURE_PACKAGES.includes(edge.to) && !edge.to.startsWith('node:')) {
      return `${from.room} is pure: it imports no ${edge.to}`;
    }
    if (from.tree === 'extensions' && UI_PACKAGES.includes(edge.to)) return `the extension bundle imports no ${edge.to}`;
    return null;
  }
  if (edge.to.startsWith('tastics/') || edge.to.startsWith('host/') || edge.to === 'tastics') {
    return `${from.tree}/ never imports ${edge.to.split('/')[0]}/`;
  }
  const to = roomOf(edge.to);
  if (!to) return from.tree === 'src' || from.tree === 'extensions' ? `${edge.to} lies outside the SDK` : null;
  for (const [reader, table] of [SERVER_ENTRY_ROUTE_TABLE, ROUTE_HANDLER_ROUTE_TABLE]) if (edge.from === reader && edge.to === table) return null;
  if (from.tree === 'src' && to.tree === 'extensions') {
    return edge.to === EXTENSION_TYPES_FOR_SRC && edge.kind === 'type' ? null : `src/ reads only the types of ${EXTENSION_TYPES_FOR_SRC} (import type)`;
  }
  if (from.tree === 'extensions' && to.tree === 'src') {
    if (edge.to.startsWith(SRC_TYPES_FOR_EXTENSIONS))
      return edge.kind === 'type' ? null : `an extension reads only the types of ${SRC_TYPES_FOR_EXTENSIONS} (import type)`;
    const allowed = SRC_ROOMS_FOR_EXTENSIONS.some((room) => (room.endsWith('/') ? edge.to.startsWith(room) : edge.to === room));
    return allowed ? null : `an extension does not import ${to.room} (no React, no browser state in the extension bundle)`;
  }
  if (from.room === to.room) return null;
  if (to.floor > from.floor) return `${from.room} (floor ${from.floor}) imports ${to.room} (floor ${to.floor}), which is above it`;
  if (to.floor === from.floor) return `${from.room} imports ${to.room}, a neighbour on its own floor`;
  return null;
}
