import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useAccount } from '../../src/hooks/useAccount';
import { WishlistIcon } from '../../src/organisms/wishlist/WishlistIcon';
import type { Wishlist } from '../../src/domain/wishlist';
import { fakeApi } from '../cart/support/fake-api';
import { renderCartUi } from '../cart/support/shop';

/**
 * The header's wishlist count and the session's refresh at a page's load (accounts-cart-services.md
 * §4): the wishlist is read once; the step after the refresh (cleanup or migration) reads it again
 * only when it changed it.
 */

afterEach(() => vi.unstubAllGlobals());

const wishlistOf = (count: number): Wishlist => ({
  wishlistId: 'w',
  lineItems: Array.from({ length: count }, (_, i) => ({
    lineItemId: `l${i}`,
    name: `Hemd ${i}`,
    count: 1,
    addedAt: '2026-01-01T00:00:00Z',
    projectSpecificData: { objectID: `p-${i}`, itemNumber: `1234567${i}`, brand: 'Valmont', colorVariant: 'Navy', outOfStockFlag: false },
  })),
});

/** The shell's refresh (useAccount) beside the header's wishlist icon. */
function Header() {
  useAccount();
  return <WishlistIcon />;
}

/** A wishlist/get that answers only once the step after the refresh has answered: the header's read is in flight meanwhile. */
function api(step: Record<string, () => { body: unknown }>, wishlist: Wishlist, refresh: unknown) {
  let stepDone: () => void = () => {};
  const stepAnswered = new Promise<void>((resolve) => (stepDone = resolve));
  const answerStep = (handler: () => { body: unknown }) => () => {
    setTimeout(stepDone, 0);
    return handler();
  };
  return fakeApi({
    'GET /frontastic/action/hirmer-account/refresh': () => ({ body: refresh }),
    ...Object.fromEntries(Object.entries(step).map(([key, handler]) => [key, answerStep(handler)])),
    'GET /frontastic/action/hirmer-wishlist/get': async () => {
      await stepAnswered;
      return { body: { success: true, wishlist } };
    },
  });
}

const reads = (calls: { path: string }[]) => calls.filter((c) => c.path === '/frontastic/action/hirmer-wishlist/get').length;

describe('the wishlist at a page load', () => {
  it('a guest whose cleanup removed nothing: one wishlist/get', async () => {
    const server = api({ 'GET /frontastic/action/hirmer-wishlist/cleanup': () => ({ body: { success: true, removed: 0 } }) }, wishlistOf(2), {
      loggedIn: false,
    });
    renderCartUi(<Header />);
    await waitFor(() => expect(screen.getByRole('link', { name: /2/ })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.map((c) => c.path)).toContain('/frontastic/action/hirmer-wishlist/cleanup');
    expect(reads(server.calls)).toBe(1);
  });

  it('a guest whose cleanup removed entries: the wishlist is read again', async () => {
    const server = api({ 'GET /frontastic/action/hirmer-wishlist/cleanup': () => ({ body: { success: true, removed: 1 } }) }, wishlistOf(1), {
      loggedIn: false,
    });
    renderCartUi(<Header />);
    await waitFor(() => expect(reads(server.calls)).toBe(2));
  });

  it('a customer: the migration answers the wishlist the header shows, no second read', async () => {
    const account = { accountId: 'a1', email: 'kunde@example.com', firstName: 'Max', lastName: 'Muster' };
    const server = api({ 'POST /frontastic/action/hirmer-wishlist/migrate': () => ({ body: { success: true, wishlist: wishlistOf(3) } }) }, wishlistOf(1), {
      loggedIn: true,
      account,
    });
    renderCartUi(<Header />);
    await waitFor(() => expect(screen.getByRole('link', { name: /3/ })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: /3/ })).toBeTruthy();
    expect(reads(server.calls)).toBe(1);
  });
});
