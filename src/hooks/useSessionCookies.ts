import { useEffect } from 'react';
import { ensureSessionCookies } from '../state/session-cookies';
import { whenIdle } from '../state/when-idle';

/**
 * Sets the session id and fit-analytics session cookies once the page runs in the browser, when it is
 * idle after the hydration: reading `document.cookie` asks the browser's network process (writing it
 * too, and the next read asks again), 8-73 ms of the shell's self time in CPU profiles of the
 * example's start page at 4x. The size advisor sets them itself when asked before.
 */
export function useSessionCookies(): void {
  useEffect(() => whenIdle(() => void ensureSessionCookies()), []);
}
