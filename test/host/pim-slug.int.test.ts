import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataSourceConfiguration, DataSourceContext } from '@frontastic/extension-types';
import { categoryOfPimSlug, productListDataSource } from '../../extensions/data-sources/product-list';
import type { RequestContext, RequestContextSource } from '../../extensions/lib/request-context';
import type { ListingPayload } from '../../src/search/listing-query';
import { localServices, startTestHost, type TestHost } from '../support/host';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.close();
});

describe("a node's pimSlug names the category its product list shows", () => {
  const categories = [
    { id: 'cat-sakkos', slug: 'sakkos' },
    { id: 'cat-hemden', slug: 'hemden' },
  ];
  it.each([
    ['the category with that slug', 'sakkos', 'cat-sakkos'],
    ['no slug: no category from the node', '  ', null],
    ['an unknown slug: a category nothing is in (an empty list, not every product)', 'gibt-es-nicht', 'unknown-pim-slug:gibt-es-nicht'],
  ])('%s', (_rule, slug, expected) => {
    expect(categoryOfPimSlug(slug, categories)).toBe(expected);
  });

  it('lists the products of the slug on a node page whose data source names no category', async () => {
    const html = await (await fetch(`${host.url}/bekleidung/sakkos`)).text();
    const ids = [...html.matchAll(/data-object-id="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(0);
    const sakkos = new Set<string>();
    for await (const batch of localServices().catalogue.listProducts()) for (const p of batch) if (p.categories.includes('cat-sakkos')) sakkos.add(p.id);
    expect(ids.filter((id) => !sakkos.has(id))).toEqual([]);
  });

  it('answers the list as not known, and searches nothing, when the catalogue does not answer the lookup (not every product)', async () => {
    const search = vi.fn();
    const listCategories = vi.fn(() => Promise.reject(new Error('the catalogue did not answer')));
    const source = {
      context: async () => ({ services: { catalogue: { listCategories } }, shop: { searchClient: () => ({ search }) } }) as unknown as RequestContext,
      language: () => 'de',
      budgetMs: () => 3000,
    } satisfies RequestContextSource;
    const config = { dataSourceId: 'list', type: 'hirmer/product-list', name: 'Produkte', configuration: {} } as unknown as DataSourceConfiguration;
    const context = { pageFolder: { configuration: { pimSlug: 'sakkos' } }, request: { query: {} } } as unknown as DataSourceContext;
    const answer = await productListDataSource(config, context, source);
    const payload = answer.dataSourcePayload as ListingPayload;
    expect(listCategories).toHaveBeenCalled();
    expect(payload.source.unresolvedPimSlug).toBe('sakkos');
    expect(payload.source.category).toBeUndefined();
    expect(payload.result).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });
});
