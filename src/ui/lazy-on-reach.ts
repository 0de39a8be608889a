import { lazy, type ComponentType } from 'react';

/**
 * A part whose code loads when the shopper reaches for its trigger (a pointer over it, a press,
 * focus), before the press that opens it: a page that is only looked at carries none of it. Spread
 * `reach` on the trigger; render `Component` inside a Suspense boundary.
 */
export function lazyOnReach<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const prefetch = () => {
    loading ??= load();
    return loading;
  };
  const Component = lazy(() => prefetch().then((component) => ({ default: component })));
  const reach = { onPointerEnter: () => void prefetch(), onPointerDown: () => void prefetch(), onFocus: () => void prefetch() };
  return { Component, reach };
}
