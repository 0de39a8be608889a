import { useEffect, useLayoutEffect, version } from 'react';

/**
 * The few places where React 18 and 19 (both peers of the SDK) differ in what they accept.
 */
const REACT_MAJOR = Number(version.split('.')[0]);

/**
 * An image's fetch priority: React 19 knows the `fetchPriority` prop, React 18 passes only the
 * lowercase attribute through (and warns about the camel-cased one).
 */
export function fetchPriority(priority: 'high' | 'low' | 'auto'): Record<string, string> {
  return REACT_MAJOR >= 19 ? { fetchPriority: priority } : { fetchpriority: priority };
}

/** useLayoutEffect in the browser, useEffect on the server (React 18 warns about layout effects there). */
export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
