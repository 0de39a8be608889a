import { useCallback, useEffect, useRef, useState } from 'react';
import { BUTTON_LOCK_AFTER_FAILURE_MS } from '../config/constants';

/** Submit buttons lock for 10 s after a failed or unsuccessful submit (accounts-cart-services.md §4, §9). */
export function useButtonLock(durationMs = BUTTON_LOCK_AFTER_FAILURE_MS) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const lock = useCallback(() => {
    clearTimeout(timer.current);
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), durationMs);
  }, [durationMs]);
  return { locked, lock };
}
