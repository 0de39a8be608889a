import { useSyncExternalStore } from 'react';

export interface FrameContext {
  /** The shop's own origin; undefined on the server and during hydration. */
  origin?: string;
  /** The page is shown inside a frame (e.g. a link modal). */
  inFrame: boolean;
}

const SERVER: FrameContext = { inFrame: false };
let browser: FrameContext | undefined;

function readBrowser(): FrameContext {
  if (!browser) {
    let inFrame = false;
    try {
      inFrame = window.self !== window.top;
    } catch {
      inFrame = true; // a cross-origin parent denies access: framed all the same
    }
    browser = { origin: window.location.origin, inFrame };
  }
  return browser;
}

const subscribe = () => () => {};

/**
 * Where the page runs, for the link rules: the server and the hydrating render see no origin and no
 * frame (so their markup matches), the browser then re-renders with its own.
 */
export function useFrameContext(): FrameContext {
  return useSyncExternalStore(subscribe, readBrowser, () => SERVER);
}
