import { HYDRATE_NEAR_MARGIN_PX } from '../config/constants';
import { whenIdle } from '../state/when-idle';
import { whenShopperMoves } from './when-shopper-moves';
import { isTasticHydrated, whenTasticsHydrated } from './hydration-progress';
import { keepTypedInputUntilHydrated, restoreTypedInput } from './keep-typed-input';

/**
 * Hydration of the tastics below the fold, deferred until they come near the viewport or the
 * shopper touches them: their server-rendered markup shows and works as links from the start, and
 * the browser does not spend the first seconds making the footer, the SEO text or a lower slider
 * interactive. Each tastic sits in a Suspense boundary of its own (PageView); a deferred one
 * suspends during hydration until its promise resolves, and React leaves its server markup in
 * place meanwhile (selective hydration replays a click on it once it has hydrated).
 *
 * The code of a tastic whose every instance waits loads only when one of them is released, or once
 * the shopper starts scrolling after hydration (lazyRegistry in page-tastics.ts,
 * host/client/hydrate.tsx).
 * A tap on such a tastic before it has hydrated (its code still on the way) is held and replayed
 * on the same element once it has (holdClicksUntilHydrated): a link that opens a modal opens it,
 * instead of being followed as the plain link the served markup has.
 *
 * Tastics the server rendered empty, or hidden on this device, wait until the browser is idle; an
 * empty one further down waits for the shopper's first scroll, press or key instead (or for coming
 * near). Only tastics present in the served markup at start are deferred: a tastic rendered later in the
 * browser never waits.
 */
const pending = new Map<string, Promise<void>>();
/** Opens a pending tastic's gate at once (a click that reached it by other ways than a pointer or focus). */
const releases = new Map<string, () => void>();

/** How far below the viewport (px) a tastic starts hydrating, so it is ready when it scrolls in. */
const MARGIN_PX = HYDRATE_NEAR_MARGIN_PX;

/** Events that hydrate a deferred tastic at once (the shopper reaches it before it scrolls in). */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

function gateFor(element: HTMLElement, id: string, options: { orWhenShopperMoves?: boolean } = {}): Promise<void> {
  return new Promise((resolve) => {
    const document = element.ownerDocument;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: `${MARGIN_PX}px 0px` },
    );
    // On the document, capturing: React's root listener stops a discrete event aimed at a boundary
    // it has not hydrated, so a listener on the tastic itself would never hear it. Released here,
    // the boundary hydrates within React's own handling of the same event, which then reaches it.
    const onInteraction = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) release();
    };
    releases.set(id, release);
    function release() {
      releases.delete(id);
      observer.disconnect();
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
      pending.delete(id);
      resolve();
    }
    observer.observe(element);
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
    if (options.orWhenShopperMoves) whenShopperMoves(() => pending.has(id) && release(), document.defaultView ?? window);
  });
}

/** How long a held tap waits for its tastic to hydrate; then it does what the served markup does. */
const HELD_CLICK_TIMEOUT_MS = 5_000;
/** The clicks this module replays: never held again. */
const replayed = new WeakSet<Event>();
/** The tastics deferred at start, whose clicks are held until they hydrate. */
const deferredAtStart = new Set<string>();
let holding = false;

/**
 * Holds a click on a deferred tastic that has not hydrated yet and replays it on the same element
 * once the tastic has (or, should it never, after HELD_CLICK_TIMEOUT_MS, when the served markup
 * takes it: a link is followed). Without this, React, which has no handler there yet, lets the
 * browser do the served markup's default: a modal link or an in-app link would load a page. The
 * listener captures on the document, before React's root listener.
 */
function holdClicksUntilHydrated(document: Document): void {
  if (holding) return;
  holding = true;
  document.addEventListener(
    'click',
    (event) => {
      if (replayed.has(event) || !(event.target instanceof Element)) return;
      const id = event.target.closest<HTMLElement>('[data-tastic-id]')?.dataset.tasticId;
      if (!id || !deferredAtStart.has(id) || isTasticHydrated(id)) return;
      event.preventDefault();
      event.stopPropagation();
      // A click that came without a pointer or focus first (assistive technology activating a link)
      // opens the tastic's gate itself.
      releases.get(id)?.();
      const target = event.target;
      const { bubbles, cancelable, composed, detail, screenX, screenY, clientX, clientY, ctrlKey, shiftKey, altKey, metaKey, button } = event;
      let done = false;
      const replay = () => {
        if (done || !target.isConnected) return;
        done = true;
        const again = new MouseEvent('click', {
          bubbles,
          cancelable,
          composed,
          detail,
          screenX,
          screenY,
          clientX,
          clientY,
          ctrlKey,
          shiftKey,
          altKey,
          metaKey,
          button,
        });
        replayed.add(again);
        // What the shopper typed before is in the form first (keep-typed-input.ts): the submit sends it.
        void restoreTypedInput(id).then(() => target.dispatchEvent(again));
      };
      void whenTasticsHydrated([id]).then(replay);
      setTimeout(replay, HELD_CLICK_TIMEOUT_MS);
    },
    { capture: true },
  );
}

/**
 * A page in a frame (a link modal's content) hydrates whole: its links open a new tab, which they
 * learn only once hydrated, and it is short anyway.
 */
function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent denies access: framed all the same
  }
}

/** A gate that opens once the browser is idle after the page's first work. */
function idleGateFor(id: string): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      if (!releases.has(id)) return;
      releases.delete(id);
      pending.delete(id);
      resolve();
    };
    releases.set(id, release);
    whenIdle(release);
  });
}

/**
 * Marks the tastics of the served markup that start below the fold: call once, before hydrating.
 * Without IntersectionObserver nothing is deferred. What the shopper types into a served tastic
 * before it hydrates is kept through its hydration (keep-typed-input.ts).
 */
export function deferHydrationBelowFold(root: ParentNode, viewportHeight = window.innerHeight): void {
  // Input typed before a tastic hydrates (deferred or not) survives its hydration.
  keepTypedInputUntilHydrated(root);
  if (typeof IntersectionObserver === 'undefined' || framed()) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-tastic-id]')) {
    const id = element.dataset.tasticId;
    if (!id) continue;
    const box = element.getBoundingClientRect();
    const belowFold = box.top >= viewportHeight + MARGIN_PX;
    // Those the server rendered empty (content decided in the browser: last seen products, a timed
    // text; or nothing for this product, as a set's tastic for a single article) and those hidden
    // on this device (display: none, they measure 0) hydrate once the browser is idle: nothing in
    // them can be reached before, and content they decide to show appears then, not late while the
    // shopper scrolls, at a place not known before. An empty one further down (the similar and the
    // last seen products under a product) waits for the shopper's first scroll, press or key, or
    // for coming near: it fills in well before it scrolls in, and a page that is only looked at
    // neither fetches nor renders it.
    const hidden = box.width === 0 && box.height === 0;
    if (!element.textContent?.trim() || hidden) {
      pending.set(id, belowFold && !hidden ? gateFor(element, id, { orWhenShopperMoves: true }) : idleGateFor(id));
      deferredAtStart.add(id);
      continue;
    }
    if (!belowFold) continue;
    pending.set(id, gateFor(element, id));
    deferredAtStart.add(id);
  }
  if (deferredAtStart.size) holdClicksUntilHydrated(root.ownerDocument ?? document);
}

/** Whether a tastic still waits for its hydration (tests, diagnostics). */
export function isHydrationDeferred(tasticId: string): boolean {
  return pending.has(tasticId);
}

/**
 * Suspends the calling component while its tastic's hydration is deferred (a thrown promise, as
 * Suspense takes it in React 18 and 19).
 */
export function awaitHydrationTurn(tasticId: string): void {
  const gate = pending.get(tasticId);
  if (gate) throw gate;
}
