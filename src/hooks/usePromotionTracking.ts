import { useCallback, useEffect, useRef } from 'react';
import { track } from '../tracking';

export interface Promotion {
  id: string;
  name: string;
  /** Where it sits (a slot: "slider-2", "teaser"). */
  position?: string;
}

/**
 * Promotion tracking of teasers and slides: one `promotionImpression` when the element first becomes
 * visible (half of it in the viewport), one `promotionClick` per follow. Off when `enabled` is false
 * (the editor's tracking flag).
 */
export function usePromotionTracking<E extends Element>(promotion: Promotion, enabled = true) {
  const ref = useRef<E>(null);
  const seen = useRef(false);
  const current = useRef(promotion);
  current.current = promotion;

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || seen.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || seen.current) return;
        seen.current = true;
        observer.disconnect();
        track({ type: 'promotionImpression', ...current.current });
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  const onFollow = useCallback(() => {
    if (enabled) track({ type: 'promotionClick', ...current.current });
  }, [enabled]);

  return { ref, onFollow };
}
