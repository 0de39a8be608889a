import { describe, expect, it } from 'vitest';
import { classifyLink, frameHeight, isPhoneLike, pathOf } from '../../src/content/links';
import { imageSources, mediaUrlAt } from '../../src/content/media';
import { isShownInCountry, parseCountryLimit } from '../../src/domain/countries';

const ORIGIN = 'https://www.hirmer.de';

describe('content links (storefront-browsing.md §2 Links)', () => {
  it.each([
    ['a same-host path is routed in the app', '/service/faq', {}, { kind: 'internal', href: '/service/faq' }],
    [
      'an absolute link to the own host is routed in the app too',
      'https://www.hirmer.de/marken?x=1#top',
      { origin: ORIGIN },
      { kind: 'internal', href: '/marken?x=1#top' },
    ],
    ['another host is a plain anchor', 'https://instagram.com/hirmer', { origin: ORIGIN }, { kind: 'external', href: 'https://instagram.com/hirmer' }],
    ['a protocol-relative address is another host', '//cdn.example.com/x', {}, { kind: 'external', href: '//cdn.example.com/x' }],
    ['an href ending in _modal opens as a modal', '/service/versand_modal', {}, { kind: 'modal', href: '/service/versand' }],
    ['"open as modal" opens as a modal', '/service/faq', { openAsModal: true }, { kind: 'modal', href: '/service/faq' }],
    ['inside a frame there is never a modal', '/service/versand_modal', { inFrame: true }, { kind: 'internal', href: '/service/versand' }],
    ['a phone-like target becomes a tel link', '+49 (0)89 / 23 68-0', {}, { kind: 'tel', href: 'tel:+498923680' }],
    ['a tel: target stays a tel link', 'tel:089 236 80', {}, { kind: 'tel', href: 'tel:08923680' }],
    ['mail addresses are plain anchors', 'mailto:service@hirmer.de', {}, { kind: 'external', href: 'mailto:service@hirmer.de' }],
  ] as const)('%s', (_rule, href, context, expected) => {
    expect(classifyLink(href, context)).toEqual(expected);
  });

  it('has nothing to link without a target', () => {
    expect(classifyLink(undefined)).toBeNull();
    expect(classifyLink('  ')).toBeNull();
    expect(classifyLink('_modal')).toBeNull();
  });

  it('takes six digits at least for a phone number (a year or a size is no phone number)', () => {
    expect(isPhoneLike('2026')).toBe(false);
    expect(isPhoneLike('089 2368')).toBe(true);
    expect(isPhoneLike('089-ab')).toBe(false);
  });

  it('sizes the modal frame as content + 50px, or 850px when unreadable', () => {
    expect(frameHeight(600, 50, 850)).toBe(650);
    expect(frameHeight(null, 50, 850)).toBe(850);
    expect(frameHeight(0, 50, 850)).toBe(850);
  });

  it('matches targets by path, without query, hash or trailing slash', () => {
    expect(pathOf('/service/versand/?a=1#b')).toBe('/service/versand');
  });
});

describe('country limits', () => {
  it('reads semicolon-separated territory codes, any case and spacing', () => {
    expect(parseCountryLimit(' de; at;;CH ')).toEqual(['DE', 'AT', 'CH']);
    expect(parseCountryLimit(undefined)).toEqual([]);
  });
  it.each([
    ['', 'PL', true],
    ['DE;AT', 'AT', true],
    ['DE;AT', 'PL', false],
  ])('countries "%s" in %s: shown %s', (countries, territory, shown) => {
    expect(isShownInCountry(countries, territory)).toBe(shown);
  });
});

describe('responsive images from the allowed widths (300 to 2000)', () => {
  it('scales Cloudinary uploads by transformation, up to the image width', () => {
    const { src, srcSet } = imageSources({ mediaId: 'm', file: 'https://res.cloudinary.com/shop/image/upload/v1/teaser.jpg', width: 1000 });
    expect(srcSet).toBe(
      'https://res.cloudinary.com/shop/image/upload/c_limit,w_300,f_auto,q_auto/v1/teaser.jpg 300w, https://res.cloudinary.com/shop/image/upload/c_limit,w_600,f_auto,q_auto/v1/teaser.jpg 600w, https://res.cloudinary.com/shop/image/upload/c_limit,w_900,f_auto,q_auto/v1/teaser.jpg 900w',
    );
    expect(src).toContain('w_900');
  });
  it('scales the host media by their width part', () => {
    expect(mediaUrlAt('/media/product/123/0/600.webp', 1200)).toBe('/media/product/123/0/1200.webp');
  });
  it('keeps a file that cannot be scaled as its one source', () => {
    expect(imageSources({ mediaId: 'm', file: '/static/teasers/autumn.svg', width: 1600 })).toEqual({ src: '/static/teasers/autumn.svg' });
  });
});
