/** The six shop languages; every user-visible message exists in each of them. */
export const LANGUAGES = ['de', 'en', 'cs', 'pl', 'nl', 'fr'] as const;
// The schema is in ./schemas.ts: this module loads in the browser on every page, and any zod import there costs about 20 KB gzip.
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  cs: 'Čeština',
  pl: 'Polski',
  nl: 'Nederlands',
  fr: 'Français',
};

/** BCP 47 tag used for Intl formatting of a language in a territory. */
export function intlLocale(language: Language, territory: string): string {
  return `${language}-${territory}`;
}

/** The language of a locale (`de_AT`) or a bare language (`de`); German for anything else. */
export function asLanguage(locale: string): Language {
  const language = locale.split(/[_-]/)[0]!.toLowerCase();
  return LANGUAGES.find((l) => l === language) ?? 'de';
}
