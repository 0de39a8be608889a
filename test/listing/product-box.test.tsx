import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ProductBox } from '../../src/ui/product-box';
import { renderInShop } from '../support/render';
import { record } from '../../stories/listing/fixtures';

const imageSrc = () => (screen.getAllByRole('img', { hidden: true })[0] as HTMLImageElement).getAttribute('src');

describe('product box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows brand, title, price, strike price and the rounded sale percentage in the region currency', () => {
    renderInShop(<ProductBox product={record(1, { price: 89.95, strike: 129.95 })} />, { locale: 'de_DE' });
    const box = screen.getByRole('article', { name: 'Sakko Modell 1' });
    expect(within(box).getByText(/89,95/)).toBeInTheDocument();
    expect(within(box).getByText('Statt 129,95 €')).toBeInTheDocument();
    expect(within(box).getByText('-31 %')).toBeInTheDocument();
  });

  it('formats prices in zloty in Poland', () => {
    renderInShop(<ProductBox product={record(1, { price: 100 })} />, { locale: 'pl_PL' });
    expect(screen.getByText(/400,00\s*zł/)).toBeInTheDocument();
  });

  it('swaps to the second image on hover and back 300 ms after leaving', () => {
    renderInShop(<ProductBox product={record(1)} />);
    const box = screen.getByRole('article');
    expect(imageSrc()).toContain('/0/300');
    fireEvent.pointerOver(box);
    expect(imageSrc()).toContain('/1/300');
    fireEvent.pointerOut(box);
    act(() => vi.advanceTimersByTime(299));
    expect(imageSrc()).toContain('/1/300');
    act(() => vi.advanceTimersByTime(1));
    expect(imageSrc()).toContain('/0/300');
  });

  it('changes the colour 100 ms after hovering or focusing a colour tile', () => {
    const product = record(1, { colors: 3 });
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
    const product = record(1, { colors: 2 });
    renderInShop(<ProductBox product={product} />);
    const tile = screen.getByRole('button', { name: product.colorVariants[1]!.color });
    fireEvent.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows 8 colour tiles and '+N' for the rest", () => {
    renderInShop(<ProductBox product={record(1, { colors: 10 })} />);
    const colors = screen.getByRole('list', { name: 'Farben' });
    expect(within(colors).getAllByRole('button', { pressed: false }).length + 1).toBe(8);
    fireEvent.click(within(colors).getByRole('button', { name: '2 weitere Farben anzeigen' }));
    expect(within(colors).getAllByRole('button').length).toBe(10);
  });

  it('toggles the active state with Space and clears it with Escape', () => {
    renderInShop(<ProductBox product={record(1)} />);
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
    renderInShop(<ProductBox product={record(4, { isNew: true, flags: ['sustainable', 'exclusive', 'bigandtall'] })} />, { projectId: 'hgg' });
    const badges = screen.getByRole('article').querySelectorAll('.badge');
    expect([...badges].map((b) => b.textContent)).toEqual(['Neu', 'Big & Tall']);
  });

  it('marks the size chips of the size filter', () => {
    renderInShop(<ProductBox product={record(1)} selectedSizes={['M']} />);
    const sizes = screen.getByRole('list', { name: 'Verfügbare Größen' });
    expect(within(sizes).getByText('M').closest('li')).toHaveAttribute('data-state', 'full');
    expect(within(sizes).getByText('S').closest('li')).toHaveAttribute('data-state', 'unselected');
  });

  it('browses the images with the slider buttons', () => {
    renderInShop(<ProductBox product={record(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(imageSrc()).toContain('/1/300');
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(imageSrc()).toContain('/2/300');
  });

  it('swipes the images on touch, and the swipe does not open the product', () => {
    const opened: string[] = [];
    const { container } = renderInShop(<ProductBox product={record(1)} />);
    const media = container.querySelector('.product-box__media')!;
    const link = media.querySelector('a')!;
    link.addEventListener('click', (e) => { if (!e.defaultPrevented) opened.push('open'); e.preventDefault(); });
    fireEvent.pointerDown(media, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(media, { pointerType: 'touch', clientX: 120, clientY: 110 });
    fireEvent.click(link);
    expect(imageSrc()).toContain('/1/300');
    expect(opened).toEqual([]);
    fireEvent.pointerDown(media, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(media, { pointerType: 'touch', clientX: 180, clientY: 100 });
    expect(imageSrc()).toContain('/0/300');
    // A short or vertical move is a tap or a scroll, not a swipe.
    fireEvent.pointerDown(media, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(media, { pointerType: 'touch', clientX: 80, clientY: 300 });
    expect(imageSrc()).toContain('/0/300');
  });

  it('uses 3:4 images of the media service', () => {
    renderInShop(<ProductBox product={record(1)} />);
    const img = screen.getAllByRole('img', { hidden: true })[0] as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^\/media\/product\/\d{8}\/0\/300\.webp$/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '400']);
  });
});
