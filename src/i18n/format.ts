import type { Currency } from '../config/currencies';

/**
 * Prices and dates in the shopper's locale. Amounts in the cart are cents; search records carry
 * currency units. Narrow symbols give the spec's zł, Kč, €, $.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function priceFormat(intlLocale: string, currency: Currency): Intl.NumberFormat {
  const key = `${intlLocale}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    numberFormats.set(key, format);
  }
  return format;
}

export function formatPrice(amount: number, currency: Currency, intlLocale: string): string {
  return priceFormat(intlLocale, currency).format(amount);
}

export function formatCents(cents: number, currency: Currency, intlLocale: string): string {
  return formatPrice(cents / 100, currency, intlLocale);
}

/** German-style date (22.11.2026), as reviews show it in every language. */
export function formatGermanDate(date: Date | number): string {
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(date);
}
