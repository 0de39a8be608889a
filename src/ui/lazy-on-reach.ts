import { createElement, type ComponentType } from 'react';

/**
 * A part whose code loads when the shopper reaches for its trigger (a pointer over it, a press,
 * focus), before the press that opens it: a page that is only looked at carries none of it. Spread
 * `reach` on the trigger (or call `prefetch` from the trigger's own handlers); render `Component`
 * inside a Suspense boundary.
 *
 * Once the code is here, `Component` renders at once. (React.lazy suspends on its first render even
 * then, and React shows content that replaces a fallback up to 300 ms late.) Should the code fail
 * to load, the next render asks for it again.
 */
export function lazyOnReach<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const prefetch = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per part at module level, as React.lazy is
  function Component(props: P) {
    // Suspends (a thrown promise, as Suspense takes it in React 18 and 19) until the code is here.
    if (!loaded) throw prefetch().catch(() => undefined);
    return createElement(loaded, props);
  }
  // A failed load is not reported here: the part that needs it asks again when it renders.
  const reachFor = () => void prefetch().catch(() => undefined);
  const reach = { onPointerEnter: reachFor, onPointerDown: reachFor, onFocus: reachFor };
  return { Component, reach, prefetch };
}
