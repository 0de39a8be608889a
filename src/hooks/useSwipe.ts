import { useRef } from 'react';
import { SWIPE_MIN_DISTANCE_PX } from '../config/constants';

/**
 * Touch swipes on an image slider: a mostly horizontal move of at least 40 px goes to the next
 * (leftwards) or previous (rightwards) image, and the click that ends the swipe is swallowed so it
 * does not open the product. Mouse and pen keep their buttons and clicks.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: { pointerType: string; clientX: number; clientY: number }) => {
      swiped.current = false;
      start.current = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: { clientX: number; clientY: number }) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy)) return;
      swiped.current = true;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onClickCapture: (event: { preventDefault(): void; stopPropagation(): void }) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
