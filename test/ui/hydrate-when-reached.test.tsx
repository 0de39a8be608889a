import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memo, useState, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';

/** Loaded afresh for each test: the parts released are kept per page (module state), and each test is a page of its own. */
let HydrateWhenReached: ComponentType<{ children: ReactNode }>;
beforeEach(async () => {
  vi.resetModules();
  ({ HydrateWhenReached } = await import('../../src/ui/HydrateWhenReached'));
});

/** A counter: its button counts only once React has rendered or hydrated it. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

/** A tastic whose lower block hydrates when reached; `version` re-renders the tastic without changing the block. */
const Lower = memo(function Lower({ name }: { name: string }) {
  return (
    <HydrateWhenReached>
      <Counter name={name} />
    </HydrateWhenReached>
  );
});
function Tastic({ lower = 'lower', version = 0 }: { lower?: string; version?: number }) {
  return (
    <article data-version={version}>
      <Counter name="upper" />
      <Lower name={lower} />
    </article>
  );
}

/** IntersectionObserver as the browser has it, driven by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  targets: Element[] = [];
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
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

/** Serves the tastic, lays the part out at `partTop` (the viewport 800 px high; `hidden`: display none, 0 by 0), and hydrates. */
async function serveAndHydrate(partTop: number, { hidden = false } = {}) {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerHeight', 800);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Tastic />);
  document.body.append(container);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (hidden && this.dataset.hydratePart) return { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    const top = this.dataset.hydratePart ? partTop : 0;
    return { top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
  await act(async () => {
    root = hydrateRoot(container, <Tastic />);
  });
  return container;
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

describe('HydrateWhenReached: a block of a tastic that hydrates when the shopper reaches it', () => {
  it('below the fold, keeps its served markup unhydrated while the rest of the tastic hydrates, and hydrates when it comes near', async () => {
    await serveAndHydrate(3000);
    fireEvent.click(button('upper'));
    expect(button('upper')).toHaveTextContent('upper 1');
    fireEvent.click(button('lower'));
    expect(button('lower')).toHaveTextContent('lower 0');

    await act(async () => FakeObserver.all.forEach((observer) => observer.enter()));
    fireEvent.click(button('lower'));
    expect(button('lower')).toHaveTextContent('lower 1');
  });

  it('hydrates within the event that reaches it: a tap before it scrolls in works at once', async () => {
    await serveAndHydrate(3000);
    await act(async () => {
      fireEvent.pointerDown(button('lower'));
      fireEvent.click(button('lower'));
    });
    expect(button('lower')).toHaveTextContent('lower 1');
  });

  it("hidden on this device (display: none, 0 by 0: the gallery's thumbnails on a phone), waits while the rest hydrates, and hydrates once shown", async () => {
    await serveAndHydrate(0, { hidden: true });
    fireEvent.click(button('upper'));
    expect(button('upper')).toHaveTextContent('upper 1');
    fireEvent.click(button('lower'));
    expect(button('lower')).toHaveTextContent('lower 0');
    expect(FakeObserver.all).toHaveLength(1);

    await act(async () => FakeObserver.all.forEach((observer) => observer.enter()));
    fireEvent.click(button('lower'));
    expect(button('lower')).toHaveTextContent('lower 1');
  });

  it('hydrates with the tastic when its served markup starts in view, and keeps the served markup as it was', async () => {
    const container = await serveAndHydrate(100);
    fireEvent.click(button('lower'));
    expect(button('lower')).toHaveTextContent('lower 1');
    expect(FakeObserver.all).toHaveLength(0);
    expect(container.querySelectorAll('[data-hydrate-part]')).toHaveLength(1);
  });

  it('a re-render of the tastic with the same block leaves it waiting; new content renders it at once', async () => {
    await serveAndHydrate(3000);
    await act(async () => root!.render(<Tastic version={1} />));
    fireEvent.click(button('lower'));
    expect(button('lower')).toHaveTextContent('lower 0');
    await act(async () => root!.render(<Tastic version={2} lower="changed" />));
    fireEvent.click(button('changed'));
    expect(button('changed')).toHaveTextContent('changed 1');
  });

  it('rendered in the browser (a page the shopper navigates to), renders at once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Tastic />);
    fireEvent.click(button('lower'));
    expect(button('lower')).toHaveTextContent('lower 1');
    expect(FakeObserver.all).toHaveLength(0);
  });
});
