import { LANGUAGES, type Language } from './languages';
import { regionOfTerritory, type Region, vatGroupOfTerritory, type VatGroup } from './regions';
import { currencyOfTerritory, type Currency } from './currencies';

/** A locale is written `language_TERRITORY`, as the runtime and the locale cookie carry it. */
// The schema is in ./schemas.ts (this module loads in the browser on every page).
export const LOCALE_PATTERN = /^(de|en|cs|pl|nl|fr)_[A-Z]{2}$/;
export type LocaleCode = string;

export interface Locale {
  code: string;
  language: Language;
  territory: string;
  region: Region;
  currency: Currency;
  vatGroup: VatGroup;
  /** BCP 47 tag for Intl (de-DE). */
  intl: string;
}

export function parseLocale(code: string): Locale | null {
  // The schema's pattern without the schema: parseLocale runs in the browser on every page.
  if (typeof code !== 'string' || !LOCALE_PATTERN.test(code)) return null;
  const [language, territory] = code.split('_') as [Language, string];
  if (!LANGUAGES.includes(language)) return null;
  return {
    code,
    language,
    territory,
    region: regionOfTerritory(territory),
    currency: currencyOfTerritory(territory),
    vatGroup: vatGroupOfTerritory(territory),
    intl: `${language}-${territory}`,
  };
}

/** Name of the cookie the locale switch sets. */
/** The query parameter that names a page's locale in its address (the hreflang alternates; the default locale needs none). */
export const LOCALE_PARAM = 'locale';
export const LOCALE_COOKIE = 'locale';
