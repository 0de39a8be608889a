export const CURRENCIES = ['EUR', 'CHF', 'PLN', 'CZK', 'USD'] as const;
// The schema is in ./schemas.ts: this module loads in the browser on every page, and any zod import there costs about 20 KB gzip.
export type Currency = (typeof CURRENCIES)[number];

/** Symbols the spec names; CHF is written as its code. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  EUR: '€',
  CHF: 'CHF',
  PLN: 'zł',
  CZK: 'Kč',
  USD: '$',
};

const EURO_TERRITORIES = ['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES'];

/** PLN in Poland, CZK in Czechia, CHF in Switzerland, EUR in the euro area, otherwise USD. */
export function currencyOfTerritory(territory: string): Currency {
  if (territory === 'PL') return 'PLN';
  if (territory === 'CZ') return 'CZK';
  if (territory === 'CH') return 'CHF';
  if (EURO_TERRITORIES.includes(territory)) return 'EUR';
  return 'USD';
}

/** Search records key prices by lowercase currency (priceMin.eur, setPrice.pln ...). */
export function currencyKey(currency: Currency): Lowercase<Currency> {
  return currency.toLowerCase() as Lowercase<Currency>;
}
