import { useEffect, useState } from 'react';
import { BREAKPOINTS, type Breakpoint } from '../config/constants';

/** The current breakpoint (storefront-browsing.md §9); the server and first render assume desktop (xl). */
export function useBreakpoint(): Breakpoint {
  const [bp, setBp] = useState<Breakpoint>('xl');
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const order = (['xl', 'lg', 'md', 'sm'] as const).map((name) => ({ name, query: window.matchMedia(`(min-width: ${BREAKPOINTS[name]}px)`) }));
    const update = () => setBp(order.find((o) => o.query.matches)?.name ?? 'xs');
    update();
    for (const o of order) o.query.addEventListener?.('change', update);
    return () => {
      for (const o of order) o.query.removeEventListener?.('change', update);
    };
  }, []);
  return bp;
}

/** Tabs on desktop (lg and up), collapsibles below. */
export function useIsDesktop(): boolean {
  const bp = useBreakpoint();
  return bp === 'lg' || bp === 'xl';
}
