import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/** True while React hydrates served markup (and on the server), false in a render in the browser. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
