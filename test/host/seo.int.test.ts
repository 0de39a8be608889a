import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../support/host';
import { localServices } from '../support/host';
import { stockedVariant } from '../backend/support';
import { productUrl } from '../../src/domain/routes';
import { getProject } from '../../src/config/projects';

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.close();
});

/** The head's title, meta and canonical link of a page as a search engine reads them. */
async function headOf(path: string, cookie?: string) {
  const res = await fetch(`${host.url}${path}`, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const values: Record<string, string> = {};
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) values[m[1]!] = m[2]!;
  return {
    status: res.status,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    meta: values,
  };
}

describe('page head for search engines and link previews', () => {
  it("takes title, description and canonical of a category from its node configuration, in the shopper's language", async () => {
    const german = await headOf('/bekleidung/sakkos');
    expect(german).toMatchObject({ status: 200, title: 'Sakkos | Hirmer', canonical: `${host.url}/bekleidung/sakkos` });
    expect(german.meta).toMatchObject({
      description: 'Sakkos',
      'og:title': 'Sakkos | Hirmer',
      'og:type': 'website',
      'og:url': `${host.url}/bekleidung/sakkos`,
    });
    expect(german.meta.robots).toBeUndefined();
    const english = await headOf('/bekleidung/sakkos', 'locale=en_GB');
    expect(english).toMatchObject({ title: 'Jackets | Hirmer', meta: { description: 'Jackets' } });
  });

  it('points filtered, sorted and paged lists at the list itself', async () => {
    const head = await headOf('/bekleidung?sortBy=price_asc&page=2&filters%5Bbrand.title%5D=Valmont');
    expect(head.canonical).toBe(`${host.url}/bekleidung`);
  });

  it('describes a product page: its title, text, image and canonical address without the colour', async () => {
    const { product, colorVariant } = await stockedVariant(localServices(), 1);
    const path = productUrl({ url: product.slug.de ?? '', identifier: product.id });
    const head = await headOf(productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum }));
    expect(head.status).toBe(200);
    expect(head.canonical).toBe(`${host.url}${path}`);
    expect(head.title).toContain(`${product.brand.title} ${product.title.de}`);
    expect(head.meta['og:type']).toBe('product');
    expect(head.meta['og:image']).toBe(`${host.url}/media/product/${colorVariant.itemnum}/0/1200.jpg`);
    expect(head.meta.description!.length).toBeGreaterThan(0);
    expect(head.meta.description!.length).toBeLessThanOrEqual(160);
    expect(head.meta.description).not.toMatch(/[<>]/);
    const image = await fetch(head.meta['og:image']!);
    expect(image.status).toBe(200);
  });

  it('keeps the basket, the account, the wishlist, empty or fruitless searches and the 404 page out of the index', async () => {
    for (const path of ['/cart', '/account', '/wishlist', '/search', '/search?query=qqqxxyyzz', '/gibt-es-nicht']) {
      expect((await headOf(path)).meta.robots, path).toBe('noindex,follow');
    }
    expect((await headOf('/')).meta.robots).toBeUndefined();
  });

  it("describes the start, brand and service pages in the shopper's language", async () => {
    expect((await headOf('/')).meta.description).toMatch(/^Hirmer – das Haus der Herrenmode/);
    expect((await headOf('/', 'locale=fr_FR')).meta.description).toMatch(/^Hirmer – la maison de la mode masculine/);
    expect((await headOf('/marken/brenner')).meta.description).toMatch(/^Brenner bei Hirmer/);
    expect((await headOf('/service')).meta.description).toMatch(/^Service bei Hirmer/);
  });

  it('indexes a search that finds something under its query alone, described with the query and the count', async () => {
    const head = await headOf('/search?query=sakko&sortBy=price_asc&page=2');
    expect(head.meta.robots).toBeUndefined();
    expect(head.canonical).toBe(`${host.url}/search?query=sakko`);
    expect(head.meta.description).toMatch(/^\d+ Artikel zu „sakko“ bei Hirmer/);
    const english = await headOf('/search?query=sakko&locale=en_GB');
    expect(english.meta.description).toMatch(/^\d+ items for “sakko” at Hirmer/);
  });
});

describe('language alternates and social tags', () => {
  const links = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!] as const);

  it('links the page in every language and region of the project, plus x-default, from the served HTML', async () => {
    const html = await (await fetch(`${host.url}/bekleidung/sakkos`)).text();
    const alternates = new Map(links(html));
    const { locales, defaultLocale } = getProject('hrm');
    expect(alternates.size).toBe(locales.length + 1);
    for (const locale of locales) {
      const href = alternates.get(locale.replace('_', '-'));
      expect(href, locale).toBe(locale === defaultLocale ? `${host.url}/bekleidung/sakkos` : `${host.url}/bekleidung/sakkos?locale=${locale}`);
    }
    expect(alternates.get('x-default')).toBe(`${host.url}/bekleidung/sakkos`);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<meta name="twitter:title" content="Sakkos | Hirmer">');
  });

  it('serves an alternate in its language, with itself as the canonical address', async () => {
    const english = getProject('hrm').locales.find((l) => l.startsWith('en_'))!;
    const res = await fetch(`${host.url}/bekleidung/sakkos?locale=${english}`);
    expect(res.headers.get('content-language')).toBe('en');
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${host.url}/bekleidung/sakkos?locale=${english}">`);
  });
});
