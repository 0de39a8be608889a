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

/**
 * The domain-mapping redirect: when the project says a redirect is necessary and the delivery
 * country maps to a domain other than the current origin, the address to go to (with the
 * temporary session id); otherwise null. Here rather than in ./locale, whose schemas would bring
 * zod into the browser's locale switch.
 */
export function domainRedirectTarget(options: {
  redirectNecessary: boolean;
  mapping: Readonly<Record<string, string>>;
  country: string;
  origin: string;
  temporarySessionId: string;
  param: string;
}): string | null {
  const domain = options.mapping[options.country];
  if (!options.redirectNecessary || !domain) return null;
  const target = new URL(domain);
  if (target.origin === options.origin) return null;
  target.searchParams.set(options.param, options.temporarySessionId);
  return target.toString();
}
