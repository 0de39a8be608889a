import * as z from 'zod';
import { BadRequestError } from './params';

/**
 * Index settings: stored as sent (so GET returns what PUT stored, unknown keys included), and the
 * keys the engine acts on validated and interpreted here.
 */
export const indexSettingsSchema = z.looseObject({
  searchableAttributes: z.array(z.string()).optional(),
  attributesForFaceting: z.array(z.string()).optional(),
  customRanking: z.array(z.string()).optional(),
  ranking: z.array(z.string()).optional(),
  replicas: z.array(z.string()).optional(),
  primary: z.string().optional(),
  attributeForDistinct: z.string().optional(),
  distinct: z.union([z.boolean(), z.number().int().min(0).max(4)]).optional(),
  paginationLimitedTo: z.number().int().min(0).max(20_000).optional(),
  minWordSizefor1Typo: z.number().int().min(1).optional(),
  minWordSizefor2Typos: z.number().int().min(1).optional(),
  hitsPerPage: z.number().int().min(0).max(1000).optional(),
  maxValuesPerFacet: z.number().int().min(1).max(1000).optional(),
  attributesToRetrieve: z.array(z.string()).optional(),
  attributesToHighlight: z.array(z.string()).optional(),
  userData: z.unknown().optional(),
});
export type IndexSettings = z.infer<typeof indexSettingsSchema>;

export function validateSettings(body: unknown): IndexSettings {
  const parsed = indexSettingsSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`Invalid index setting "${issue.path.join('.')}": ${issue.message}`);
  }
  return parsed.data;
}

export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
const TEXTUAL = new Set(['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact']);

export interface SortCriterion {
  path: string;
  descending: boolean;
}

function parseSort(entry: string): SortCriterion | null {
  const m = /^(asc|desc)\((.+)\)$/.exec(entry.trim());
  return m ? { path: m[2], descending: m[1] === 'desc' } : null;
}

/**
 * The ranking formula split in two: sort criteria before the first textual criterion (standard
 * sort replicas put `asc(price)` there) and everything after (custom ranking).
 */
/** Plans derived from a settings object, kept as long as that object (settings are replaced, never mutated). */
function memo<T>(fn: (settings: IndexSettings) => T): (settings: IndexSettings) => T {
  const cache = new WeakMap<IndexSettings, T>();
  return (settings) => {
    if (!cache.has(settings)) cache.set(settings, fn(settings));
    return cache.get(settings)!;
  };
}

export const rankingPlan = memo(computeRankingPlan);
function computeRankingPlan(settings: IndexSettings): { pre: SortCriterion[]; post: SortCriterion[] } {
  const ranking = settings.ranking ?? DEFAULT_RANKING;
  const pre: SortCriterion[] = [];
  const post: SortCriterion[] = [];
  let seenText = false;
  for (const entry of ranking) {
    if (TEXTUAL.has(entry)) {
      seenText = true;
      continue;
    }
    if (entry === 'custom') {
      seenText = true;
      for (const c of settings.customRanking ?? []) {
        const s = parseSort(c);
        if (s) post.push(s);
      }
      continue;
    }
    const s = parseSort(entry);
    if (s) (seenText ? post : pre).push(s);
  }
  return { pre, post };
}

export interface SearchableAttribute {
  paths: string[];
  rank: number;
}

/** `searchableAttributes` entries: `unordered(x)` and comma-joined equal-rank groups. */
export const searchablePlan = memo(computeSearchablePlan);
function computeSearchablePlan(settings: IndexSettings): SearchableAttribute[] | null {
  if (!settings.searchableAttributes || settings.searchableAttributes.length === 0) return null;
  return settings.searchableAttributes.map((entry, rank) => ({
    rank: Math.min(rank, 62),
    paths: entry
      .split(',')
      .map((p) => p.trim().replace(/^(unordered|ordered)\((.+)\)$/, '$2'))
      .filter(Boolean),
  }));
}

export interface FacetAttribute {
  path: string;
  searchable: boolean;
  filterOnly: boolean;
}

export const facetingPlan = memo(computeFacetingPlan);
function computeFacetingPlan(settings: IndexSettings): FacetAttribute[] {
  return (settings.attributesForFaceting ?? []).map((entry) => {
    const m = /^(searchable|filterOnly|afterDistinctFiltering)\((.+)\)$/.exec(entry.trim());
    return {
      path: m ? m[2] : entry.trim(),
      searchable: m?.[1] === 'searchable',
      filterOnly: m?.[1] === 'filterOnly',
    };
  });
}
