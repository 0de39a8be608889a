import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { COLOR_HOVER_DELAY_MS, HOVER_LEAVE_DELAY_MS } from '../config/constants';
import { useHistoryVisit } from './useHistoryVisit';

/**
 * The product box connector (storefront-browsing.md §2 "Product boxes", §4 "Product box: hover,
 * selected colour, keyboard active"). Hover shows the second image at once and swaps back 300 ms
 * after leaving; hovering or focusing a colour changes it after 100 ms; on touch a tap changes it;
 * Space toggles the keyboard-active state (tiles and sizes shown), Escape clears it.
 */
export interface UseProductBoxOptions {
  initialColor?: number;
  colorCount: number;
}

/** Stops a pending timer held in a ref. */
function clearTimer(t: { current: ReturnType<typeof setTimeout> | null }) {
  if (t.current) clearTimeout(t.current);
  t.current = null;
}

export function useProductBox({ initialColor = 0, colorCount }: UseProductBoxOptions) {
  const startColor = Math.min(initialColor, Math.max(0, colorCount - 1));
  const [color, setColor] = useState(startColor);
  const [hovered, setHovered] = useState(false);
  const [active, setActive] = useState(false);
  const [image, setImage] = useState(0);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const colorTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointerType = useRef<string>('mouse');

  useEffect(
    () => () => {
      clearTimer(leaveTimer);
      clearTimer(colorTimer);
    },
    [],
  );

  // The colour of the box resets when the list hands in another start colour (new filter), and the
  // whole selection on pop-state navigation (§3 "Pop-state navigation resets the product box
  // selection"): adjusted while rendering, not in an effect, so that a list of 48 boxes does not queue
  // 48 state updates right after hydrating.
  const visit = useHistoryVisit();
  const [startedWith, setStartedWith] = useState({ initialColor, colorCount, visit });
  if (startedWith.initialColor !== initialColor || startedWith.colorCount !== colorCount || startedWith.visit !== visit) {
    setStartedWith({ initialColor, colorCount, visit });
    setColor(startColor);
    if (startedWith.visit !== visit) {
      setImage(0);
      setActive(false);
      setHovered(false);
    }
  }

  const chooseColor = useCallback((index: number) => {
    clearTimer(colorTimer);
    setColor(index);
    setImage(0);
  }, []);

  const boxHandlers = {
    onPointerEnter: (e: PointerEvent) => {
      pointerType.current = e.pointerType;
      if (e.pointerType === 'touch') return;
      clearTimer(leaveTimer);
      setHovered(true);
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      clearTimer(leaveTimer);
      clearTimer(colorTimer);
      leaveTimer.current = setTimeout(() => setHovered(false), HOVER_LEAVE_DELAY_MS);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === ' ' && e.target === e.currentTarget) {
        e.preventDefault();
        setActive((a) => !a);
      } else if (e.key === 'Escape') {
        setActive(false);
        (e.currentTarget as HTMLElement).focus();
      }
    },
  };

  /** Handlers of one colour tile. */
  const tileHandlers = (index: number) => ({
    onPointerDown: (e: PointerEvent) => {
      pointerType.current = e.pointerType;
    },
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      clearTimer(colorTimer);
      colorTimer.current = setTimeout(() => chooseColor(index), COLOR_HOVER_DELAY_MS);
    },
    onPointerLeave: () => clearTimer(colorTimer),
    onFocus: () => {
      clearTimer(colorTimer);
      colorTimer.current = setTimeout(() => chooseColor(index), COLOR_HOVER_DELAY_MS);
    },
    onClick: () => chooseColor(index),
  });

  return {
    color,
    hovered,
    active,
    image,
    /** Images: the slider's index, or the second image while hovered. */
    shownImage: (count: number) => (image === 0 && hovered && count > 1 ? 1 : image),
    nextImage: (count: number) => setImage((i) => (i + 1) % Math.max(1, count)),
    previousImage: (count: number) => setImage((i) => (i - 1 + Math.max(1, count)) % Math.max(1, count)),
    /** The slider moved (a swipe or a drag). */
    showImage: setImage,
    chooseColor,
    boxHandlers,
    tileHandlers,
  };
}
