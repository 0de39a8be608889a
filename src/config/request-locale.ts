import type { Language } from './languages';
import { parseLocale, type Locale } from './locale';
import type { ProjectDefinition } from './projects';

/**
 * Where a request names its locale, strongest first (FRONTASTIC.md "Actions from the browser"):
 * - `header`: the `Frontastic-Locale` header the Frontend SDK, the shop's transport and the spec
 *   addresses' route handler send with every action call;
 * - `query`: the `locale` parameter of the address (LOCALE_PARAM: the hreflang alternates and the
 *   mails' links carry it);
 * - `context`: the locale the caller already knows: the runtime's context (`frontasticContext.locale`,
 *   for a page the locale it was asked in); for the site's own pages, the locale switch's cookie.
 */
export interface LocaleSources {
  header?: unknown;
  query?: unknown;
  context?: unknown;
}

/**
 * One source's value as a locale code: `de_DE`, also the Frontend SDK's `de-DE` and `de_DE@EUR`
 * (the currency follows the territory, so its suffix is dropped). Anything else is refused (null):
 * no value, an empty or malformed one (`de`, `de_de`, `german`), a language the shop does not
 * have (`it_IT`), a repeated query parameter (an array).
 */
export function localeCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().split('@')[0]!.replace('-', '_');
  return parseLocale(code) ? code : null;
}

/**
 * The locale of a request: the first source (header, query, context) that names a locale the
 * project serves, else the project's default. A locale the project does not serve (another
 * brand's, `fr_FR` in hrm) is refused like a malformed one: the next source decides.
 */
export function requestLocale(project: Pick<ProjectDefinition, 'locales' | 'defaultLocale'>, sources: LocaleSources): Locale {
  for (const value of [sources.header, sources.query, sources.context]) {
    const code = localeCode(value);
    if (code && project.locales.includes(code)) return parseLocale(code)!;
  }
  return parseLocale(project.defaultLocale)!;
}

/**
 * The language to answer in before the project is known (a deployment without its brand answers
 * that it is not configured): the first well-formed source's, else German.
 */
export function requestLanguage(sources: LocaleSources): Language {
  for (const value of [sources.header, sources.query, sources.context]) {
    const code = localeCode(value);
    if (code) return parseLocale(code)!.language;
  }
  return 'de';
}
