import * as z from './zod';
import { LANGUAGES } from './languages';
import { REGIONS } from './regions';
import { CURRENCIES } from './currencies';
import { PROJECT_IDS } from './projects';
import { LOCALE_PATTERN } from './locale';

/**
 * The schemas of the configuration's value sets, apart from the values themselves: those modules
 * load in the browser on every page, and a zod import there puts zod into the first load.
 */
export const languageSchema = z.enum(LANGUAGES);
export const regionSchema = z.enum(REGIONS);
export const currencySchema = z.enum(CURRENCIES);
export const projectIdSchema = z.enum(PROJECT_IDS);
/** A locale is written `language_TERRITORY`, as the runtime and the locale cookie carry it. */
export const localeSchema = z.string().regex(LOCALE_PATTERN, 'A locale is language_TERRITORY, e.g. de_DE');
