import { describe, expect, it } from 'vitest';
import { wishlistCartCheck, wishlistLoginTarget, wishlistNocacheReload } from '../../src/domain/wishlist-rules';
import type { WishlistLineItem } from '../../src/domain/wishlist';

const item = (psd: Partial<WishlistLineItem['projectSpecificData']>): WishlistLineItem => ({
  lineItemId: 'w1',
  name: 'Sakko',
  count: 1,
  addedAt: '2026-01-01T00:00:00Z',
  projectSpecificData: { objectID: 'p1', itemNumber: '12345678', brand: 'B', colorVariant: 'Blau', outOfStockFlag: false, ...psd },
});

describe('wishlist add to cart: a size must be chosen and available', () => {
  it.each([
    { case: 'no size', psd: {}, check: 'sizeMissing' },
    { case: 'an unavailable size', psd: { sku: 's1', outOfStockFlag: true }, check: 'sizeUnavailable' },
    { case: 'an available size', psd: { sku: 's1' }, check: 'ok' },
  ])('$case -> $check', ({ psd, check }) => expect(wishlistCartCheck(item(psd))).toBe(check));
});

describe("the app variant's nocache rule", () => {
  const now = 1_700_000_000_000;
  it.each([
    { case: 'outside the app nothing reloads', href: 'https://shop.test/wishlist', isApp: false, reload: false },
    { case: 'in the app without nocache it reloads with it', href: 'https://shop.test/wishlist', isApp: true, reload: true },
    { case: 'a nocache of 30 s ago stays', href: `https://shop.test/wishlist?nocache=${now - 30_000}`, isApp: true, reload: false },
    { case: 'a nocache of exactly 60 s ago stays', href: `https://shop.test/wishlist?nocache=${now - 60_000}`, isApp: true, reload: false },
    { case: 'a nocache older than 60 s reloads again', href: `https://shop.test/wishlist?nocache=${now - 61_000}`, isApp: true, reload: true },
    { case: 'a broken nocache reloads', href: 'https://shop.test/wishlist?nocache=abc', isApp: true, reload: true },
  ])('$case', ({ href, isApp, reload }) => {
    const target = wishlistNocacheReload(href, now, isApp);
    if (!reload) expect(target).toBeNull();
    else expect(new URL(target!).searchParams.get('nocache')).toBe(String(now));
  });
});

describe('the wishlist login button', () => {
  it('goes to /account with hideAppLogin=true in the app', () =>
    expect(wishlistLoginTarget(true)).toEqual({ kind: 'link', href: '/account?hideAppLogin=true' }));
  it('opens the login flyout otherwise', () => expect(wishlistLoginTarget(false)).toEqual({ kind: 'flyout' }));
});
