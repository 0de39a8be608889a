import { deferHydrationBelowFold } from './deferred-hydration';

/**
 * Hydration of a served page in a Frontend project's app (Next.js): its scripts load async and
 * hydrate the whole page as soon as they have run, before the browser has painted the served
 * markup (the example project measured a first paint 0.9 s after the load event, a Lighthouse LCP
 * of 4.0 s on its start page). The local host's entry waits for the first paint itself
 * (host/client/entry.tsx); the shop's Renderer does the same here: the page's tastics hydrate after
 * the first paint, and those below the fold when they come near (deferred-hydration.ts), their
 * served markup showing meanwhile.
 */
let painted = typeof window === 'undefined';
let firstPaint: Promise<void> | null = null;

function whenPainted(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    // A page loaded in a hidden tab gets no frame until shown: it hydrates at once.
    if (document.visibilityState === 'hidden') done();
    else requestAnimationFrame(() => setTimeout(done, 0));
  });
  return firstPaint;
}

let prepared = false;

/**
 * Once, in the browser's first render: when it hydrates a served page, marks the tastics below the
 * fold (deferHydrationBelowFold), once the document is parsed (a renderer running earlier hydrates
 * them all). A page the browser renders alone (no served markup) has nothing to paint first: it
 * renders at once.
 */
export function prepareServedPage(): void {
  if (prepared || typeof window === 'undefined') return;
  prepared = true;
  if (!document.querySelector('[data-tastic-id]')) {
    painted = true;
    return;
  }
  if (document.readyState === 'loading') return;
  deferHydrationBelowFold(document.querySelector('.shop-root') ?? document.body);
}

/** Suspends the calling component until the browser has painted the served page (a thrown promise, as Suspense takes it); no-op afterwards and on the server. */
export function awaitFirstPaint(): void {
  if (!painted) throw whenPainted();
}
