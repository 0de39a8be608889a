import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { WishlistIcon } from '../../src/organisms/wishlist/WishlistIcon';
import { WishlistNotice } from '../../src/organisms/wishlist/WishlistNotice';
import { AccountNavigationList } from '../../src/organisms/account/AccountNavigationList';
import { wishlistNoticeAtom } from '../../src/state/cart';
import type { WishlistLineItem } from '../../src/domain/wishlist';
import { fakeApi } from '../cart/support/fake-api';
import { renderCartUi } from '../cart/support/shop';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: string): WishlistLineItem => ({
  lineItemId: id,
  name: `Artikel ${id}`,
  count: 1,
  addedAt: '2026-01-01T00:00:00Z',
  projectSpecificData: { objectID: `p-${id}`, itemNumber: `1234567${id}`, brand: 'Valmont', colorVariant: 'Navy', outOfStockFlag: false },
});

function wishlistOf(count: number) {
  fakeApi({
    'GET /frontastic/action/hirmer-wishlist/get': () => ({
      body: { success: true, wishlist: { wishlistId: 'w', lineItems: Array.from({ length: count }, (_, i) => entry(String(i))) } },
    }),
    'GET /frontastic/action/hirmer-account/refresh': () => ({ body: { loggedIn: false } }),
  });
}

describe('the ways to the wishlist', () => {
  it.each([
    ['de_DE', 'hrm', 'Merkzettel, 2 Artikel', 'Merkzettel'],
    ['en_GB', 'hgg', 'Wishlist, 2 items', 'Wishlist'],
    ['cs_CZ', 'hrm', 'Seznam přání, 2 položky', 'Seznam přání'],
    ['pl_PL', 'hgg', 'Lista życzeń, 2 produkty', 'Lista życzeń'],
    ['nl_NL', 'hrm', 'Verlanglijst, 2 artikelen', 'Verlanglijst'],
    ['fr_FR', 'hgg', 'Liste de souhaits, 2 articles', 'Liste de souhaits'],
    ['de_AT', 'eck', 'Merkzettel, 2 Artikel', 'Merkzettel'],
  ])('the header links to the wishlist with its count (%s, %s)', async (locale, projectId, withCount, empty) => {
    wishlistOf(2);
    renderCartUi(<WishlistIcon />, { locale, projectId });
    const link = await screen.findByRole('link', { name: withCount });
    expect(link).toHaveAttribute('href', '/wishlist');
    expect(link).toHaveTextContent('2');
    vi.unstubAllGlobals();
    wishlistOf(0);
    renderCartUi(<WishlistIcon />, { locale, projectId });
    expect((await screen.findAllByRole('link', { name: empty }))[0]).toHaveAttribute('href', '/wishlist');
  });

  it.each(['hrm', 'hgg', 'eck'])('the account menu of %s lists the wishlist', (projectId) => {
    renderCartUi(<AccountNavigationList />, { projectId });
    expect(screen.getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('href', '/wishlist');
  });

  it.each([
    ['de_DE', 'Zum Merkzettel'],
    ['en_GB', 'Go to the wishlist'],
    ['cs_CZ', 'Přejít na seznam přání'],
    ['pl_PL', 'Przejdź do listy życzeń'],
    ['nl_NL', 'Naar de verlanglijst'],
    ['fr_FR', 'Voir la liste de souhaits'],
  ])('the notice after the first add links to the wishlist (%s)', (locale, name) => {
    const { store } = renderCartUi(<WishlistNotice />, { locale });
    act(() => store.set(wishlistNoticeAtom, true));
    expect(screen.getByRole('dialog').querySelector('a')).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });
});
