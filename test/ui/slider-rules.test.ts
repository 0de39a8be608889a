import { describe, expect, it } from 'vitest';
import { perViewAt, perViewCustomProperties, sliderLastStart, sliderPageCount, sliderStep, sliderTarget } from '../../src/ui/slider-rules';

describe('carousel rules', () => {
  it.each([
    // perView, breakpoint, expected
    [{ xs: 1.5, md: 2.5, lg: 3.5 }, 'xs', 1.5],
    [{ xs: 1.5, md: 2.5, lg: 3.5 }, 'sm', 1.5],
    [{ xs: 1.5, md: 2.5, lg: 3.5 }, 'md', 2.5],
    [{ xs: 1.5, md: 2.5, lg: 3.5 }, 'lg', 3.5],
    [{ xs: 1.5, md: 2.5, lg: 3.5 }, 'xl', 3.5],
    [4, 'xs', 4],
  ] as const)('%o at %s shows %d slides', (perView, bp, expected) => {
    expect(perViewAt(perView, bp)).toBe(expected);
  });

  it('gives the first paint every breakpoint as a custom property', () => {
    expect(perViewCustomProperties({ xs: 2, lg: 4 })).toEqual({ '--pv-xs': 2, '--pv-sm': 2, '--pv-md': 2, '--pv-lg': 4, '--pv-xl': 4 });
  });

  it.each([
    { sentence: 'next moves one slide on', current: 0, direction: 1, step: 1, count: 5, perView: 1, loop: true, expected: 1 },
    { sentence: 'next after the last slide of a loop starts again', current: 4, direction: 1, step: 1, count: 5, perView: 1, loop: true, expected: 0 },
    {
      sentence: 'previous before the first slide of a loop goes to the last',
      current: 0,
      direction: -1,
      step: 1,
      count: 5,
      perView: 1,
      loop: true,
      expected: 4,
    },
    { sentence: 'previous stops at the first slide without a loop', current: 0, direction: -1, step: 4, count: 10, perView: 4, loop: false, expected: 0 },
    { sentence: 'next stops where the view ends on the last slide', current: 4, direction: 1, step: 4, count: 10, perView: 4, loop: false, expected: 6 },
    {
      sentence: 'a fractional view stops at the slide that shows the last one whole',
      current: 0,
      direction: 1,
      step: 3,
      count: 6,
      perView: 3.5,
      loop: false,
      expected: 3,
    },
  ] as const)('$sentence', ({ sentence: _sentence, expected, ...input }) => {
    expect(sliderTarget(input)).toBe(expected);
  });

  it('steps a page of whole slides, or one slide', () => {
    expect(sliderStep(3.5, 'page')).toBe(3);
    expect(sliderStep(0.5, 'page')).toBe(1);
    expect(sliderStep(6, 'slide')).toBe(1);
  });

  it('has one dot per reachable page', () => {
    expect(sliderLastStart(10, 4)).toBe(6);
    expect(sliderPageCount(10, 4, 4, false)).toBe(3);
    expect(sliderPageCount(10, 1, 1, true)).toBe(10);
    expect(sliderPageCount(0, 4, 4, false)).toBe(0);
  });
});
