import { createElement } from 'react';
import type { PageData } from '../shop/page-model';
import type { TasticComponent, TasticLoaders, TasticModule, TasticProps, TasticRegistry } from '../shop/registry';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

/** A tastic's chunk that did not load: missing (the request failed) or timeout (no answer within CHUNK_LOAD_TIMEOUT_MS). */
export class ChunkLoadError extends Error {
  constructor(
    readonly type: 'missing' | 'timeout',
    readonly tasticType: string,
    cause?: unknown,
  ) {
    super(`Loading the chunk of ${tasticType} failed (${type}).`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** A loader that gives up after `ms` (a stalled chunk request must not keep the page from hydrating). */
function withTimeout<T>(load: () => Promise<T>, ms: number, tasticType: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', tasticType)), ms);
  });
  return Promise.race([load().catch((error: unknown) => Promise.reject(new ChunkLoadError('missing', tasticType, error))), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

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
 * The tastic types a page shows, split by when their code is needed: `now` for those with an
 * instance that hydrates at once, `later` for those whose every instance waits for its hydration
 * (below the fold, `deferred`).
 */
export function tasticTypesByTurn(data: PageData, deferred: (tasticId: string) => boolean): { now: string[]; later: string[] } {
  const now = new Set<string>();
  const later = new Set<string>();
  for (const name of ['head', 'main', 'footer'] as const) {
    for (const element of data.page.sections[name]?.layoutElements ?? []) {
      for (const tastic of element.tastics) (deferred(tastic.tasticId) ? later : now).add(tastic.tasticType);
    }
  }
  return { now: [...now], later: [...later].filter((type) => !now.has(type)) };
}

/**
 * A registry of tastics whose chunks load only when one of them first renders, or when `preload`
 * is called (the page has hydrated and the shopper starts scrolling): for the tastics whose hydration waits
 * until they come near (deferred-hydration.ts), so the page does not load their code at start. A
 * chunk that fails or times out is reported like in loadRegistry, and its tastic never renders in
 * the browser: its boundary keeps the server's markup, whose links work as they are.
 */
export function lazyRegistry(
  types: readonly string[],
  loaders: TasticLoaders,
  onError: (error: unknown, tasticType: string) => void = () => {},
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): { registry: TasticRegistry; preload: () => void } {
  const known = types.filter((type) => Object.hasOwn(loaders, type));
  const loading = new Map<string, Promise<TasticModule>>();
  const loaded = new Map<string, TasticComponent>();
  const load = (type: string): Promise<TasticModule> => {
    let module = loading.get(type);
    if (!module) {
      module = withTimeout(loaders[type]!, timeoutMs, type).then(
        (done) => {
          loaded.set(type, done.default);
          return done;
        },
        (error: unknown) => {
          onError(error, type);
          return new Promise<never>(() => {});
        },
      );
      loading.set(type, module);
    }
    return module;
  };
  // Not React.lazy: a lazy component suspends on its first render even when its chunk has long
  // arrived (it learns so from a promise callback). This one renders a preloaded tastic at once,
  // so a tap or focus that releases its hydration is handled by the hydrated tastic in the same event.
  const deferredTastic = (type: string): TasticComponent => {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per type when the page's registry is made (hydrate.tsx), never during a render
    function DeferredTastic(props: TasticProps) {
      const Component = loaded.get(type);
      if (!Component) throw load(type);
      return createElement(Component, props);
    }
    DeferredTastic.displayName = `Deferred(${type})`;
    return DeferredTastic;
  };
  return {
    registry: Object.fromEntries(known.map((type) => [type, deferredTastic(type)])),
    preload: () => {
      for (const type of known) void load(type);
    },
  };
}

/**
 * A registry holding just the given tastic types, loaded in parallel. Types without a loader are
 * left out, so they render as the static registry renders an unknown type (nothing for shoppers,
 * a placeholder in development). A chunk that fails to load, or does not answer within
 * CHUNK_LOAD_TIMEOUT_MS (accounts-cart-services.md §9: 120 s), is reported as a ChunkLoadError and
 * left out too: the rest of the page still becomes interactive.
 */
export async function loadRegistry(
  types: readonly string[],
  loaders: TasticLoaders,
  onError: (error: unknown, tasticType: string) => void = () => {},
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<TasticRegistry> {
  const known = types.filter((type) => Object.hasOwn(loaders, type));
  const loaded = await Promise.all(
    known.map(async (type) => {
      try {
        return [type, (await withTimeout(loaders[type]!, timeoutMs, type)).default] as const;
      } catch (error) {
        onError(error, type);
        return null;
      }
    }),
  );
  return Object.fromEntries(loaded.filter((entry) => entry !== null));
}

/** Source module of a tastic type: `<vendor>/<path>` lives in `tastics/<path>/index.tsx`. */
export function tasticModulePath(tasticType: string): string {
  return `tastics/${tasticType.split('/').slice(1).join('/')}/index.tsx`;
}
