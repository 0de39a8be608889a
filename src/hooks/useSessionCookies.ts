import { useEffect } from 'react';
import { ensureSessionCookies } from '../state/session-cookies';

/** Sets the session id and fit-analytics session cookies once the page runs in the browser. */
export function useSessionCookies(): void {
  useEffect(() => {
    ensureSessionCookies();
  }, []);
}
