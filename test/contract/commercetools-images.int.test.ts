import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommercetoolsServices } from '../../extensions/adapters/commercetools';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { buildRecords } from '../../extensions/search/records';
import { colourImageUrl } from '../../src/domain/product-media';
import type { Product } from '../../src/domain/product';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';

/**
 * On commercetools a product's pictures are its variants' images: the seed writes them as URLs under
 * the media base (MEDIA_BASE_URL), the adapter reads them back, the search records carry them and the
 * shop shows them at the width it needs, wherever the pictures are served.
 */
const MEDIA = 'https://media.example.com';
let mock: CommercetoolsTestServer;
let products: Product[];

beforeAll(async () => {
  mock = await startCommercetoolsMock('images');
  await seedCommercetools(mock.settings, { size: 12, seed: 3, storeStockProducts: 0, mediaBaseUrl: MEDIA });
  const commerce = await createCommercetoolsServices(mock.settings);
  products = [];
  for await (const batch of commerce.services.catalogue.listProducts({ batchSize: 12 })) products.push(...batch);
  await commerce.close();
}, 120_000);
afterAll(() => mock?.close());

describe('product images on commercetools', () => {
  it('are the variant images the seed wrote, one per detail picture, under the media base', async () => {
    const stored = await mock.get<{
      results: { masterData: { current: { masterVariant: { images: { url: string; dimensions: { w: number; h: number } }[] } } } }[];
    }>('/products?limit=1');
    const images = stored.results[0]!.masterData.current.masterVariant.images;
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]!.url).toMatch(new RegExp(`^${MEDIA}/media/product/\\d{8}/0/2000\\.jpg$`));
    expect(images[0]!.dimensions).toEqual({ w: 2000, h: 2667 });

    expect(products).toHaveLength(12);
    for (const colour of products.flatMap((p) => p.colorVariants)) {
      expect(colour.images).toEqual(Array.from({ length: colour.detailImgCount }, (_, i) => `${MEDIA}/media/product/${colour.itemnum}/${i}/2000.jpg`));
    }
  });

  it('reach the search record and are shown at the width a box asks for', () => {
    const product = products[0]!;
    const record = buildRecords(product, 'de', new Map())[0]!;
    const colour = record.colorVariants[0]!;
    expect(colour.images).toEqual(product.colorVariants[0]!.images);
    // The configured base does not move pictures that name their own address.
    expect(colourImageUrl(colour, { index: 0, width: 600 }, 'https://elsewhere.example.com')).toBe(`${MEDIA}/media/product/${colour.itemnum}/0/600.webp`);
  });
});
