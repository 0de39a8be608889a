import { BREAKPOINTS, type Breakpoint } from '../config/constants';

/** Pure rules of the carousel (src/ui/Slider.tsx), testable without a DOM. */

/** Slides per view by breakpoint: xs is required, a larger breakpoint without a value takes the next smaller one's. */
export type ResponsivePerView = { xs: number } & Partial<Record<Exclude<Breakpoint, 'xs'>, number>>;

const ASCENDING: readonly Breakpoint[] = ['xs', ...(Object.keys(BREAKPOINTS) as Exclude<Breakpoint, 'xs'>[])];

/** The slides per view at a breakpoint. */
export function perViewAt(perView: number | ResponsivePerView, bp: Breakpoint): number {
  if (typeof perView === 'number') return perView;
  let value = perView.xs;
  for (const name of ASCENDING) {
    value = perView[name] ?? value;
    if (name === bp) break;
  }
  return value;
}

/** The per-breakpoint values as custom properties (--pv-xs ... --pv-xl), for the first paint before measuring. */
export function perViewCustomProperties(perView: number | ResponsivePerView): Record<string, number> {
  return Object.fromEntries(ASCENDING.map((bp) => [`--pv-${bp}`, perViewAt(perView, bp)]));
}

/** The last index a non-looping slider can start at: the view ends on the last slide. */
export function sliderLastStart(count: number, perView: number): number {
  return Math.max(0, Math.ceil(count - perView));
}

/** How many slides a button press moves: one, or a page of the whole slides in view. */
export function sliderStep(perView: number, stepBy: 'slide' | 'page'): number {
  return stepBy === 'slide' ? 1 : Math.max(1, Math.floor(perView));
}

/** Where previous (-1) or next (+1) goes: wraps around when looping, else stops at either end. */
export function sliderTarget(input: { current: number; direction: 1 | -1; step: number; count: number; perView: number; loop: boolean }): number {
  const { current, direction, step, count, perView, loop } = input;
  if (count <= 0) return 0;
  const target = current + direction * step;
  if (loop) return ((target % count) + count) % count;
  return Math.min(Math.max(0, target), sliderLastStart(count, perView));
}

/** Pagination dots: one per step-sized page. */
export function sliderPageCount(count: number, perView: number, step: number, loop: boolean): number {
  if (count <= 0) return 0;
  if (loop) return Math.ceil(count / step);
  return Math.ceil(sliderLastStart(count, perView) / step) + 1;
}
