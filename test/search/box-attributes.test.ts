import { describe, expect, it } from 'vitest';
import { buildRecords } from '../../extensions/search/records';
import { project } from '../../host/search-engine/engine/project';
import { boxRecord, boxRecordAttributes, boxSizesOf, sizesOf } from '../../src/domain/product-box-rules';
import type { Product } from '../../src/domain/product';
import { priceDisplay } from '../../src/domain/price-rules';
import type { Currency } from '../../src/config/currencies';
import type { SearchRecord } from '../../src/domain/search-record';
import { defaultSearchIndexConfig } from '../../src/search/index-config';
import { buildSearchRequests } from '../../src/search/query-builder';
import { EMPTY_SEARCH_STATE } from '../../src/search/state';
import { CATEGORIES, makeProducts } from './fixtures';

/**
 * A list asks the search service for the attributes its product boxes read, not whole records
 * (descriptions, care codes and translations of every colour): the answer a listing waits for
 * shrinks, and the boxes read the same values as from a full record.
 */
describe('attributes a list retrieves', () => {
  const categories = new Map(CATEGORIES.map((c) => [c.id, c]));
  const records = makeProducts(60).flatMap((product) => buildRecords(product, 'de', categories));

  it('are asked for by the main query, without highlighting; facet queries retrieve nothing', () => {
    const ctx = { index: defaultSearchIndexConfig('de'), currency: 'EUR' as const, territory: 'DE', hitsPerPage: 48, facets: ['brand.title'] };
    const { requests } = buildSearchRequests({ ...EMPTY_SEARCH_STATE, range: {}, filters: { 'brand.title': ['Olymp'] } }, ctx);
    expect(requests[0]).toMatchObject({ attributesToRetrieve: boxRecordAttributes('EUR'), attributesToHighlight: [] });
    expect(boxRecordAttributes('EUR')).toContain('colorVariants.priceMin.eur');
    expect(requests[1]).toMatchObject({ attributesToRetrieve: [], hitsPerPage: 0 });
  });

  it("give every product box exactly what a full record gives it in the region's currency, in a fraction of the bytes", () => {
    expect(records.length).toBeGreaterThan(50);
    const withoutPrices = ({ priceMin, strikePrice, minReducedPercentage, maxReducedPercentage, colorVariants, ...rest }: ReturnType<typeof boxRecord>) => ({
      ...rest,
      colorVariants: colorVariants.map(({ priceMin: _p, strikePrice: _s, ...variant }) => variant),
    });
    for (const currency of ['EUR', 'CHF', 'PLN'] as Currency[]) {
      let full = 0;
      let projected = 0;
      for (const record of records) {
        const hit = boxRecord(project(record as unknown as Record<string, unknown>, boxRecordAttributes(currency)) as unknown as SearchRecord);
        const whole = boxRecord(record);
        expect(withoutPrices(hit)).toEqual(withoutPrices(whole));
        for (const shop of [{ saleWording: 'upTo' as const }, { saleWording: 'plain' as const }]) {
          expect(priceDisplay(hit, {}, currency, shop)).toEqual(priceDisplay(whole, {}, currency, shop));
          hit.colorVariants.forEach((variant, i) =>
            expect(priceDisplay(hit, { colour: variant }, currency, shop)).toEqual(priceDisplay(whole, { colour: whole.colorVariants[i] }, currency, shop)),
          );
        }
        full += JSON.stringify(record).length;
        projected += JSON.stringify(hit).length;
      }
      expect(projected / full).toBeLessThan(0.5);
    }
  });

  it("keep each colour's sizes and its sold-out sizes in the record; a list retrieves those, not every size variant's stock", () => {
    const attributes = boxRecordAttributes('EUR');
    expect(attributes).toEqual(expect.arrayContaining(['colorVariants.sizes', 'colorVariants.soldOutSizes']));
    expect(attributes.filter((a) => a.startsWith('colorVariants.sizeVariants'))).toEqual([]);
    let soldOut = 0;
    for (const record of records) {
      const hit = project(record as unknown as Record<string, unknown>, attributes) as unknown as SearchRecord;
      record.colorVariants.forEach((colour, i) => {
        expect({ sizes: colour.sizes, soldOutSizes: colour.soldOutSizes }).toEqual(boxSizesOf(colour.sizeVariants));
        // A size is sold out when none of its variants (normal, short, long) has stock or is never out of stock.
        for (const { size, available } of sizesOf(colour))
          expect(available).toBe(colour.sizeVariants.some((s) => s.sizeString === size && (s.stock > 0 || s.isNos)));
        expect(hit.colorVariants[i]).not.toHaveProperty('sizeVariants');
        expect(hit.colorVariants[i]).toMatchObject({ sizes: colour.sizes, soldOutSizes: colour.soldOutSizes });
        soldOut += colour.soldOutSizes.length;
      });
    }
    expect(soldOut).toBeGreaterThan(0);
  });

  it("follow the catalogue's stock: a size whose last pieces are sold is a sold-out size of the rebuilt record, and again available when stock comes in", () => {
    const product = makeProducts(60).find((p) => p.colorVariants[0]!.sizeVariants.some((s) => s.stock > 0 && !s.isNos))!;
    const size = product.colorVariants[0]!.sizeVariants.find((s) => s.stock > 0 && !s.isNos)!.sizeString;
    const withStock = (stock: (s: Product['colorVariants'][number]['sizeVariants'][number]) => number): Product => ({
      ...product,
      colorVariants: product.colorVariants.map((c, i) =>
        i === 0 ? { ...c, sizeVariants: c.sizeVariants.map((s) => (s.sizeString === size ? { ...s, stock: stock(s), isNos: false } : s)) } : c,
      ),
    });
    const colourOf = (p: Product) => buildRecords(p, 'de', categories)[0]!.colorVariants[0]!;
    const sold = colourOf(withStock(() => 0));
    expect(sold.sizes).toContain(size);
    expect(sold.soldOutSizes).toContain(size);
    const restocked = colourOf(withStock(() => 4));
    expect(restocked.sizes).toContain(size);
    expect(restocked.soldOutSizes).not.toContain(size);
  });
});
