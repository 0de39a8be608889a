import * as z from 'zod';

/** The six shop languages; every user-visible message exists in each of them. */
export const LANGUAGES = ['de', 'en', 'cs', 'pl', 'nl', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

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
