import type { Language } from '../config/languages';
import { PAGE_MESSAGE_TABLES_MAX } from '../config/constants';
import { messagesFor } from './catalog';
import generated from './page-messages.generated.json';

/**
 * The messages a page sends the browser: the shell's (the skip link, the overlays every page has:
 * basket, sold-out, error, locale, link and forgot-password dialogs) and those of the tastics the page
 * shows, each with everything it can show later in the browser (its flyouts, dialogs and lazily
 * loaded chunks). `npm run messages:pages` reads them from the code into page-messages.generated.json.
 * A listing then carries about a third of the language's messages instead of all of them.
 *
 * A page changes in a Frontend project by loading the next page from the server, which sends that
 * page's messages: a tastic never mounts in the browser on a page whose table lacks its messages.
 */
const shellIds: readonly string[] = generated.shell;
const tasticIds: Readonly<Record<string, readonly string[]>> = generated.tastics;

/**
 * A project's own tastic types and the package's message ids they show (their own texts are theirs):
 * an id (`'productBox.soldOut'`) or every id under a prefix (`'productBox.'`); `[]` for none.
 */
export type ProjectTasticMessages = Readonly<Record<string, readonly string[]>>;

/**
 * The message ids of a page with these tastic types, or `null` for all of them: a tastic type
 * neither registered by the package nor named in `projectTastics` may show any message.
 */
export function pageMessageIds(tasticTypes: readonly string[], projectTastics: ProjectTasticMessages = {}): Set<string> | null {
  const ids = new Set(shellIds);
  const prefixes: string[] = [];
  for (const type of tasticTypes) {
    const own = Object.hasOwn(tasticIds, type) ? tasticIds[type] : Object.hasOwn(projectTastics, type) ? projectTastics[type] : undefined;
    if (!own) return null;
    for (const id of own) id.endsWith('.') ? prefixes.push(id) : ids.add(id);
  }
  if (prefixes.length) for (const id of Object.keys(messagesFor('en'))) if (prefixes.some((prefix) => id.startsWith(prefix))) ids.add(id);
  return ids;
}

const tables = new Map<string, Record<string, string>>();

/**
 * The message table a page sends the browser (`messagesFor(language)` narrowed to `pageMessageIds`),
 * for `compileMessages`: one object per language and set of tastic types (the compiled table is
 * cached per object), the last PAGE_MESSAGE_TABLES_MAX of them kept.
 */
export function messagesForPage(language: Language, tasticTypes: readonly string[], projectTastics: ProjectTasticMessages = {}): Record<string, string> {
  const all = messagesFor(language);
  const ids = pageMessageIds(tasticTypes, projectTastics);
  if (!ids) return all;
  const key = `${language} ${[...ids].sort().join(' ')}`;
  let table = tables.get(key);
  if (table) {
    // Most recently used last: the oldest is dropped first.
    tables.delete(key);
  } else {
    table = {};
    for (const id of Object.keys(all)) if (ids.has(id)) table[id] = all[id]!;
  }
  tables.set(key, table);
  if (tables.size > PAGE_MESSAGE_TABLES_MAX) tables.delete(tables.keys().next().value!);
  return table;
}
