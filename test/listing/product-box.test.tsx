import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ProductBox } from '../../src/ui/product-box';
import { TestShop, renderInShop } from '../support/render';
import { boxProduct } from '../../stories/listing/fixtures';

const _imageSrc = () => (screen.getAllByRole('img', { hidden: true })[0] as HTMLImageElement).getAttribute('src');
/** The image the box shows (its slider's index). */
const shownImage = (container: HTMLElement) => Number(container.querySelector('.product-box__media')!.getAttribute('data-image'));

describe('product box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows brand, title, price, strike price and the rounded sale percentage in the region currency', () => {
    renderInShop(<ProductBox product={boxProduct(1, { price: 89.95, strike: 129.95 })} />, { locale: 'de_DE' });
    const box = screen.getByRole('article', { name: 'Sakko Modell 1' });
    expect(within(box).getByText(/89,95/)).toBeInTheDocument();
    expect(within(box).getByText('Statt 129,95 €')).toBeInTheDocument();
    expect(within(box).getByText('-31 %')).toBeInTheDocument();
  });

  it('writes a regular price as the text of its paragraph', () => {
    const { container } = renderInShop(<ProductBox product={boxProduct(1, { price: 89.95 })} />, { locale: 'de_DE' });
    const price = container.querySelector('.product-box__price')!;
    expect(price.textContent).toMatch(/^89,95\s€$/);
    expect(price.childElementCount).toBe(0);
  });

  it('formats prices in zloty in Poland', () => {
    renderInShop(<ProductBox product={boxProduct(1, { price: 100 })} />, { locale: 'pl_PL' });
    expect(screen.getByText(/400,00\s*zł/)).toBeInTheDocument();
  });

  it('swaps to the second image on hover and back 300 ms after leaving', () => {
    const { container } = renderInShop(<ProductBox product={boxProduct(1)} />);
    const box = screen.getByRole('article');
    expect(shownImage(container)).toBe(0);
    fireEvent.pointerOver(box);
    expect(shownImage(container)).toBe(1);
    fireEvent.pointerOut(box);
    act(() => vi.advanceTimersByTime(299));
    expect(shownImage(container)).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(shownImage(container)).toBe(0);
  });

  it('renders one static image until the shopper reaches the box, then the image slider, whose code comes then', async () => {
    const { container } = renderInShop(<ProductBox product={boxProduct(1)} />);
    expect(container.querySelectorAll('.product-box__media img')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: /Bilder von/ })).toBeNull();
    fireEvent.focus(screen.getByRole('article'));
    // The picture stays while the carousel's code arrives.
    expect(container.querySelectorAll('.product-box__media img').length).toBeGreaterThan(0);
    await act(async () => {
      await import('../../src/ui/Slider');
    });
    await act(async () => {});
    const slider = screen.getByRole('group', { name: 'Bilder von Sakko Modell 1' });
    expect(slider.querySelectorAll('img').length).toBeGreaterThan(1);
  });

  it("starts in the colour the list hands in, keeps the shopper's choice, and resets when the list hands in another", () => {
    const product = boxProduct(1, { colors: 3 });
    const tile = (i: number) => screen.getByRole('button', { name: product.colorVariants[i]!.color });
    const { rerender, store } = renderInShop(<ProductBox product={product} initialColor={1} />);
    expect(tile(1)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.focus(tile(2));
    act(() => vi.advanceTimersByTime(100));
    expect(tile(2)).toHaveAttribute('aria-pressed', 'true');
    // The list renders again with the same start colour (a page added below): the choice stays.
    rerender(
      <TestShop store={store}>
        <ProductBox product={product} initialColor={1} />
      </TestShop>,
    );
    expect(tile(2)).toHaveAttribute('aria-pressed', 'true');
    // A new colour filter hands in another start colour: the box shows it.
    rerender(
      <TestShop store={store}>
        <ProductBox product={product} initialColor={0} />
      </TestShop>,
    );
    expect(tile(0)).toHaveAttribute('aria-pressed', 'true');
    expect(tile(2)).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes the colour 100 ms after hovering or focusing a colour tile', () => {
    const product = boxProduct(1, { colors: 3 });
    renderInShop(<ProductBox product={product} />);
    const tile = screen.getByRole('button', { name: product.colorVariants[2]!.color });
    fireEvent.focus(tile);
    act(() => vi.advanceTimersByTime(99));
    expect(tile).toHaveAttribute('aria-pressed', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Sakko Modell 1' }).getAttribute('href')).toContain(`colorVariant=${product.colorVariants[2]!.itemnum}`);
  });

  it('changes the colour with a click (touch)', () => {
    const product = boxProduct(1, { colors: 2 });
    renderInShop(<ProductBox product={product} />);
    const tile = screen.getByRole('button', { name: product.colorVariants[1]!.color });
    fireEvent.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows 8 colour tiles and '+N' for the rest", () => {
    renderInShop(<ProductBox product={boxProduct(1, { colors: 10 })} />);
    const colors = screen.getByRole('group', { name: 'Farben' });
    expect(within(colors).getAllByRole('button', { pressed: false }).length + 1).toBe(8);
    fireEvent.click(within(colors).getByRole('button', { name: '2 weitere Farben anzeigen' }));
    expect(within(colors).getAllByRole('button').length).toBe(10);
  });

  it("shows each colour's icon (45 px) on its tile, as the tile's background: one element per tile", () => {
    const product = boxProduct(1, { colors: 3 });
    renderInShop(<ProductBox product={product} />);
    const tile = screen.getByRole('button', { name: product.colorVariants[2]!.color });
    expect(tile.childElementCount).toBe(0);
    expect(tile.style.getPropertyValue('--tile-image')).toBe(`url("/media/product/${product.colorVariants[2]!.itemnum}/icon/45.webp")`);
  });

  it('toggles the active state with Space and clears it with Escape', () => {
    renderInShop(<ProductBox product={boxProduct(1)} />);
    const box = screen.getByRole('article');
    box.focus();
    fireEvent.keyDown(box, { key: ' ' });
    expect(box).toHaveClass('product-box--active');
    fireEvent.keyDown(box, { key: ' ' });
    expect(box).not.toHaveClass('product-box--active');
    fireEvent.keyDown(box, { key: ' ' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).not.toHaveClass('product-box--active');
  });

  it('shows at most two flag badges in the project wording', () => {
    renderInShop(<ProductBox product={boxProduct(4, { isNew: true, flags: ['sustainable', 'exclusive', 'bigandtall'] })} />, { projectId: 'hgg' });
    const badges = screen.getByRole('article').querySelectorAll('.badge');
    expect([...badges].map((b) => b.textContent)).toEqual(['Neu', 'Big & Tall']);
  });

  it('renders the size chips on hover or Space only (a lean list at load), marked by the size filter', () => {
    renderInShop(<ProductBox product={boxProduct(1)} selectedSizes={['M']} />);
    expect(screen.queryByRole('list', { name: 'Verfügbare Größen' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('article'), { key: ' ' });
    const sizes = screen.getByRole('list', { name: 'Verfügbare Größen' });
    expect(within(sizes).getByText('M').closest('li')).toHaveAttribute('data-state', 'full');
    expect(within(sizes).getByText('S').closest('li')).toHaveAttribute('data-state', 'unselected');
  });

  it('browses the images with the slider buttons, round and round', () => {
    const { container } = renderInShop(<ProductBox product={boxProduct(1)} />);
    fireEvent.focus(screen.getByRole('article'));
    const count = container.querySelectorAll('.product-box__slider .slider__slide').length;
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(shownImage(container)).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(shownImage(container)).toBe(count - 1);
  });

  it('uses 3:4 images of the media service', () => {
    renderInShop(<ProductBox product={boxProduct(1)} />);
    const img = screen.getAllByRole('img', { hidden: true })[0] as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^\/media\/product\/\d{8}\/0\/300\.webp$/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '400']);
  });
});
