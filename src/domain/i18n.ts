import * as z from 'zod';
import { LANGUAGES, type Language } from '../config/languages';

/** A text in all six shop languages. */
export const translationsSchema = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>);
export type Translations = z.infer<typeof translationsSchema>;

export function translate(t: Translations | undefined, language: Language): string {
  return t ? (t[language] ?? t.en ?? t.de) : '';
}
