import { describe, expect, it } from 'vitest';
import { buildRecords } from '../../extensions/search/records';
import { project } from '../../host/search-engine/engine/project';
import { boxRecord, boxRecordAttributes } from '../../src/domain/product-box-rules';
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
});
