import type { Cart, LineItem } from '../../src/domain/cart';
import type { ReservationBasket } from '../../src/domain/reservation';
import type { Wishlist } from '../../src/domain/wishlist';

/** Demo data of the cart area for stories (shapes of the actions' answers). */
function line(id: string, name: string, brand: string, price: number, count: number, extra: Partial<LineItem> = {}): LineItem {
  return {
    lineItemId: id,
    name,
    count,
    price,
    totalPrice: price * count,
    variant: { id: `sku-${id}`, sku: `sku-${id}`, projectSpecificData: { size: '50', color: 'Navy', articleNumber: `1234567${id}` } },
    projectSpecificData: { brand, categories: ['Sakkos'], productId: `p-${id}`, productType: 'jacket' },
    ...extra,
  };
}

const lines = [
  line('1', 'Sakko Slim Fit', 'Valmont', 29900, 1, { strikePrice: 34900 }),
  line('2', 'Hemd Kent-Kragen', 'Brenner', 7995, 2),
  line('3', 'Anzug-Set', 'Corvin', 49900, 1, {
    projectSpecificData: {
      brand: 'Corvin',
      categories: ['Anzüge'],
      productId: 'p-3',
      productType: 'set',
      setArticleData: {
        selectedArticles: [
          { sku: 's-a', name: 'Sakko', size: '52', color: 'Grau', articleNumber: '22334455' },
          { sku: 's-b', name: 'Hose', size: '52', color: 'Grau', articleNumber: '22334466' },
        ],
      },
    },
  }),
];

export const demoCart: Cart = {
  cartId: 'story',
  currency: 'EUR',
  lineItems: lines,
  sum: lines.reduce((s, l) => s + l.totalPrice, 0),
  discounts: [],
  total: lines.reduce((s, l) => s + l.totalPrice, 0),
  itemCount: lines.reduce((s, l) => s + l.count, 0),
  projectSpecificData: { oxidErrors: [] },
};

export const emptyCart: Cart = { ...demoCart, lineItems: [], sum: 0, total: 0, itemCount: 0 };

export const demoReservation: ReservationBasket = {
  reservationBasketItems: [
    {
      basketid: 'b1',
      oxid: 'sku-1',
      count: 1,
      name: 'Sakko Slim Fit',
      brand: 'Valmont',
      productId: 'p-1',
      slug: 'sakko-slim-fit',
      itemNumber: '12345671',
      color: 'Navy',
      size: '50',
      price: 29900,
    },
  ],
  filiale: {
    id: 'muc',
    name: 'Hirmer München',
    address: { street: 'Kaufingerstraße 28', postalCode: '80331', city: 'München', country: 'DE', phone: '+49 89 236830' },
  },
};

export const demoWishlist: Wishlist = {
  wishlistId: 'story',
  lineItems: [
    {
      lineItemId: 'w1',
      name: 'Sakko Slim Fit',
      count: 1,
      addedAt: '2026-01-01T10:00:00.000Z',
      projectSpecificData: {
        objectID: 'p-1',
        itemNumber: '12345671',
        sku: 'sku-1',
        brand: 'Valmont',
        colorVariant: 'Navy',
        sizeVariant: '50',
        sizeOnLabel: '50',
        outOfStockFlag: false,
      },
    },
    {
      lineItemId: 'w2',
      name: 'Strickpullover',
      count: 1,
      addedAt: '2026-01-01T10:00:00.000Z',
      projectSpecificData: { objectID: 'p-9', itemNumber: '12345679', brand: 'Moorland', colorVariant: 'Beige', outOfStockFlag: false },
    },
    {
      lineItemId: 'w3',
      name: 'Daunenjacke',
      count: 1,
      addedAt: '2026-01-01T10:00:00.000Z',
      projectSpecificData: {
        objectID: 'p-8',
        itemNumber: '12345678',
        sku: 'sku-8',
        brand: 'Nordkap',
        colorVariant: 'Schwarz',
        sizeVariant: 'XL',
        sizeOnLabel: 'XL',
        outOfStockFlag: true,
      },
    },
  ],
};
