import { SDK } from '@commercetools/frontend-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFrontendRedirect, pageDataFromFrontend, type FrontendPageResponse, type FrontendRedirectResponse } from '../../src/shop/frontend-page';
import type { ShopContextAnswer } from '../../src/domain/shop-context';
import type { ProductPagePayload } from '../../src/api/products';
import { boxSizesOf, type BoxRecord } from '../../src/domain/product-box-rules';
import { startTestHost, type TestHost } from '../support/host';

/**
 * The local host as the API hub a Frontend project's server talks to: `sdk.page.getPage` and
 * `sdk.callAction` of the real `@commercetools/frontend-sdk` against it, and the page data they
 * bring read by the shop's renderer (pageDataFromFrontend).
 */
let host: TestHost;
let sdk: SDK<Record<string, never>>;
let product: { id: string; slug: string };

const getPage = async (path: string, locale = 'de_DE') => {
  sdk.configureLocale({ locale, currency: 'EUR' });
  const answer = await sdk.page.getPage({ path });
  return answer as { isError: false; data: FrontendPageResponse | FrontendRedirectResponse } | { isError: true; error: unknown };
};

beforeAll(async () => {
  host = await startTestHost({ catalogueSize: 20 });
  sdk = new SDK();
  sdk.configure({ endpoint: host.url, locale: 'de_DE', currency: 'EUR', extensionVersion: 'test' });
  for await (const batch of host.services.catalogue.listProducts({ batchSize: 20 })) {
    const first = batch.find((p) => p.productType === 'regular')!;
    product = { id: first.id, slug: first.slug.de };
    break;
  }
}, 120_000);
afterAll(() => host?.close());

describe("the host's page API (/frontastic/page), as the Frontend SDK calls it", () => {
  it('answers a page with data-source fields as references and their payloads in data.dataSources', async () => {
    const answer = await getPage('/bekleidung');
    expect(answer.isError).toBe(false);
    const response = (answer as { data: FrontendPageResponse }).data;
    const list = response.page.sections.main!.layoutElements!.flatMap((e) => e.tastics ?? []).find((t) => t.tasticType === 'hirmer/listing/product-list')!;
    expect(list.configuration!.source).toEqual({ dataSourceId: 'node-bekleidung-products' });
    const payload = response.data!.dataSources!['node-bekleidung-products'] as { result: { hits: unknown[] } };
    expect(payload.result.hits.length).toBeGreaterThan(0);
    // Editor values come resolved for the locale, as the runtime sends them.
    const text = response.page.sections.main!.layoutElements!.flatMap((e) => e.tastics ?? []).find((t) => t.tasticType === 'hirmer/content/markdown-text')!;
    expect(text.configuration!.text).toBe('# Bekleidung');
    expect(response.pageFolder).toMatchObject({ pageFolderId: 'node-bekleidung', isDynamic: false, _url: '/bekleidung', name: expect.any(String) });

    const data = pageDataFromFrontend(response, '/bekleidung');
    const resolved = data.page.sections.main.layoutElements.flatMap((e) => e.tastics).find((t) => t.tasticType === 'hirmer/listing/product-list')!;
    expect(resolved.configuration.source).toEqual({ dataSourceId: 'node-bekleidung-products', dataSource: payload });
  });

  it("lists each colour's sizes and sold-out sizes in the listing's data as the catalogue's stock has them", async () => {
    const response = ((await getPage('/bekleidung')) as { data: FrontendPageResponse }).data;
    const hits = (response.data!.dataSources!['node-bekleidung-products'] as { result: { hits: BoxRecord[] } }).result.hits;
    const products = new Map((await host.services.catalogue.getProducts(hits.map((h) => h.objectID))).map((p) => [p.id, p]));
    let sizes = 0;
    let soldOut = 0;
    for (const hit of hits)
      hit.colorVariants.forEach((colour, i) => {
        expect(colour).not.toHaveProperty('sizeVariants');
        expect({ sizes: colour.sizes, soldOutSizes: colour.soldOutSizes }, `${hit.objectID} ${colour.itemnum}`).toEqual(
          boxSizesOf(products.get(hit.objectID)!.colorVariants[i]!.sizeVariants),
        );
        sizes += colour.sizes.length;
        soldOut += colour.soldOutSizes.length;
      });
    expect(sizes).toBeGreaterThan(0);
    expect(soldOut).toBeGreaterThan(0);
  });

  it("answers the page's media as URLs on the hub, which serves them, as the media library's are on its CDN", async () => {
    const response = ((await getPage('/')) as { data: FrontendPageResponse }).data;
    const files = [...JSON.stringify(response.page).matchAll(/"file":"([^"]+)"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    for (const file of new Set(files)) {
      expect(file.startsWith(`${host.url}/`), file).toBe(true);
      expect((await fetch(file)).status, file).toBe(200);
    }
  });

  it('answers in the locale of Frontastic-Locale', async () => {
    const response = ((await getPage('/bekleidung', 'en_GB')) as { data: FrontendPageResponse }).data;
    const text = response.page.sections.main!.layoutElements!.flatMap((e) => e.tastics ?? []).find((t) => t.tasticType === 'hirmer/content/markdown-text')!;
    expect(text.configuration!.text).toBe('# Clothing');
  });

  it("answers a product page with the dynamic page handler's payload under __master, an outdated address with a redirect", async () => {
    const path = `/p/${product.slug}/${product.id}`;
    const response = ((await getPage(path)) as { data: FrontendPageResponse }).data;
    expect(response.pageFolder).toMatchObject({ isDynamic: true, pageFolderType: 'Frontastic.Frontend.Master.Product.view' });
    const detail = response.page.sections.main!.layoutElements!.flatMap((e) => e.tastics ?? []).find((t) => t.tasticType === 'hirmer/product/detail')!;
    expect(detail.configuration!.product).toEqual({ dataSourceId: '__master' });
    expect((response.data!.dataSources!.__master as ProductPagePayload).product.objectID).toBe(product.id);
    expect(pageDataFromFrontend(response, path).pageFolder.path).toBe(path);

    const moved = ((await getPage(`/p/old-name/${product.id}`)) as { data: FrontendPageResponse | FrontendRedirectResponse }).data;
    expect(isFrontendRedirect(moved)).toBe(true);
    expect(moved).toMatchObject({ statusCode: 301, target: path });
  });

  it('answers an unknown address with 404, and a malformed one with 400', async () => {
    expect(await getPage('/nothing-here')).toMatchObject({ isError: true });
    const res = await fetch(`${host.url}/frontastic/page`, { method: 'POST', headers: { 'frontastic-path': '../etc/passwd' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe('the shop context action, as a Frontend project reads it for its renderer', () => {
  it('names the brand, the locale, the configuration and where a browser searches and finds the pictures', async () => {
    sdk.configureLocale({ locale: 'de_DE', currency: 'EUR' });
    const answer = await sdk.callAction<ShopContextAnswer>({ actionName: 'hirmer-context/shop' });
    expect(answer.isError).toBe(false);
    const { shop } = (answer as { data: ShopContextAnswer }).data;
    const { port } = new URL(host.url);
    expect(shop).toMatchObject({
      projectId: 'hrm',
      locale: 'de_DE',
      search: { appId: 'embedded', hosts: [{ url: '127.0.0.1', port: Number(port), protocol: 'http' }] },
    });
    expect(shop.projectConfiguration.mediaBaseUrl).toBe(`http://127.0.0.1:${port}`);
    expect(shop.projectConfiguration.searchIndex.indexName).toBe('products_de');
    // The other languages' indexes are the server's (indexing): the renderer's page data goes without them.
    expect(shop.projectConfiguration.searchIndexes).toEqual({});
    expect(JSON.stringify(shop)).not.toMatch(/ctpClientSecret|SEARCH_WRITE_KEY|embedded-write-key/);
  });
});
