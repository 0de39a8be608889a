import type { ProductPagePayload } from '../../src/api/products';
import { boxSizesOf } from '../../src/domain/product-box-rules';
import type { SearchColorVariant, SearchRecord, SearchSizeVariant } from '../../src/domain/search-record';

/** Demo product pages for the stories (no network: SWR keys are seeded by the decorator). */
const price = (eur: number) => ({ eur, chf: Math.round(eur * 1.1), pln: Math.round(eur * 4.5), czk: Math.round(eur * 25), usd: Math.round(eur * 1.15) });

function size(sku: string, label: string, stock: number, eur = 249.95, extra: Partial<SearchSizeVariant> = {}): SearchSizeVariant {
  return {
    sku,
    size: { eu: label },
    sizeString: label,
    sizeType: 'standard',
    bodyType: 'normal',
    systemSize: `letters|${label}`,
    stock,
    mpn: `CORV-${sku}`,
    isNos: false,
    price: price(eur),
    strikePrice: {},
    ...extra,
  };
}

function colour(itemnum: string, name: string, sizes: SearchSizeVariant[], extra: Partial<SearchColorVariant> = {}): SearchColorVariant {
  return {
    itemnum,
    color: name,
    description: `<p>Sakko aus Schurwolle in ${name}, zwei Knöpfe, Reverskragen.</p>`,
    filterColor: 'blue',
    hasSpecialImg: false,
    detailImgCount: 5,
    imageRatio: '3:4',
    imageAlt: `Sakko in ${name}`,
    washingInstructions: ['dry_clean_p', 'do_not_wash', 'iron_low', 'do_not_tumble_dry'],
    hasTallSizesOnStock: false,
    priceMin: price(249.95),
    priceMax: price(249.95),
    strikePrice: {},
    sizeVariants: sizes,
    ...boxSizesOf(sizes),
    ...extra,
  };
}

function record(id: string, title: string, colours: SearchColorVariant[], extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    objectID: id,
    title,
    titleTranslations: { de: title, en: title, cs: title, pl: title, nl: title, fr: title },
    slug: `corvin-${id.toLowerCase()}`,
    brand: { title: 'Corvin', slug: 'corvin' },
    productType: 'regular',
    type: 'sakko',
    colorVariants: colours,
    subProducts: [],
    isNew: false,
    isOnSale: false,
    minReducedPercentage: {},
    maxReducedPercentage: {},
    flags: [],
    priceMin: price(249.95),
    priceMax: price(249.95),
    strikePrice: {},
    setPrice: {},
    sizeOnLabel: [],
    categoryTitlesDE: ['Bekleidung|Sakkos'],
    categoryTitles: ['Bekleidung|Sakkos'],
    categories: ['sakkos'],
    categoryNames: ['Sakkos'],
    bodyType: ['normal'],
    stock: 20,
    hasNos: false,
    sharedDescription: 'Corvin · Regular Fit · Schurwolle',
    attributes: { fit: 'Regular Fit', outerMaterial: 'Schurwolle' },
    position: 1,
    publishedAt: '2026-01-01',
    publishedAtTimestamp: 1767225600,
    ...extra,
  };
}

const query = { colorVariant: null, tall: false, querySize: null, querySizeType: null, queryID: null };
const breadcrumbs = [
  { name: 'Bekleidung', url: '/bekleidung' },
  { name: 'Sakkos', url: '/bekleidung/sakkos' },
];

export const jacket = record(
  'P000101',
  'Sakko Regular Fit',
  [
    colour('40000001', 'Navy', [size('4000000146', '46', 2), size('4000000148', '48', 5), size('4000000150', '50', 0), size('4000000152', '52', 8)]),
    colour('40000002', 'Grau', [size('4000000248', '48', 1), size('4000000252', '52', 3)], { filterColor: 'grey' }),
  ],
  { gpsr: 'Corvin GmbH, Musterstraße 1, 80331 München' },
);

export const detailPayload: ProductPagePayload = { product: jacket, parts: [], breadcrumbs, query };

const trousers = record(
  'P000102',
  'Hose Slim Fit',
  [
    colour('40000011', 'Navy', [size('4000001148', '48', 4, 119.95), size('4000001150', '50', 2, 119.95)]),
    colour('40000012', 'Grau', [size('4000001248', '48', 4, 119.95)], { filterColor: 'grey' }),
  ],
  { type: 'hose' },
);

function composite(id: string, title: string, productType: SearchRecord['productType']): SearchRecord {
  return record(id, title, [colour('40000099', 'Navy', [size('4000009900', 'One Size', 10, 329.95, { sizeType: 'allsize' })])], {
    productType,
    type: productType,
    subProducts: [jacket.objectID, trousers.objectID],
  });
}

export const setPayload: ProductPagePayload = { product: composite('P000201', 'Set Milano', 'set'), parts: [jacket, trousers], breadcrumbs, query };
export const outfitPayload: ProductPagePayload = { product: composite('P000202', 'Outfit Milano', 'outfit'), parts: [jacket, trousers], breadcrumbs, query };
export const kitPayload: ProductPagePayload = { product: composite('P000203', 'Kombination Milano', 'kit'), parts: [jacket, trousers], breadcrumbs, query };

export const voucherPayload: ProductPagePayload = {
  product: record(
    'P000301',
    'Geschenkgutschein',
    [
      colour(
        '40000301',
        'Rot',
        [25, 50, 100].map((v, i) => size(`400003010${i}`, `${v} €`, 0, v, { isNos: true, sizeType: 'allsize' })),
        { washingInstructions: [], imageRatio: '4:3' },
      ),
    ],
    { productType: 'geschenkkarte', type: 'geschenkkarte', brand: { title: 'Hirmer', slug: 'hirmer' } },
  ),
  parts: [],
  breadcrumbs: [{ name: 'Gutscheine', url: '/gutscheine' }],
  query,
};

export const emptyCart = { cartId: 'c1', currency: 'EUR', lineItems: [], sum: 0, itemCount: 0, projectSpecificData: { oxidErrors: [] } };
/** SWR keys of the hooks the product pages use, seeded so that stories stay off the network. */
export const productSwrData = {
  '/api/cart/cart': emptyCart,
  '/api/wishlist': { wishlistId: null, lineItems: [] },
  '/api/reserve/reservation/cart': { reservationBasketItems: [], filiale: null },
};
