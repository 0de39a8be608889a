import * as z from 'zod';

/**
 * Search parameters as the engine understands them. Requests carry them either as an object or
 * as a URL-encoded `params` string (older clients, InstantSearch); both end up here. Unknown
 * parameters are dropped silently, as Algolia ignores them; a known parameter of the wrong type
 * is a 400.
 */

/** Parameters that are plain strings even when they look like JSON. */
const STRING_PARAMS = new Set(['query', 'filters', 'facetQuery', 'highlightPreTag', 'highlightPostTag', 'userToken', 'attributeForDistinct']);

const stringList = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t.startsWith('[')) {
    try {
      return JSON.parse(t);
    } catch {
      return v;
    }
  }
  return t === '' ? [] : t.split(',').map((s) => s.trim());
}, z.array(z.string()));

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const searchParamsSchema = z.object({
  query: z.coerce.string().default(''),
  page: int(0, 1_000_000).default(0),
  hitsPerPage: int(0, 1000).default(20),
  offset: int(0, 1_000_000).optional(),
  length: int(0, 1000).optional(),
  filters: z.string().default(''),
  facetFilters: z.unknown().optional(),
  numericFilters: z.unknown().optional(),
  tagFilters: z.unknown().optional(),
  facets: stringList.default([]),
  maxValuesPerFacet: int(1, 1000).default(100),
  sortFacetValuesBy: z.enum(['count', 'alpha']).default('count'),
  distinct: z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : typeof v === 'string' ? Number(v) : v),
      z.union([z.boolean(), z.number().int().min(0).max(4)]),
    )
    .optional(),
  attributesToRetrieve: stringList.optional(),
  attributesToHighlight: stringList.optional(),
  highlightPreTag: z.string().default('<em>'),
  highlightPostTag: z.string().default('</em>'),
  typoTolerance: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.union([z.boolean(), z.enum(['min', 'strict'])])).default(true),
  analytics: bool.default(true),
  clickAnalytics: bool.default(false),
  getRankingInfo: bool.default(false),
  facetQuery: z.coerce.string().default(''),
  maxFacetHits: int(1, 100).default(10),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

export class BadRequestError extends Error {
  override name = 'BadRequestError';
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Longest index name (Algolia allows 256 bytes). */
const MAX_INDEX_NAME = 256;

/**
 * An index name the engine accepts: its snapshot files live under DATA_DIR/search, so `.`, `..`,
 * path separators and control characters are refused (400), whatever route names the index.
 */
export function assertIndexName(name: string): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what the check refuses
  if (!name || name.length > MAX_INDEX_NAME || name === '.' || name === '..' || /[/\\\u0000-\u001f]/.test(name)) {
    throw new BadRequestError(`Invalid index name "${name.slice(0, 64)}"`, 400);
  }
}

/** Decode a `params` string: each value as JSON when it parses (arrays, numbers, booleans), else as text. */
export function decodeParamString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    if (STRING_PARAMS.has(key)) {
      out[key] = raw;
      continue;
    }
    try {
      out[key] = JSON.parse(raw);
    } catch {
      out[key] = raw;
    }
  }
  return out;
}

/** Merge both request forms: `{ params: "a=b" , ...object }`; object fields win over the string. */
export function readSearchParams(body: Record<string, unknown>): SearchParams {
  const merged: Record<string, unknown> = {};
  if (typeof body.params === 'string') Object.assign(merged, decodeParamString(body.params));
  else if (body.params && typeof body.params === 'object') Object.assign(merged, body.params);
  for (const [k, v] of Object.entries(body)) if (k !== 'params' && k !== 'indexName' && k !== 'type' && k !== 'facet') merged[k] = v;
  const parsed = searchParamsSchema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`Invalid value for "${issue.path.join('.')}": ${issue.message}`);
  }
  return parsed.data;
}
