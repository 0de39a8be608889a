import { describe, expect, it } from 'vitest';
import { getProject } from '../../src/config/projects';
import { priceDisplay, salePercentage } from '../../src/domain/price-rules';
import { colorVariant, record } from '../../stories/listing/fixtures';

/** storefront-browsing.md §2 "Product boxes" and "Product detail page": prices in the shopper's currency. */
describe('the price a shopper sees', () => {
  const plain = getProject('hrm');
  const upTo = getProject('hgg');

  it.each([
    [89.95, 129.95, 31],
    [50, 100, 50],
    [100, 100, 0],
    [100, 0, 0],
  ])('the sale percentage of %f against a former %f is %i (rounded)', (price, strike, percent) => {
    expect(salePercentage(price, strike)).toBe(percent);
  });

  const reduced = record(1, { price: 89.95, strike: 129.95 });
  const colour = reduced.colorVariants[0]!;
  // Sizes of one colour that cost differently in złoty only: the euro prices agree.
  const mixed = {
    ...colorVariant('20000001', 0, 100),
    priceMin: { eur: 100, pln: 400 },
    priceMax: { eur: 100, pln: 440 },
  };
  const size = { price: { eur: 120, pln: 480 }, strikePrice: { eur: 150 } };

  it.each([
    [
      'a colour in euro: its lowest price, the former price and the rounded percentage',
      { colour },
      'EUR',
      plain,
      { price: 89.95, strikePrice: 129.95, percentage: 31, upTo: false, from: false },
    ],
    ['the same colour in złoty: the złoty amounts', { colour }, 'PLN', plain, { price: 359.8, strikePrice: 519.8, percentage: 31, upTo: false, from: false }],
    [
      'the product without a colour: the record’s own prices',
      {},
      'EUR',
      plain,
      { price: 89.95, strikePrice: 129.95, percentage: 31, upTo: false, from: false },
    ],
    [
      'a chosen size: its price and former price, never "from"',
      { colour: mixed, size },
      'EUR',
      plain,
      { price: 120, strikePrice: 150, percentage: 20, upTo: false, from: false },
    ],
    [
      'a chosen size without a former price in the currency: no strike price',
      { colour: mixed, size },
      'PLN',
      plain,
      { price: 480, percentage: 0, upTo: false, from: false },
    ],
    [
      'no size chosen, sizes cost the same in euro: no "from" in euro',
      { colour: mixed },
      'EUR',
      plain,
      { price: 100, percentage: 0, upTo: false, from: false },
    ],
    [
      'no size chosen, sizes cost differently in złoty: "from" in złoty',
      { colour: mixed },
      'PLN',
      plain,
      { price: 400, percentage: 0, upTo: false, from: true },
    ],
  ] as const)('%s', (_rule, choice, currency, project, expected) => {
    expect(priceDisplay(reduced, choice, currency, project)).toEqual(expected);
  });

  it('says "up to" the highest reduction in the project that words it so, when the reductions differ', () => {
    const r = { ...record(1, { price: 80, strike: 100 }), minReducedPercentage: { eur: 20 }, maxReducedPercentage: { eur: 40.4 } };
    expect(priceDisplay(r, { colour: r.colorVariants[0] }, 'EUR', upTo)).toMatchObject({ percentage: 40, upTo: true });
    expect(priceDisplay(r, { colour: r.colorVariants[0] }, 'EUR', plain)).toMatchObject({ percentage: 20, upTo: false });
  });

  it('has no price without one in the currency', () => {
    const r = record(1);
    expect(priceDisplay({ ...r, priceMin: {} }, { colour: { ...r.colorVariants[0]!, priceMin: {} } }, 'USD', plain)).toBeNull();
  });
});
