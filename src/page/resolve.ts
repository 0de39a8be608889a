import type { Locale } from '../config/locale';
import { fieldsOf, isTranslatable, type TasticFieldDefinition, type TasticSchema } from './tastic-schema';
import type { Page, TasticInstance } from './types';

/**
 * Turns a page as stored (translatable values as maps by locale or language, data sources as ids)
 * into what tastics receive (FRONTASTIC.md "Values a tastic receives"): values for the current
 * locale, defaults applied, and `{ dataSourceId, dataSource }` for data-source fields. The runtime
 * does this on the server, so the browser gets resolved values only.
 */

const LOCALE_KEY = /^(de|en|cs|pl|nl|fr)(_[A-Z]{2})?$/;

function isTranslationMap(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => LOCALE_KEY.test(k));
}

/** Picks the text for a locale: exact locale, its language, the fallback language, then any. */
export function pickTranslation(value: unknown, locale: Pick<Locale, 'code' | 'language'>, fallbackLanguage = 'de'): unknown {
  if (!isTranslationMap(value)) return value;
  const map = value;
  for (const key of [locale.code, locale.language, fallbackLanguage]) if (map[key] !== undefined) return map[key];
  const fallbackKey = Object.keys(map).find((k) => k.startsWith(`${fallbackLanguage}_`));
  return map[fallbackKey ?? Object.keys(map)[0]!];
}

export interface ResolveContext {
  locale: Pick<Locale, 'code' | 'language'>;
  dataSources: Record<string, unknown>;
}

function resolveField(field: TasticFieldDefinition, raw: unknown, ctx: ResolveContext): unknown {
  let value = raw === undefined ? field.default : raw;
  if (value === undefined) return undefined;
  if (isTranslatable(field)) value = pickTranslation(value, ctx.locale);
  switch (field.type) {
    case 'dataSource':
      return typeof value === 'string' ? { dataSourceId: value, dataSource: ctx.dataSources[value] ?? null } : value;
    case 'group':
      return Array.isArray(value)
        ? value.map((item) => resolveFields(field.fields ?? [], (item ?? {}) as Record<string, unknown>, ctx))
        : [];
    case 'media':
      if (value && typeof value === 'object' && 'title' in value) {
        return { ...value, title: pickTranslation((value as { title: unknown }).title, ctx.locale) };
      }
      return value;
    default:
      return value;
  }
}

function resolveFields(fields: TasticFieldDefinition[], values: Record<string, unknown>, ctx: ResolveContext) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const resolved = resolveField(field, values[field.field!], ctx);
    if (resolved !== undefined) out[field.field!] = resolved;
  }
  return out;
}

export function resolveTastic(tastic: TasticInstance, schema: TasticSchema | undefined, ctx: ResolveContext): TasticInstance {
  const { mobile = true, tablet = true, desktop = true } = tastic.configuration as Record<string, boolean | undefined>;
  if (!schema) return { ...tastic, configuration: { mobile, tablet, desktop } };
  return {
    ...tastic,
    configuration: { ...resolveFields(fieldsOf(schema), tastic.configuration, ctx), mobile, tablet, desktop },
  };
}

export function resolvePage(page: Page, schemas: ReadonlyMap<string, TasticSchema>, ctx: ResolveContext): Page {
  const sections = Object.fromEntries(
    Object.entries(page.sections).map(([name, section]) => [
      name,
      section && {
        ...section,
        layoutElements: section.layoutElements.map((element) => ({
          ...element,
          tastics: element.tastics.map((t) => resolveTastic(t, schemas.get(t.tasticType), ctx)),
        })),
      },
    ]),
  ) as Page['sections'];
  return { ...page, sections };
}
