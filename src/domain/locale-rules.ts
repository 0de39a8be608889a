import { LANGUAGES, type Language } from '../config/languages';

/** Delivery countries to offer: the configured list, else the territories the project serves. */
export function countryChoices(locales: readonly string[], deliveryCountryList: readonly string[]): string[] {
  const served = locales.map((l) => l.slice(3));
  return [...new Set(deliveryCountryList.length ? deliveryCountryList : served)];
}

/** Languages to offer: those of the project's locales, in the shop's language order. */
export function languageChoices(locales: readonly string[]): Language[] {
  const served = new Set(locales.map((l) => l.slice(0, 2)));
  return LANGUAGES.filter((l) => served.has(l));
}
