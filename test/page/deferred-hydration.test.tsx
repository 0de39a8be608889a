import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { PageView } from '../../src/page/PageView';
import type { TasticLoader, TasticRegistry } from '../../src/shop/registry';
import { deferHydrationBelowFold, isHydrationDeferred } from '../../src/page/deferred-hydration';
import { lazyRegistry } from '../../src/page/page-tastics';
import { TestShop } from '../support/render';
import { pageWith } from '../support/page';

/** A counter: its button counts only once React has hydrated it. */
function Counter({ data }: { data: { name?: string } }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {data.name} {count}
    </button>
  );
}
const registry: TasticRegistry = { 'test/counter': Counter, 'test/client-only': () => null };

const page = pageWith(['top', 'bottom'].map((name) => ({ tasticId: name, tasticType: 'test/counter', configuration: { name } })));

/** IntersectionObserver as the browser has it, driven by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  /** The observed element comes near the viewport. */
  enter() {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  FakeObserver.all = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Serves the page as the server does, lays the second tastic out far below the fold, and hydrates (the browser's registry may load tastics lazily). */
async function serveAndHydrate(data = page, browserRegistry: TasticRegistry = registry, serverRegistry: TasticRegistry = registry) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const app = (
    <TestShop store={createStore()}>
      <PageView data={data} registry={serverRegistry} />
    </TestShop>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = this.dataset.tasticId?.endsWith('bottom') ? 3000 : 0;
    return { top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  deferHydrationBelowFold(container, 800);
  await act(async () => {
    root = hydrateRoot(
      container,
      <TestShop store={createStore()}>
        <PageView data={data} registry={browserRegistry} />
      </TestShop>,
    );
  });
}

/**
 * A counter in view and a second tastic type below the fold, served whole, whose browser code
 * comes from `load` (lazyRegistry, as hydrate.tsx makes it). `prefix` names the tastics anew for a
 * test that needs them not yet hydrated (hydration progress is kept per page, across the tests).
 */
async function serveWithLazyLowerCounter(load: TasticLoader, onError?: (error: unknown, tasticType: string) => void, prefix = '') {
  const served: TasticRegistry = { ...registry, 'test/lower-counter': Counter };
  const later = lazyRegistry(['test/lower-counter'], { 'test/lower-counter': load }, onError);
  await serveAndHydrate(
    pageWith([
      { tasticId: `${prefix}top`, tasticType: 'test/counter', configuration: { name: `${prefix}top` } },
      { tasticId: `${prefix}bottom`, tasticType: 'test/lower-counter', configuration: { name: `${prefix}bottom` } },
    ]),
    { ...served, ...later.registry },
    served,
  );
  return later;
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

describe('deferred hydration of the tastics below the fold', () => {
  it('hydrates the tastics in view at once and one below the fold only when it comes near, keeping its served markup meanwhile', async () => {
    await serveAndHydrate();
    fireEvent.click(button('top'));
    expect(button('top')).toHaveTextContent('top 1');

    expect(isHydrationDeferred('bottom')).toBe(true);
    // Not hydrated yet: the served markup stays.
    expect(button('bottom')).toHaveTextContent('bottom 0');

    await act(async () => FakeObserver.all.forEach((observer) => observer.enter()));
    expect(isHydrationDeferred('bottom')).toBe(false);
    fireEvent.click(button('bottom'));
    expect(button('bottom')).toHaveTextContent('bottom 1');
  });

  it('hydrates a deferred tastic as soon as the shopper reaches it (focus, a press), before it scrolls in', async () => {
    await serveAndHydrate();
    await act(async () => {
      fireEvent.focusIn(button('bottom'));
    });
    expect(isHydrationDeferred('bottom')).toBe(false);
    fireEvent.click(button('bottom'));
    expect(button('bottom')).toHaveTextContent('bottom 1');
  });

  it('a click on a deferred tastic works at once: it hydrates within the same event', async () => {
    await serveAndHydrate();
    await act(async () => {
      fireEvent.pointerDown(button('bottom'));
      fireEvent.click(button('bottom'));
    });
    expect(button('bottom')).toHaveTextContent('bottom 1');
  });

  it('hydrates a tastic that the server rendered empty (its content is decided in the browser) once the browser is idle in the first screen, further down at the first scroll', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    await serveAndHydrate(
      pageWith([
        { tasticId: 'empty-top', tasticType: 'test/client-only' },
        { tasticId: 'empty-bottom', tasticType: 'test/client-only' },
      ]),
    );
    expect(isHydrationDeferred('empty-top')).toBe(true);
    expect(isHydrationDeferred('empty-bottom')).toBe(true);
    await act(async () => idle.forEach((callback) => callback()));
    expect(isHydrationDeferred('empty-top')).toBe(false);
    // Further down: a page that is only looked at does not fill it in.
    expect(isHydrationDeferred('empty-bottom')).toBe(true);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(isHydrationDeferred('empty-bottom')).toBe(false);
  });

  it('hydrates an empty tastic further down when it comes near before any scroll (a jump to an anchor)', async () => {
    await serveAndHydrate(pageWith([{ tasticId: 'empty2-bottom', tasticType: 'test/client-only' }]));
    expect(isHydrationDeferred('empty2-bottom')).toBe(true);
    await act(async () => FakeObserver.all.forEach((observer) => observer.enter()));
    expect(isHydrationDeferred('empty2-bottom')).toBe(false);
  });

  it('defers nothing in a frame (a link modal): its links learn to open a new tab by hydrating', async () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    await serveAndHydrate();
    expect(isHydrationDeferred('bottom')).toBe(false);
    fireEvent.click(button('bottom'));
    expect(button('bottom')).toHaveTextContent('bottom 1');
  });

  it("loads a deferred tastic's code only when it comes near (or the page preloads it), then hydrates it", async () => {
    const loads: string[] = [];
    await serveWithLazyLowerCounter(async () => {
      loads.push('test/lower-counter');
      return { default: Counter };
    });
    expect(loads).toEqual([]);
    expect(button('bottom')).toHaveTextContent('bottom 0');

    await act(async () => FakeObserver.all.forEach((observer) => observer.enter()));
    expect(loads).toEqual(['test/lower-counter']);
    fireEvent.click(button('bottom'));
    expect(button('bottom')).toHaveTextContent('bottom 1');
  });

  it('hydrates a deferred tastic whose code the page preloaded within the event that reaches it', async () => {
    const { preload } = await serveWithLazyLowerCounter(async () => ({ default: Counter }));
    await act(async () => preload());
    await act(async () => {
      fireEvent.pointerDown(button('bottom'));
      fireEvent.click(button('bottom'));
    });
    expect(button('bottom')).toHaveTextContent('bottom 1');
  });

  it('keeps the served markup of a deferred tastic whose code does not load, and reports it', async () => {
    const failures: string[] = [];
    await serveWithLazyLowerCounter(
      () => Promise.reject(new Error('404')),
      (_error, type) => failures.push(type),
    );
    await act(async () => FakeObserver.all.forEach((observer) => observer.enter()));
    await vi.waitFor(() => expect(failures).toEqual(['test/lower-counter']));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    // Still the server's button, never hydrated: a click changes nothing, nothing was removed.
    fireEvent.click(button('bottom'));
    expect(button('bottom')).toHaveTextContent('bottom 0');
    fireEvent.click(button('top'));
    expect(button('top')).toHaveTextContent('top 1');
  });

  it('holds a click on a deferred tastic whose code is still on the way, and replays it once the tastic has hydrated', async () => {
    let arrive!: () => void;
    const code = new Promise<{ default: typeof Counter }>((resolve) => {
      arrive = () => resolve({ default: Counter });
    });
    await serveWithLazyLowerCounter(() => code, undefined, 'held-');
    // The shopper taps the served button: the press releases the tastic, its code is requested, and
    // the click that follows is held (its default prevented: a link would not be followed).
    await act(async () => {
      fireEvent.pointerDown(button('held-bottom'));
    });
    let followed = true;
    await act(async () => {
      followed = fireEvent.click(button('held-bottom'));
    });
    expect(followed).toBe(false);
    expect(button('held-bottom')).toHaveTextContent('held-bottom 0');
    // The code arrives, the tastic hydrates, and the click lands on it.
    await act(async () => arrive());
    await vi.waitFor(() => expect(button('held-bottom')).toHaveTextContent('held-bottom 1'));
    // Hydrated, the next click goes straight through.
    fireEvent.click(button('held-bottom'));
    expect(button('held-bottom')).toHaveTextContent('held-bottom 2');
  });

  it('hydrates a deferred tastic that a click reaches without a pointer or focus first (assistive technology), and replays the click', async () => {
    await serveWithLazyLowerCounter(async () => ({ default: Counter }), undefined, 'at-');
    expect(isHydrationDeferred('at-bottom')).toBe(true);
    let followed = true;
    await act(async () => {
      followed = fireEvent.click(button('at-bottom'));
    });
    expect(followed).toBe(false);
    expect(isHydrationDeferred('at-bottom')).toBe(false);
    await vi.waitFor(() => expect(button('at-bottom')).toHaveTextContent('at-bottom 1'));
  });
});
