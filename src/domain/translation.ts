import type { Language } from '../config/languages';

/**
 * Translatable values as editors and the catalogue store them (FRONTASTIC.md "Values a tastic
 * receives"): a map by language (`de`) or by locale (`de_AT`) of the shop's languages. Pure and
 * without zod: the page's resolution, the page head, the project configuration and the product
 * records all pick through here.
 */

/** The shop's fallback language: what a text missing in the shopper's language is shown in. */
export const FALLBACK_LANGUAGE: Language = 'de';

const TRANSLATION_KEY = /^(de|en|cs|pl|nl|fr)(_[A-Z]{2})?$/;

/** A non-empty map whose keys are all languages or locales of the shop. */
export function isTranslationMap(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => TRANSLATION_KEY.test(key));
}

/** The keys to look under, first first: the locale, its language, another locale of it; the same for German; then any. */
function keysFor(map: Record<string, unknown>, locale: string): string[] {
  const keys = Object.keys(map);
  const ofLanguage = (language: string) => [language, ...keys.filter((key) => key.startsWith(`${language}_`))];
  return [...new Set([locale, ...ofLanguage(locale.slice(0, 2)), ...ofLanguage(FALLBACK_LANGUAGE), ...keys])];
}

/**
 * The one translation picker: the value of a translatable field for a locale (`de_AT`) or a language
 * (`de`). From a translation map it takes the text under the locale's own key, else its language's,
 * else another locale of its language (`de_DE` for `de_AT`); else the same in German; else any text
 * the map has. A text left empty counts only when there is no other (an untranslated field shows the
 * German text); a missing one (undefined, null) never. Any other value (a plain text, a number, a list,
 * an object with other keys) is the value itself.
 */
export function pickTranslation(value: unknown, locale: string): unknown {
  if (!isTranslationMap(value)) return value;
  const present = keysFor(value, locale).filter((key) => value[key] !== undefined && value[key] !== null);
  const filled = present.find((key) => value[key] !== '');
  const key = filled ?? present[0];
  return key === undefined ? undefined : value[key];
}

/** Picks the translations anywhere inside a value (a node configuration, the groups in it). */
export function pickTranslationsDeep(value: unknown, locale: string): unknown {
  const picked = pickTranslation(value, locale);
  if (Array.isArray(picked)) return picked.map((item) => pickTranslationsDeep(item, locale));
  if (picked && typeof picked === 'object') return Object.fromEntries(Object.entries(picked).map(([key, item]) => [key, pickTranslationsDeep(item, locale)]));
  return picked;
}

/** A catalogue text (a product's title, a colour, a category name) in a language: the one picker, '' when there is none. */
export function translate(text: Readonly<Record<Language, string>> | undefined, locale: string): string {
  const picked = pickTranslation(text, locale);
  return typeof picked === 'string' ? picked : '';
}
