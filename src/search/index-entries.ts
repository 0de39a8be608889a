import * as z from '../config/zod';
import { LANGUAGES, type Language } from '../config/languages';
import { defaultSearchIndexConfig, type SearchIndexConfig } from './index-config';

/**
 * The project configuration's entry (schemas/project-configuration.schema.json `searchIndexes`).
 * A sorting that names the main index itself means "no replica": that sorting uses the main index.
 */
export const searchIndexesEntrySchema = z.object({
  language: z.enum(LANGUAGES),
  indexName: z.string().min(1),
  suggestIndexName: z.string().min(1),
  sortingPriceAsc: z.string().optional(),
  sortingPriceDesc: z.string().optional(),
  sortingNew: z.string().optional(),
  sortingReduced: z.string().optional(),
});
export type SearchIndexesEntry = z.infer<typeof searchIndexesEntrySchema>;

/** The resolved per-language form (src/domain/project-configuration.ts `searchIndexes`). */
interface ResolvedIndexes {
  indexName: string;
  suggestIndexName: string;
  sortings?: { priceAsc?: string; priceDesc?: string; new?: string; reduced?: string };
}

/**
 * Accepts the stored form (a list of entries with `language`) as well as the resolved form (a
 * record by language with `sortings`), so callers can pass whichever they hold.
 */
export function normalizeSearchIndexes(input: unknown): SearchIndexesEntry[] {
  if (Array.isArray(input)) {
    return input.flatMap((e) => {
      const parsed = searchIndexesEntrySchema.safeParse(e);
      return parsed.success ? [parsed.data] : [];
    });
  }
  if (!input || typeof input !== 'object') return [];
  return Object.entries(input as Record<string, ResolvedIndexes>).flatMap(([language, c]) => {
    const parsed = searchIndexesEntrySchema.safeParse({
      language,
      indexName: c?.indexName,
      suggestIndexName: c?.suggestIndexName,
      sortingPriceAsc: c?.sortings?.priceAsc,
      sortingPriceDesc: c?.sortings?.priceDesc,
      sortingNew: c?.sortings?.new,
      sortingReduced: c?.sortings?.reduced,
    });
    return parsed.success ? [parsed.data] : [];
  });
}

export function resolveSearchIndexConfig(language: Language, entries: unknown = []): SearchIndexConfig {
  const defaults = defaultSearchIndexConfig(language);
  const entry = normalizeSearchIndexes(entries).find((e) => e.language === language);
  if (!entry) return defaults;
  const base = entry.indexName;
  return {
    ...defaults,
    indexName: base,
    suggestIndexName: entry.suggestIndexName,
    sortings: {
      recommended: base,
      price_asc: entry.sortingPriceAsc ?? `${base}_price_asc`,
      price_desc: entry.sortingPriceDesc ?? `${base}_price_desc`,
      new: entry.sortingNew ?? `${base}_new`,
      reduced: entry.sortingReduced ?? `${base}_reduced`,
    },
  };
}

export function allSearchIndexConfigs(entries?: unknown): SearchIndexConfig[] {
  return LANGUAGES.map((l) => resolveSearchIndexConfig(l, entries));
}
