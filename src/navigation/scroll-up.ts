import { SCROLL_UP_HIDE_BELOW_PX, SCROLL_UP_MIN_DELTA_PX, SCROLL_UP_SHOW_AFTER_SCREENS } from '../config/constants';

/**
 * The scroll-up button rule (storefront-browsing.md §2): shown after scrolling beyond two screen
 * heights or when scrolling upward; hidden under 150 px; movements under 75 px change nothing.
 * Evaluated on debounced scroll positions (100 ms), desktop only.
 */
export interface ScrollSample {
  y: number;
  viewportHeight: number;
}

export function nextScrollUpVisibility(visible: boolean, previousY: number, sample: ScrollSample): { visible: boolean; y: number } {
  if (sample.y < SCROLL_UP_HIDE_BELOW_PX) return { visible: false, y: sample.y };
  const delta = sample.y - previousY;
  if (Math.abs(delta) < SCROLL_UP_MIN_DELTA_PX) return { visible, y: previousY };
  const beyondScreens = sample.y > SCROLL_UP_SHOW_AFTER_SCREENS * sample.viewportHeight;
  return { visible: beyondScreens || delta < 0, y: sample.y };
}
