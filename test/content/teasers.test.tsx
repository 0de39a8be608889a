import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import TeaserTastic from '../../tastics/content/teaser';
import EnhancedTeaser from '../../tastics/content/enhanced-teaser';
import ProductTeaserPrice, { isProductTeaserShown } from '../../tastics/content/product-teaser-price';
import HomepageSlider from '../../tastics/content/homepage-slider';
import { hasTeaserMedia } from '../../src/organisms/content/Teaser';
import { setTrackingAdapters, type TrackingEvent } from '../../src/tracking';
import { image, link, renderTastic } from './support';
import { stubIntersection } from '../support/intersection';

let events: TrackingEvent[] = [];
beforeEach(() => {
  events = [];
  setTrackingAdapters([{ send: (e) => events.push(e) }]);
});
afterEach(() => {
  setTrackingAdapters([]);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('teasers', () => {
  it.each([
    ['an image', { image: image() }, true],
    ['a video', { videoSource: 'https://cdn.example.com/look.mp4' }, true],
    ['neither', { textBoxes: [{ headline: 'Nur Text' }] }, false],
    ['a video that is no video file', { videoSource: 'javascript:alert(1)' }, false],
  ])('renders only with an image or a video: %s', (_rule, data, shown) => {
    expect(hasTeaserMedia(data as Parameters<typeof hasTeaserMedia>[0])).toBe(shown);
    const { container } = renderTastic(TeaserTastic, data);
    expect(container.querySelector('.teaser') !== null).toBe(shown);
  });

  it('links the image, shows text boxes and buttons, and plays a video muted', () => {
    const { container } = renderTastic(TeaserTastic, {
      image: image(),
      imageAlt: 'Wintermäntel',
      imageLink: link('/bekleidung'),
      textBoxes: [{ headline: 'Neue Mäntel' }],
      buttons: [{ text: 'Entdecken', link: link('/bekleidung') }],
    });
    expect(screen.getByRole('link', { name: 'Wintermäntel' })).toHaveAttribute('href', '/bekleidung');
    expect(screen.getByRole('heading', { name: 'Neue Mäntel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entdecken' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    const video = renderTastic(TeaserTastic, { videoSource: 'https://cdn.example.com/look.mp4' }).container.querySelector('video')!;
    expect(video.muted).toBe(true);
  });

  it('sends view_promotion once when it becomes visible and select_promotion on a click', () => {
    const io = stubIntersection();
    renderTastic(
      TeaserTastic,
      { image: image(), imageAlt: 'Winter', imageLink: link('/bekleidung'), textBoxes: [{ headline: 'Neue Mäntel' }] },
      { tasticId: 'home-teaser' },
    );
    act(() => io.intersect());
    act(() => io.intersect());
    expect(events).toEqual([{ type: 'promotionImpression', id: 'home-teaser', name: 'Neue Mäntel' }]);
    screen.getByRole('link', { name: 'Winter' }).addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(screen.getByRole('link', { name: 'Winter' }));
    expect(events.at(-1)).toEqual({ type: 'promotionClick', id: 'home-teaser', name: 'Neue Mäntel' });
  });

  it('sends nothing when the editor switched tracking off', () => {
    const io = stubIntersection();
    renderTastic(TeaserTastic, { image: image(), tracking: false });
    act(() => io.intersect());
    expect(events).toEqual([]);
  });

  it('the enhanced teaser adds its text and price labels', () => {
    renderTastic(EnhancedTeaser, { image: image(), textLabel: [{ text: 'Sale' }], priceLabel: [{ text: 'ab 49,95 €', position: 'bottom-left' }] });
    expect(screen.getByText('Sale')).toHaveClass('teaser-label--text', 'teaser-label--top-left');
    expect(screen.getByText('ab 49,95 €')).toHaveClass('teaser-label--price', 'teaser-label--bottom-left');
  });
});

describe('product teaser with price', () => {
  it.each([
    [{ image: image(), sourceValue: '30000001' }, true],
    [{ image: image(), sourceValue: ' ' }, false],
    [{ sourceValue: '30000001' }, false],
  ])('needs an image and a source value: %o', (data, shown) => {
    expect(isProductTeaserShown(data)).toBe(shown);
  });
  it('shows the price only above 0', () => {
    renderTastic(ProductTeaserPrice, { image: image(), sourceValue: '30000001', title: 'Polo', price: 89.95 });
    expect(screen.getByText('89,95 €')).toBeInTheDocument();
    const { container } = renderTastic(ProductTeaserPrice, { image: image(), sourceValue: '30000002', title: 'Gratis', price: 0 });
    expect(container.querySelector('.product-teaser__price')).toBeNull();
  });
  it('leads to the search for its source value without a link', () => {
    renderTastic(ProductTeaserPrice, { image: image(), sourceValue: '30000001', title: 'Polo' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/search?query=30000001');
  });
});

describe('homepage slider', () => {
  const slides = [1, 2, 3].map((n) => ({ image: image('winter'), imageAlt: `Slide ${n}` }));
  const index = (c: HTMLElement) => c.querySelector('.slider')!.getAttribute('data-index');

  it('advances every 4000 ms on its own', async () => {
    vi.useFakeTimers();
    const { container } = renderTastic(HomepageSlider, { slides });
    await act(async () => {});
    expect(index(container)).toBe('0');
    await act(async () => {
      vi.advanceTimersByTime(3999);
    });
    expect(index(container)).toBe('0');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(index(container)).toBe('1');
  });

  it('pauses while hovered', async () => {
    vi.useFakeTimers();
    const { container } = renderTastic(HomepageSlider, { slides });
    await act(async () => {});
    fireEvent.mouseEnter(container.querySelector('.slider')!);
    await act(async () => {
      vi.advanceTimersByTime(12_000);
    });
    expect(index(container)).toBe('0');
  });

  it('has a slide spacing of 20 when enabled, and loads the first image eagerly', () => {
    const { container } = renderTastic(HomepageSlider, { slides, spacing: true });
    expect((container.querySelector('.slider') as HTMLElement).style.getPropertyValue('--spacing')).toBe('20px');
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
