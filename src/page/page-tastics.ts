import type { PageData } from './types';
import type { TasticComponent, TasticRegistry } from './registry';

/** The tastic types a page shows, each once, in page order (head, main, footer). */
export function tasticTypesOf(data: PageData): string[] {
  const types = new Set<string>();
  for (const name of ['head', 'main', 'footer'] as const) {
    for (const element of data.page.sections[name]?.layoutElements ?? []) {
      for (const tastic of element.tastics) types.add(tastic.tasticType);
    }
  }
  return [...types];
}

/**
 * A registry holding just the given tastic types, loaded in parallel. Types without a loader are
 * left out, so they render as the static registry renders an unknown type (nothing for shoppers,
 * a placeholder in development). A chunk that fails to load is reported and left out too: the
 * rest of the page still becomes interactive.
 */
export async function loadRegistry(
  types: readonly string[],
  loaders: Readonly<Record<string, () => Promise<TasticComponent>>>,
  onError: (error: unknown, tasticType: string) => void = () => {},
): Promise<TasticRegistry> {
  const known = types.filter((type) => Object.hasOwn(loaders, type));
  const loaded = await Promise.all(known.map(async (type) => {
    try {
      return [type, await loaders[type]!()] as const;
    } catch (error) {
      onError(error, type);
      return null;
    }
  }));
  return Object.fromEntries(loaded.filter((entry) => entry !== null));
}

/** Source module of a tastic type: `<vendor>/<path>` lives in `tastics/<path>/index.tsx`. */
export function tasticModulePath(tasticType: string): string {
  return `tastics/${tasticType.split('/').slice(1).join('/')}/index.tsx`;
}
