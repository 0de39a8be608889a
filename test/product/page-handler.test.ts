import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamicPageContext, Request } from '@frontastic/extension-types';
import { setServices, type Services } from '../../extensions/services';
import { dynamicPageHandler } from '../../extensions/dynamic-page-handler';
import type { Category, Product } from '../../src/domain/product';
import type { ProductPagePayload } from '../../src/api/products';

const t = (de: string, en = de) => ({ de, en, cs: en, pl: en, nl: en, fr: en });
const categories: Category[] = [
  { id: 'c1', parentId: null, slug: 'bekleidung', name: t('Bekleidung', 'Clothing'), position: 1 },
  { id: 'c2', parentId: 'c1', slug: 'sakkos', name: t('Sakkos', 'Jackets'), position: 2 },
];
const variant = (sku: string, size: string) => ({
  sku,
  size: { eu: size },
  sizeString: size,
  sizeType: 'standard' as const,
  bodyType: 'normal' as const,
  stock: 2,
  mpn: sku,
  isNos: false,
  prices: { eur: { price: 19995, strikePrice: 24995 }, chf: { price: 20990 }, pln: { price: 89900 } },
});
const colour = (itemnum: string) => ({
  itemnum,
  color: t('Blau', 'Blue'),
  filterColor: 'blue' as const,
  description: t('Beschreibung'),
  hasSpecialImg: false,
  detailImgCount: 3,
  imageRatio: '3:4' as const,
  imageAlt: t('Sakko'),
  washingInstructions: [],
  sizeVariants: [variant(`${itemnum}48`, '48')],
});
const product = (id: string, extra: Partial<Product> = {}): Product => ({
  id,
  title: t('Sakko Milano', 'Jacket Milano'),
  slug: t('corvin-sakko-milano', 'corvin-jacket-milano'),
  brand: { title: 'Corvin', slug: 'corvin' },
  productType: 'regular',
  type: 'sakko',
  categories: ['c2'],
  isNew: false,
  flags: [],
  attributes: {},
  subProducts: [],
  position: 1,
  publishedAt: '2026-01-01',
  colorVariants: [colour('10000001')],
  ...extra,
});
/** A text as a product information system may send it: markup to keep, and some that must go. */
const HOSTILE =
  '<p>Reine <b>Schurwolle</b> &amp; Seide</p><ul><li>Zweireiher</li></ul><script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">Pflege</a>';
const products = new Map([
  ['P000001', product('P000001')],
  ['P000003', product('P000003', { slug: t('corvin-sakko-lino'), sharedDescription: t(HOSTILE), gpsr: t('<i>Corvin GmbH</i><style>*{}</style>') })],
  ['P000002', product('P000002', { productType: 'set', subProducts: ['P000001'], slug: t('set-milano') })],
]);

beforeAll(() => {
  setServices({
    catalogue: {
      getProducts: async (ids: readonly string[]) => ids.map((id) => products.get(id)).filter((p): p is Product => !!p),
      listCategories: async () => categories,
    },
  } as unknown as Services);
});
afterAll(() => setServices(null));

const context = (locale = 'de_DE', projectConfiguration: Record<string, unknown> = {}) =>
  ({
    frontasticContext: { project: { projectId: 'hirmer-frontend' }, locale, projectConfiguration: { brand: 'hrm', ...projectConfiguration } },
  }) as unknown as DynamicPageContext;
const request = (path: string, query: Record<string, string> = {}) => ({ method: 'GET', path, query }) as Request;
/** The handler as the runtime calls it: with the request and the runtime's context. */
const productPageHandler = (req: Request, ctx: DynamicPageContext) => dynamicPageHandler(req, ctx);

describe('product page handler (Frontastic.Frontend.Master.Product.view)', () => {
  it('answers the product, its breadcrumb and the address parameters', async () => {
    const result = await productPageHandler(request('/p/corvin-sakko-milano/P000001', { colorVariant: '10000001', queryID: 'q9' }), context());
    expect(result && 'dynamicPageType' in result ? result.dynamicPageType : null).toBe('Frontastic.Frontend.Master.Product.view');
    const payload = (result as { dataSourcePayload: ProductPagePayload }).dataSourcePayload;
    expect(payload.product).toMatchObject({ objectID: 'P000001', title: 'Sakko Milano', slug: 'corvin-sakko-milano' });
    expect(payload.breadcrumbs).toEqual([
      { name: 'Bekleidung', url: '/bekleidung' },
      { name: 'Sakkos', url: '/bekleidung/sakkos' },
    ]);
    expect(payload.query).toMatchObject({ colorVariant: '10000001', queryID: 'q9' });
    expect((result as { pageMatchingPayload: { title: string } }).pageMatchingPayload.title).toBe('Corvin Sakko Milano – Blau');
  });

  it.each([
    ['an outdated slug', '/p/old-name/P000001', {}, '/p/corvin-sakko-milano/P000001'],
    ['no slug', '/p/P000001', {}, '/p/corvin-sakko-milano/P000001'],
    ['an outdated slug keeps the query', '/p/old/p000001', { colorVariant: '10000001' }, '/p/corvin-sakko-milano/P000001?colorVariant=10000001'],
  ])('%s redirects (301) to the current one', async (_rule, path, query, location) => {
    expect(await productPageHandler(request(path, query), context())).toEqual({ redirectLocation: location, statusCode: 301 });
  });

  it('redirects to the slug of the page language', async () => {
    expect(await productPageHandler(request('/p/corvin-sakko-milano/P000001'), context('en_GB'))).toEqual({
      redirectLocation: '/p/corvin-jacket-milano/P000001',
      statusCode: 301,
    });
  });

  it("takes the project's default where the runtime names a locale the brand does not serve (eck has no English)", async () => {
    const result = await productPageHandler(request('/p/corvin-sakko-milano/P000001'), context('en_GB', { brand: 'eck' }));
    expect((result as { dataSourcePayload: ProductPagePayload }).dataSourcePayload.product.title).toBe('Sakko Milano');
  });

  it('an unknown product answers null (the 404 page)', async () => {
    expect(await productPageHandler(request('/p/anything/P999999'), context())).toBeNull();
  });

  it.each([
    ['a blacklisted product type in the country is hidden (404)', [{ productType: 'regular', countryList: 'DE,AT', isWhitelist: false }], 'de_DE', true],
    ['a blacklisted product type elsewhere is shown', [{ productType: 'regular', countryList: 'AT', isWhitelist: false }], 'de_DE', false],
    ['a whitelisted product type outside its countries is hidden', [{ productType: 'regular', countryList: 'PL', isWhitelist: true }], 'de_DE', true],
    ['another product type listed: shown', [{ productType: 'set', countryList: 'DE', isWhitelist: false }], 'de_DE', false],
  ])('%s', async (_rule, filterProductBlacklists, locale, hidden) => {
    const result = await productPageHandler(request('/p/corvin-sakko-milano/P000001'), context(locale, { filterProductBlacklists }));
    expect(result === null).toBe(hidden);
  });

  it('other paths are not product pages', async () => {
    expect(await productPageHandler(request('/bekleidung/sakkos'), context())).toBeNull();
  });

  it('a set brings its parts', async () => {
    const result = await productPageHandler(request('/p/set-milano/P000002'), context());
    expect((result as { dataSourcePayload: ProductPagePayload }).dataSourcePayload.parts.map((p) => p.objectID)).toEqual(['P000001']);
  });

  it("makes the product's texts safe to show as HTML, keeping their paragraphs, emphasis and lists", async () => {
    const result = await productPageHandler(request('/p/corvin-sakko-lino/P000003'), context());
    const payload = (result as { dataSourcePayload: ProductPagePayload }).dataSourcePayload;
    expect(payload.product.sharedDescription).toBe('<p>Reine <b>Schurwolle</b> &amp; Seide</p><ul><li>Zweireiher</li></ul><a>Pflege</a>');
    expect(payload.product.gpsr).toBe('<i>Corvin GmbH</i>');
    expect(payload.product.colorVariants[0]!.description).toBe('Beschreibung');
  });

  it.each([
    ['de_DE', 'eur'],
    ['de_CH', 'chf'],
  ])("carries the product's prices in the currency of %s only and none of the record's search-only attributes", async (locale, currency) => {
    const result = await productPageHandler(request('/p/set-milano/P000002'), context(locale));
    const payload = (result as { dataSourcePayload: ProductPagePayload }).dataSourcePayload;
    const keysOfPrices = new Set<string>();
    JSON.stringify(payload, (key, value) => {
      if (/^(price|priceMin|priceMax|strikePrice|minReducedPercentage|maxReducedPercentage|setPrice)$/.test(key))
        for (const k of Object.keys(value)) keysOfPrices.add(k);
      return value;
    });
    expect([...keysOfPrices]).toEqual([currency]);
    expect(payload.parts[0]!.colorVariants[0]!.sizeVariants[0]!.price).toEqual({ [currency]: currency === 'eur' ? 199.95 : 209.9 });
    for (const record of [payload.product, payload.parts[0]!])
      for (const key of [
        'titleTranslations',
        'categoryTitlesDE',
        'categoryTitles',
        'categoryNames',
        'sizeOnLabel',
        'setPrice',
        'position',
        'publishedAt',
        'publishedAtTimestamp',
      ])
        expect(record).not.toHaveProperty(key);
  });
});
