import { useId, type ReactNode } from 'react';
import { HydrationBoundary, useHydrating } from './hydration-boundary';
import { HYDRATE_NEAR_MARGIN_PX } from '../config/constants';

/** Events that hydrate a waiting part at once (the shopper reaches it before it scrolls in), as a deferred tastic's. */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

/** The parts of this page that may hydrate: reached, or in view at load. */
const released = new Set<string>();
/** The gates of the parts that wait. */
const waiting = new Map<string, Promise<void>>();

/**
 * The promise a part's boundary suspends on while its served element starts below the fold or is
 * hidden, opened when it comes near the viewport or the shopper touches it; null when it may
 * hydrate now. Marked released at once, not in a promise callback: React hydrates a boundary the
 * shopper touches within the same event, and asks again then.
 */
function gateOf(element: HTMLElement, id: string): Promise<void> | null {
  if (released.has(id)) return null;
  const known = waiting.get(id);
  if (known) return known;
  const document = element.ownerDocument;
  const window = document.defaultView;
  const box = element.getBoundingClientRect();
  // Hidden on this device (display: none measures 0 by 0): it waits until shown (a wider window) or touched.
  const hidden = box.width === 0 && box.height === 0;
  if (!window || typeof IntersectionObserver === 'undefined' || (!hidden && box.top < window.innerHeight + HYDRATE_NEAR_MARGIN_PX)) {
    released.add(id);
    return null;
  }
  const gate = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
      rootMargin: `${HYDRATE_NEAR_MARGIN_PX}px 0px`,
    });
    // On the document, capturing: React's root listener stops a discrete event aimed at a boundary it
    // has not hydrated; released here, the boundary hydrates within React's handling of the same event.
    const onInteraction = (event: Event) => event.target instanceof Node && element.contains(event.target) && release();
    function release() {
      observer.disconnect();
      for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
      released.add(id);
      waiting.delete(id);
      resolve();
    }
    observer.observe(element);
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  });
  waiting.set(id, gate);
  return gate;
}

function Part({ id, children }: { id: string; children: ReactNode }) {
  if (useHydrating() && typeof document !== 'undefined') {
    const served = document.querySelector<HTMLElement>(`[data-hydrate-part="${CSS.escape(id)}"]`);
    const gate = served ? gateOf(served, id) : null;
    if (gate) throw gate;
  }
  return (
    <div className="hydrate-part" data-hydrate-part={id}>
      {children}
    </div>
  );
}

/**
 * A block of a tastic that hydrates when the shopper reaches it, not with the rest of the tastic:
 * when its served markup starts below the fold or is hidden on this device (the product gallery's
 * thumbnails on a phone), its boundary waits until it comes near the viewport (or is shown) or the
 * shopper touches it (a pointer, focus, a key), as a deferred tastic does
 * (src/page/deferred-hydration.ts), and React leaves the served markup in place meanwhile. In view
 * at load, or rendered in the browser (a page the shopper navigates to), it renders at once. For a
 * large block far down a tastic that hydrates with the page (the product's information under the
 * buy box: on a phone its tabs become collapsibles when it hydrates).
 *
 * Its boundary is the page's (./hydration-boundary.tsx): an Activity where React has one, which
 * React 19.2's server writes in place (a Suspense boundary around much markup it would move to the
 * page's end). New props reaching the boundary before it hydrated make React render it afresh at
 * once, so callers memoise the element against re-renders with equal content.
 */
export function HydrateWhenReached({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <HydrationBoundary>
      <Part id={id}>{children}</Part>
    </HydrationBoundary>
  );
}
