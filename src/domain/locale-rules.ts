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
 * temporary session id, and the chosen locale, which the other domain serves at once and keeps);
 * otherwise null. A mapped domain is a shop URL (https://www.hirmer.ch) or a host name alone
 * (ch.localhost), which keeps the current address's scheme and port: shops on one machine or one
 * staging port. Here rather than in ./locale, whose schemas would bring zod into the browser's
 * locale switch.
 */
export function domainRedirectTarget(options: {
  redirectNecessary: boolean;
  mapping: Readonly<Record<string, string>>;
  country: string;
  origin: string;
  temporarySessionId: string;
  param: string;
  /** The chosen locale and the address parameter that names it. */
  locale?: { code: string; param: string };
}): string | null {
  const domain = options.mapping[options.country]?.trim();
  if (!options.redirectNecessary || !domain) return null;
  const current = new URL(options.origin);
  const target = /^[a-z][a-z\d+.-]*:\/\//i.test(domain) ? new URL(domain) : new URL(`${current.protocol}//${domain}${current.port ? `:${current.port}` : ''}`);
  if (target.origin === current.origin) return null;
  target.searchParams.set(options.param, options.temporarySessionId);
  if (options.locale) target.searchParams.set(options.locale.param, options.locale.code);
  return target.toString();
}
