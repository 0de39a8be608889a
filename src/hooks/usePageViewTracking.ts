import { useEffect, useRef } from 'react';
import type { UserContext } from '../domain/account';
import { pageTypeOfPath, trackPageView } from '../tracking/page-view';

/** One page view per page load, sent once the user is known (user id and hashed email only when logged in). */
export function usePageViewTracking(user: UserContext | undefined, pageType?: string) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || user === undefined) return;
    sent.current = true;
    const path = window.location.pathname;
    void trackPageView({ pageType: pageType ?? pageTypeOfPath(path), path }, user);
  }, [user, pageType]);
}
