import { describe, expect, it } from 'vitest';
import { colourIconSize, colourIconUrl, colourImageUrl, productImageUrl, variantImageUrl } from '../../src/domain/product-media';

describe('product picture addresses (storefront-browsing.md §7: article, index, width, dark mode, format)', () => {
  it.each([
    ['on the shop origin without a media base', { itemnum: '30000001', index: 2, width: 500 }, '', '/media/product/30000001/2/600.webp'],
    [
      'under the configured media base',
      { itemnum: '30000001', index: 0, width: 300 },
      'https://media.example.com/',
      'https://media.example.com/media/product/30000001/0/300.webp',
    ],
    ['dark and as JPEG', { itemnum: '30000001', index: 1, width: 2500, dark: true, format: 'jpg' as const }, '', '/media/product/30000001/1/2000-dark.jpg'],
  ])('by article number %s', (_rule, ref, base, url) => {
    expect(productImageUrl(ref, base)).toBe(url);
  });

  it.each([
    [
      'a media-path URL takes the width, mode and format',
      'https://cdn.example.com/media/product/30000001/3/2000.jpg',
      'https://cdn.example.com/media/product/30000001/3/900-dark.webp',
    ],
    [
      'a path without origin hangs below the media base',
      '/media/product/30000001/0/2000.jpg',
      'https://media.example.com/media/product/30000001/0/900-dark.webp',
    ],
    ['a picture of another CDN is used as it is', 'https://images.example.net/abc-large.jpg', 'https://images.example.net/abc-large.jpg'],
  ])("of a variant's own image: %s", (_rule, url, expected) => {
    expect(variantImageUrl(url, { width: 800, dark: true }, 'https://media.example.com')).toBe(expected);
  });

  it("of a colour: its own image at that index, else the article's media path", () => {
    const colour = { itemnum: '30000001', images: ['https://cdn.example.com/media/product/30000001/0/2000.jpg'] };
    expect(colourImageUrl(colour, { index: 0, width: 300 })).toBe('https://cdn.example.com/media/product/30000001/0/300.webp');
    expect(colourImageUrl(colour, { index: 1, width: 300 }, 'https://media.example.com')).toBe('https://media.example.com/media/product/30000001/1/300.webp');
    expect(colourImageUrl({ itemnum: '30000001' }, { index: 0, width: 300 })).toBe('/media/product/30000001/0/300.webp');
  });
});

describe('colour icons (storefront-browsing.md §7 "colour icons 20, 45, 90")', () => {
  it.each([
    ['by article number, at the next icon size', { itemnum: '30000001' }, { size: 40 }, '', '/media/product/30000001/icon/45.webp'],
    ['dark, at most 90', { itemnum: '30000001' }, { size: 200, dark: true }, '', '/media/product/30000001/icon/90-dark.webp'],
    [
      'below the media base',
      { itemnum: '30000001' },
      { size: 20 },
      'https://media.example.com',
      'https://media.example.com/media/product/30000001/icon/20.webp',
    ],
    [
      "beside a variant's own pictures on the media CDN",
      { itemnum: '30000001', images: ['https://cdn.example.com/media/product/30000001/0/2000.jpg'] },
      { size: 45 },
      '',
      'https://cdn.example.com/media/product/30000001/icon/45.webp',
    ],
    [
      'a picture of another CDN itself',
      { itemnum: '30000001', images: ['https://images.example.net/abc.jpg'] },
      { size: 45 },
      '',
      'https://images.example.net/abc.jpg',
    ],
  ])('%s', (_rule, colour, ref, base, url) => expect(colourIconUrl(colour, ref, base)).toBe(url));

  it.each([
    [1, 20],
    [20, 20],
    [21, 45],
    [90, 90],
    [300, 90],
  ])('a wanted %i px gives the %i icon', (wanted, size) => expect(colourIconSize(wanted)).toBe(size));
});
