import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandEntries } from '../../src/navigation/brands';
import { brandsPageAttribute } from '../../src/domain/navigation';
import { allProducts } from '../backend/support';
import { startTestHost, type TestHost } from '../support/host';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ catalogueSize: 120 });
});
afterAll(async () => {
  await host?.close();
});

const nodes = [
  { title: 'Alster & Co', slug: 'alster-co', href: '/marken/alster-co' },
  { title: 'Corvin', slug: 'corvin', href: '/marken/corvin' },
];
const search = (q: string) => `/search?query=${encodeURIComponent(q)}`;

describe("the brands page's source (the node's brandsPageSource)", () => {
  it.each([
    ['brand.title', 'brand.title'],
    [' brand.slug ', 'brand.slug'],
    ['title', null],
    ['', null],
    [undefined, null],
  ])('%o names the attribute %o', (value, attribute) => expect(brandsPageAttribute(value)).toBe(attribute));

  it.each([
    ['no source: the brand nodes', null, nodes.map((n) => n.href)],
    [
      'names: each linked to its node, a brand without one to the search, a node without products left out',
      { attribute: 'brand.title' as const, values: ['corvin', 'Nordkap'] },
      ['/marken/corvin', search('Nordkap')],
    ],
    ['slugs: matched to the nodes by slug', { attribute: 'brand.slug' as const, values: ['alster-co'] }, ['/marken/alster-co']],
  ])('%s', (_rule, source, hrefs) => expect(brandEntries(nodes, source, search).map((b) => b.href)).toEqual(hrefs));

  it('lists on /marken the brands the index has products of: a brand whose products leave the index leaves the page', async () => {
    const products = await allProducts(host.services);
    const byBrand = new Map<string, string[]>();
    for (const p of products) byBrand.set(p.brand.title, [...(byBrand.get(p.brand.title) ?? []), p.id]);
    const [brand, ids] = [...byBrand].sort((a, b) => a[1].length - b[1].length)[0]!;
    const brandLink = (html: string) => html.includes(`>${brand.replace(/&/g, '&amp;')}</a>`);
    expect(brandLink(await (await fetch(`${host.url}/marken`)).text())).toBe(true);
    const removal = await fetch(`${host.url}/1/indexes/products_de/batch`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': 'embedded-write-key' },
      body: JSON.stringify({ requests: ids.map((objectID) => ({ action: 'deleteObject', body: { objectID } })) }),
    });
    expect(removal.ok).toBe(true);
    await expect.poll(async () => brandLink(await (await fetch(`${host.url}/marken`)).text())).toBe(false);
    // Other brands stay.
    const other = [...byBrand.keys()].find((b) => b !== brand && !b.includes('&'))!;
    expect(await (await fetch(`${host.url}/marken`)).text()).toContain(`>${other}</a>`);
  });
});
