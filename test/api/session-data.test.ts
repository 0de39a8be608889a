import { describe, expect, it } from 'vitest';
import { sessionDataSources } from '../../src/api/session-data';
import { ACCOUNT_REFRESH_PATH, CART_KEY } from '../../src/api/keys';

describe('the shopper’s data a page is drawn from', () => {
  it.each([
    { page: 'the basket', types: ['hirmer/navigation/header', 'hirmer/cart/basket', 'hirmer/content/footer'], keys: [CART_KEY, ACCOUNT_REFRESH_PATH] },
    { page: 'the account area', types: ['hirmer/navigation/header', 'hirmer/account/page'], keys: [ACCOUNT_REFRESH_PATH] },
    {
      page: 'a basket beside the account area, each source once',
      types: ['hirmer/cart/basket', 'hirmer/account/page'],
      keys: [CART_KEY, ACCOUNT_REFRESH_PATH],
    },
    { page: 'a listing', types: ['hirmer/navigation/header', 'hirmer/listing/product-list'], keys: [] },
  ])('$page: $keys', ({ types, keys }) => {
    expect(sessionDataSources(types).map((source) => source.key)).toEqual(keys);
  });

  it('reads the hooks’ data from the actions’ answers: the cart of the cart answer, the user context as answered', () => {
    const [cart, user] = sessionDataSources(['hirmer/cart/basket']);
    expect(cart!.action).toBe('hirmer-cart/get');
    expect(cart!.pick({ success: true, cart: { cartId: 'c1' } })).toEqual({ cartId: 'c1' });
    expect(user!.action).toBe('hirmer-account/refresh');
    expect(user!.pick({ loggedIn: false })).toEqual({ loggedIn: false });
  });
});
