import * as React from 'react';
import { createContext, Suspense, useContext, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * The boundary a served page and each tastic's place hydrate in: a component that suspends inside
 * it while hydrating (waiting for the first paint, a tastic below the fold waiting until it comes
 * near, a tastic's code still loading) leaves its served markup in place, and the rest hydrates.
 *
 * Suspense is such a boundary, but React's streaming server (react-dom 19.2 on, as Next 16 ships
 * it) moves a finished Suspense boundary out of the document's order once the boundaries before it
 * add up to more than 12.8 KB (`progressiveChunkSize`; `flushSegment` and `isEligibleForOutlining`
 * in react-dom-server's production build): its markup comes after the page's end in
 * `<div hidden id="S:n">`, and an inline script (`$RC`) moves it into its slot no sooner than 300 ms
 * after the page's first frame (`$RT`). The listing's product grid (41 KB) and the product detail
 * (15 KB) were always moved, so the page was painted without its content first.
 *
 * Activity (react 19.2 on, `mode="visible"`) is a hydration boundary the server writes in place,
 * in its parent's markup (`<!--&-->…<!--/&-->`, never moved), and the browser's React keeps it
 * dehydrated while something inside suspends as it does a Suspense boundary. Where React has it,
 * the boundary is an Activity; before 19.2 (Next 15's React 19.1, React 18), whose server never
 * moves a finished boundary for its size, a Suspense boundary.
 *
 * What differs: on the server a Suspense boundary also takes an error thrown while rendering it (its
 * content is then rendered in the browser), an Activity does not: a tastic throwing on the server
 * fails the page's whole server render (Next.js then renders the page in the browser, where the
 * tastic's error boundary takes it). A renderer rendering with `renderToString`, which never moves a
 * boundary (the local host, `App`), keeps Suspense boundaries (`HydrationBoundaryKind`).
 */
// Looked up, not imported: a bundler checking named imports (Next 15's webpack) refuses a name its React lacks.
const Activity = Reflect.get(React, 'Activity') as ComponentType<{ mode?: 'visible' | 'hidden'; children?: ReactNode }> | undefined;

/** Whether the page's boundaries are Activity boundaries where React has them ('in-place'), or Suspense boundaries. */
export const HydrationBoundaryKind = createContext<'in-place' | 'suspense'>('in-place');

/** A boundary to hydrate `children` in: an Activity where React has one, else a Suspense boundary (see above). */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const kind = useContext(HydrationBoundaryKind);
  return Activity && kind === 'in-place' ? <Activity mode="visible">{children}</Activity> : <Suspense fallback={null}>{children}</Suspense>;
}

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates served markup (and on the server), false in a render in the browser. Here,
 * in a module every page's shell loads, so the parts that wait in their boundary (HydrateWhenReached,
 * ServedMarkup) share it without a script of its own.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
