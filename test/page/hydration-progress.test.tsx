import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { createStore } from 'jotai';
import { PageView } from '../../src/page/PageView';
import type { TasticRegistry } from '../../src/shop/registry';
import { isTasticHydrated, noteTasticHydrated, whenTasticsHydrated } from '../../src/page/hydration-progress';
import { TestShop } from '../support/render';
import { pageWith } from '../support/page';

let root: Root | null = null;

/** What ran, in order (the test of the effects' order). */
const order: string[] = [];

function Recording({ tasticId }: { tasticId?: string }) {
  useEffect(() => {
    order.push(`tastic effect ${tasticId}`);
  }, [tasticId]);
  return <p>{tasticId}</p>;
}

function RootEffect() {
  useEffect(() => {
    order.push(`root effect, hydrated: ${isTasticHydrated('served-1')}`);
    void whenTasticsHydrated(['served-1', 'served-2']).then(() => order.push('all hydrated'));
  }, []);
  return null;
}

/** Renders on the server, throws in the browser. */
function Fragile() {
  if (typeof window !== 'undefined' && document.body.dataset.fragile === 'throw') throw new Error('broken in the browser');
  return <p>served</p>;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete document.body.dataset.fragile;
  vi.restoreAllMocks();
});

describe('hydration progress of the tastics', () => {
  it('resolves at once for no tastics, and once every given tastic is noted, whatever the order', async () => {
    await expect(whenTasticsHydrated([])).resolves.toBeUndefined();
    let done = false;
    void whenTasticsHydrated(['progress-a', 'progress-b']).then(() => {
      done = true;
    });
    noteTasticHydrated('progress-b');
    await Promise.resolve();
    expect(done).toBe(false);
    noteTasticHydrated('progress-a');
    await Promise.resolve();
    expect(done).toBe(true);
    await expect(whenTasticsHydrated(['progress-a'])).resolves.toBeUndefined();
  });

  it("tells when a served tastic's effects have run, which the root's first effects come before", async () => {
    const registry: TasticRegistry = { 'test/recording': Recording };
    const data = pageWith([
      { tasticId: 'served-1', tasticType: 'test/recording' },
      { tasticId: 'served-2', tasticType: 'test/recording' },
    ]);
    const app = (
      <TestShop store={createStore()}>
        <RootEffect />
        <PageView data={data} registry={registry} />
      </TestShop>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    await act(async () => {});
    expect(order).toEqual(['root effect, hydrated: false', 'tastic effect served-1', 'tastic effect served-2', 'all hydrated']);
  });

  it('counts a tastic that fails while hydrating as done: it shows its fallback and never hydrates', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = pageWith([{ tasticId: 'fragile-1', tasticType: 'test/fragile' }]);
    const app = (
      <TestShop store={createStore()}>
        <PageView data={data} registry={{ 'test/fragile': Fragile }} />
      </TestShop>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    document.body.dataset.fragile = 'throw';
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: () => {} });
    });
    await act(async () => {});
    expect(isTasticHydrated('fragile-1')).toBe(true);
  });
});
