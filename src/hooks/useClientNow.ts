import { useEffect, useState } from 'react';

/**
 * The current time in the browser, null on the server and during hydration. Time-limited content
 * (auto-changing texts, action teasers) is decided in the browser, so a cached page never shows a
 * campaign that has ended, and server and browser markup agree. With `tickMs` it updates on a timer.
 */
export function useClientNow(tickMs?: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!tickMs) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
