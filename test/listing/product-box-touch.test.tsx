import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ProductBox } from '../../src/ui/product-box';
import { renderInShop } from '../support/render';
import { boxProduct } from '../../stories/listing/fixtures';
import { stubIntersection } from '../support/intersection';

/** The image the box shows. */
const shownImage = (container: HTMLElement) => Number(container.querySelector('.product-box__media')!.getAttribute('data-image'));

/** A layout for the row jsdom does not lay out: 200 px wide, scrolled where the test says. */
function laidOut(row: Element) {
  const scroll = { left: 0 };
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 200 });
  Object.defineProperty(row, 'scrollLeft', {
    configurable: true,
    get: () => scroll.left,
    set: (value: number) => {
      scroll.left = value;
    },
  });
  return scroll;
}

describe('product box on a touch screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('upgrades to an image row the browser scrolls (no keen-slider); where a swipe comes to rest is the image shown', () => {
    const { container } = renderInShop(<ProductBox product={boxProduct(1)} />);
    fireEvent.focus(screen.getByRole('article'));
    const row = container.querySelector('.product-box__slider')!;
    expect(row).toHaveClass('image-strip');
    expect(container.querySelector('.keen-slider')).toBeNull();
    expect(row.querySelectorAll('.image-strip__slide').length).toBeGreaterThan(2);
    // A scrollable region a keyboard can reach (axe: scrollable-region-focusable).
    expect(row).toHaveAttribute('tabindex', '0');
    const scroll = laidOut(row);
    scroll.left = 380;
    fireEvent.scroll(row);
    act(() => vi.advanceTimersByTime(20));
    expect(shownImage(container)).toBe(2);
    scroll.left = 190;
    fireEvent.scroll(row);
    act(() => vi.advanceTimersByTime(20));
    expect(shownImage(container)).toBe(1);
  });

  it('goes back to the first image when the shopper picks another colour', () => {
    const product = boxProduct(1, { colors: 2 });
    const { container } = renderInShop(<ProductBox product={product} />);
    fireEvent.focus(screen.getByRole('article'));
    const row = container.querySelector('.image-strip')!;
    const scroll = laidOut(row);
    scroll.left = 200;
    fireEvent.scroll(row);
    act(() => vi.advanceTimersByTime(20));
    expect(shownImage(container)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: product.colorVariants[1]!.color }));
    act(() => vi.advanceTimersByTime(20));
    expect(shownImage(container)).toBe(0);
    expect(scroll.left).toBe(0);
  });

  it('reads no layout when a row appears at its first image (a forced layout inside the task that renders it)', () => {
    const widths = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const { container } = renderInShop(<ProductBox product={boxProduct(1)} />);
    fireEvent.focus(screen.getByRole('article'));
    expect(container.querySelector('.image-strip')).not.toBeNull();
    expect(widths).not.toHaveBeenCalled();
  });

  it('renders the images up to the one after the furthest shown, so a phone loads no more at start', () => {
    const { container } = renderInShop(<ProductBox product={boxProduct(1)} />);
    fireEvent.focus(screen.getByRole('article'));
    const row = container.querySelector('.image-strip')!;
    const imagesIn = () => [...row.querySelectorAll('.image-strip__slide')].map((slide) => slide.querySelectorAll('img').length);
    const count = row.querySelectorAll('.image-strip__slide').length;
    expect(count).toBeGreaterThanOrEqual(3);
    expect(imagesIn()).toEqual([1, 1, ...Array(count - 2).fill(0)]);
    const scroll = laidOut(row);
    scroll.left = 200;
    fireEvent.scroll(row);
    act(() => vi.advanceTimersByTime(20));
    expect(imagesIn()).toEqual([1, 1, 1, ...Array(count - 3).fill(0)]);
  });

  it('upgrades the boxes as they come into view, watched by one observer for the whole list', () => {
    const { observers, intersect } = stubIntersection();
    const { container } = renderInShop(
      <>
        <ProductBox product={boxProduct(1)} />
        <ProductBox product={boxProduct(2)} />
        <ProductBox product={boxProduct(3)} />
      </>,
    );
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    expect(observer!.targets).toHaveLength(3);
    const second = observer!.targets[1]!;
    act(() => intersect([second]));
    expect(second.querySelector('.image-strip')).not.toBeNull();
    expect(container.querySelectorAll('.image-strip')).toHaveLength(1);
    expect(observer!.targets).toHaveLength(2);
  });
});
