import * as z from '../config/zod';
import { LANGUAGES, type Language } from '../config/languages';

/** A text in all six shop languages. */
export const translationsSchema = z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>);
export type Translations = z.infer<typeof translationsSchema>;

/** A text of the catalogue in a language, by the one translation picker (./translation.ts). */
export { translate } from './translation';
