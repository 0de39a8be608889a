import type { VariantPrice } from '../../src/domain/product';

/**
 * Shop prices per currency from a euro price: converted, then rounded to the price points shops use
 * (x.90 CHF, whole zloty ending in 9, crowns ending in 90). All in cents.
 */
const RATES = { eur: 1, chf: 1.05, pln: 4.4, czk: 25, usd: 1.1 } as const;

function pricePoint(currency: keyof typeof RATES, euros: number): number {
  const value = euros * RATES[currency];
  switch (currency) {
    case 'eur':
    case 'usd':
      return Math.max(1, Math.round(value)) * 100 - 5; // 99.95
    case 'chf':
      return Math.max(1, Math.round(value)) * 100 - 10; // 104.90
    case 'pln':
      return (Math.max(1, Math.round(value / 10)) * 10 - 1) * 100; // 439.00
    case 'czk':
      return (Math.max(1, Math.round(value / 100)) * 100 - 10) * 100; // 2490.00
  }
}

export function pricesFrom(euros: number, reductionPercent: number): Record<string, VariantPrice> {
  const out: Record<string, VariantPrice> = {};
  for (const currency of Object.keys(RATES) as (keyof typeof RATES)[]) {
    const regular = pricePoint(currency, euros);
    if (reductionPercent > 0) {
      out[currency] = { price: pricePoint(currency, euros * (1 - reductionPercent / 100)), strikePrice: regular };
    } else {
      out[currency] = { price: regular };
    }
  }
  return out;
}
