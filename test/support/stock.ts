import { expect } from 'vitest';
import type { Services } from '../../extensions/services';
import type { Owner } from '../../extensions/services/owner';
import type { Product } from '../../src/domain/product';
import type { SearchColorVariant } from '../../src/domain/search-record';
import { createSearchClient } from '../../src/search/client';
import { registration } from '../contract/suite';

/** Fixtures of the stock-in-search tests (test/search/stock-index.int.test.ts, test/host/commercetools-host.int.test.ts). */

/** A regular product's colour with a size label of one variant only, not never out of stock. */
export function sizeToSell(products: readonly Product[]) {
  for (const product of products) {
    if (product.productType !== 'regular') continue;
    for (const cv of product.colorVariants) {
      for (const sv of cv.sizeVariants) {
        if (sv.isNos || sv.stock < 1) continue;
        if (cv.sizeVariants.filter((o) => o.sizeString === sv.sizeString).length === 1) return { product, itemnum: cv.itemnum, sv };
      }
    }
  }
  throw new Error('no size to sell in the demo catalogue');
}

export async function allProducts(services: Services): Promise<Product[]> {
  const out: Product[] = [];
  for await (const batch of services.catalogue.listProducts({ batchSize: 100 })) out.push(...batch);
  return out;
}

let sequence = 0;
export async function buyer(services: Services): Promise<{ accountId: string; owner: Owner }> {
  const { accountId } = await services.accounts.register(registration(`stock-${Date.now()}-${sequence++}@example.com`));
  return { accountId, owner: { kind: 'account', id: accountId } };
}

/** What a search for the product finds of its colour (the listing's box attributes and the total stock). */
export async function searchedColour(searchUrl: string, productId: string, itemnum: string, indexName = 'products_de') {
  const { port, hostname } = new URL(searchUrl);
  const client = createSearchClient({ appId: 'embedded', apiKey: 'embedded-search-key', hosts: [{ url: hostname, port: Number(port), protocol: 'http' }] });
  const answer = await client.searchSingleIndex<{ stock: number; colorVariants: SearchColorVariant[] }>({
    indexName,
    searchParams: { query: '', filters: `objectID:${productId}`, attributesToRetrieve: ['stock', 'colorVariants'] },
  });
  expect(answer.hits).toHaveLength(1);
  const colour = answer.hits[0]!.colorVariants.find((c) => c.itemnum === itemnum)!;
  return { stock: answer.hits[0]!.stock, colour };
}
