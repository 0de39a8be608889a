import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far a pointer may move between press and release and still be a click, not a drag. */
export const DRAG_THRESHOLD_PX = 8;

/**
 * Click handlers for something inside a swipeable slider: a press that moved further than
 * DRAG_THRESHOLD_PX was a drag (the slider moved), not a click. The slider library suppresses such
 * clicks too, but on a busy or slow device the click can reach the element anyway. Keyboard clicks
 * (no pointer press) always count.
 */
export function useClickUnlessDragged(onClick: () => void) {
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      pressedAt.current = { x: event.clientX, y: event.clientY };
    },
    onClick(event: MouseEvent) {
      const start = pressedAt.current;
      pressedAt.current = null;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_THRESHOLD_PX) return;
      onClick();
    },
  };
}
