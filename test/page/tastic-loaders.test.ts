import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTastics, tasticLoaders } from '../../tastics';
import type { TasticRegistry } from '../../src/shop/registry';
import { ChunkLoadError, lazyRegistry, loadRegistry, tasticModulePath, tasticTypesByTurn, tasticTypesOf } from '../../src/page/page-tastics';
import type { PageData } from '../../src/shop/page-model';
import { REPO_ROOT } from '../support/host';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/config/constants';

const page = (sections: Record<string, string[][]>) =>
  ({
    page: {
      pageId: 'p',
      state: 'published',
      sections: Object.fromEntries(
        Object.entries(sections).map(([name, elements]) => [
          name,
          {
            sectionId: name,
            layoutElements: elements.map((types, e) => ({
              layoutElementId: `${name}-${e}`,
              configuration: { size: 12, mobile: true, tablet: true, desktop: true },
              tastics: types.map((tasticType, t) => ({ tasticId: `${name}-${e}-${t}`, tasticType, configuration: {} })),
            })),
          },
        ]),
      ),
    },
  }) as unknown as PageData;

describe('tastic chunks for the browser', () => {
  let tastics: TasticRegistry;
  beforeAll(async () => {
    tastics = await loadTastics();
  });

  it('loads every registered tastic for the server render: the very component its browser chunk holds', async () => {
    expect(Object.keys(tastics).sort()).toEqual(Object.keys(tasticLoaders).sort());
    for (const [type, load] of Object.entries(tasticLoaders)) expect((await load()).default, type).toBe(tastics[type]);
  });

  it('finds each tastic module where its type says (<vendor>/<path> -> tastics/<path>/index.tsx)', () => {
    for (const type of Object.keys(tastics)) expect(fs.existsSync(path.join(REPO_ROOT, tasticModulePath(type))), type).toBe(true);
  });

  it('collects the types a page shows once each, head to footer', () => {
    const data = page({
      head: [['hirmer/navigation/header']],
      main: [['hirmer/content/spacer', 'hirmer/content/markdown-text'], ['hirmer/content/spacer']],
      footer: [['hirmer/content/markdown-text']],
    });
    expect(tasticTypesOf(data)).toEqual(['hirmer/navigation/header', 'hirmer/content/spacer', 'hirmer/content/markdown-text']);
  });

  it('loads only the requested types; unknown types and failed chunks are left out and reported', async () => {
    const failures: string[] = [];
    const registry = await loadRegistry(
      ['hirmer/content/spacer', 'hirmer/unknown/thing', 'hirmer/content/markdown-text'],
      { ...tasticLoaders, 'hirmer/content/markdown-text': () => Promise.reject(new Error('chunk failed')) },
      (_error, type) => failures.push(type),
    );
    expect(Object.keys(registry)).toEqual(['hirmer/content/spacer']);
    expect(registry['hirmer/content/spacer']).toBe(tastics['hirmer/content/spacer']);
    expect(failures).toEqual(['hirmer/content/markdown-text']);
  });

  it('splits the types of a page by when their code is needed: a type with any instance hydrating at once is needed now', () => {
    const data = page({
      head: [['hirmer/navigation/header']],
      main: [['hirmer/content/spacer', 'hirmer/content/markdown-text'], ['hirmer/content/markdown-text']],
      footer: [['hirmer/content/footer']],
    });
    // Deferred: the second markdown text, the footer (both below the fold).
    const deferred = new Set(['main-1-0', 'footer-0-0']);
    expect(tasticTypesByTurn(data, (id) => deferred.has(id))).toEqual({
      now: ['hirmer/navigation/header', 'hirmer/content/spacer', 'hirmer/content/markdown-text'],
      later: ['hirmer/content/footer'],
    });
    expect(tasticTypesByTurn(data, () => false).later).toEqual([]);
  });

  it('loads a lazily registered tastic only when it renders or is preloaded, each chunk once', async () => {
    const calls: string[] = [];
    const loaders = Object.fromEntries(
      (['hirmer/content/spacer', 'hirmer/content/footer'] as const).map((type) => [
        type,
        () => {
          calls.push(type);
          return tasticLoaders[type]!();
        },
      ]),
    );
    const { registry, preload } = lazyRegistry(['hirmer/content/spacer', 'hirmer/content/footer', 'hirmer/unknown/thing'], loaders);
    expect(Object.keys(registry)).toEqual(['hirmer/content/spacer', 'hirmer/content/footer']);
    expect(calls).toEqual([]);
    preload();
    preload();
    expect(calls).toEqual(['hirmer/content/spacer', 'hirmer/content/footer']);
  });

  it('reports a lazily registered tastic whose chunk fails (deferred-hydration.test.tsx: its served markup stays)', async () => {
    const failures: [string, string][] = [];
    const { preload } = lazyRegistry(['hirmer/content/footer'], { 'hirmer/content/footer': () => Promise.reject(new Error('404')) }, (error, type) =>
      failures.push([type, (error as ChunkLoadError).type]),
    );
    preload();
    await vi.waitFor(() => expect(failures).toEqual([['hirmer/content/footer', 'missing']]));
  });

  it('gives a stalled chunk up after CHUNK_LOAD_TIMEOUT_MS (120 s) as a ChunkLoadError of type timeout; a failed one is of type missing', async () => {
    vi.useFakeTimers();
    try {
      const errors: ChunkLoadError[] = [];
      const loading = loadRegistry(
        ['hirmer/content/spacer', 'hirmer/content/markdown-text', 'hirmer/listing/seo-text'],
        {
          ...tasticLoaders,
          'hirmer/content/markdown-text': () => new Promise(() => {}),
          'hirmer/listing/seo-text': () => Promise.reject(new Error('404')),
        },
        (error) => errors.push(error as ChunkLoadError),
      );
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
      expect(errors.map((e) => [e.tasticType, e.type])).toEqual([['hirmer/listing/seo-text', 'missing']]);
      await vi.advanceTimersByTimeAsync(1);
      const registry = await loading;
      expect(errors.map((e) => [e.tasticType, e.type])).toEqual([
        ['hirmer/listing/seo-text', 'missing'],
        ['hirmer/content/markdown-text', 'timeout'],
      ]);
      expect(errors.every((e) => e instanceof ChunkLoadError && e.name === 'ChunkLoadError')).toBe(true);
      expect(Object.keys(registry)).toEqual(['hirmer/content/spacer']);
    } finally {
      vi.useRealTimers();
    }
  });
});
