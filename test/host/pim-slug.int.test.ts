import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryOfPimSlug } from '../../extensions/data-sources/product-list';
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
});
