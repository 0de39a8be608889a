import { describe, expect, it } from 'vitest';
import { nextScrollUpVisibility } from '../../src/navigation/scroll-up';

const viewportHeight = 800;

describe('scroll-up button', () => {
  it.each([
    ['appears after scrolling beyond two screen heights', false, 0, 1700, true],
    ['stays hidden while scrolling down within two screens', false, 0, 1200, false],
    ['appears when scrolling upward', false, 1200, 1000, true],
    ['hides under 150 px', true, 1000, 120, false],
    ['ignores movements under 75 px', true, 1000, 1040, true],
    ['ignores small movements while hidden too', false, 1000, 960, false],
    ['hides when scrolling down again within two screens', true, 1000, 1200, false],
  ])('%s', (_rule, visible, previousY, y, expected) => {
    expect(nextScrollUpVisibility(visible, previousY, { y, viewportHeight }).visible).toBe(expected);
  });
});
