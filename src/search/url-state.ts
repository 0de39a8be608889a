import { EMPTY_SEARCH_STATE, normalizeSortBy, type SearchState } from './state';

/**
 * Search state <-> query string, as storefront-browsing.md §2 describes. Encoding, in this order:
 *
 *   query=<text>                       omitted when empty
 *   page=<n>                           omitted when 1
 *   sortBy=<sorting>                   price_asc | price_desc | new | reduced; omitted for recommended
 *   range[<attr>]=<min>:<max>          either bound may be empty: range[priceMin.eur]=50:
 *   filters[<attr>]=<v1>,<v2>          values comma-joined; a comma inside a value is written \, and
 *                                      a backslash \\ (then percent-encoded as usual)
 *   colorVariant=<item number>
 *
 * Attributes are sorted and value order is kept, so equal states give equal addresses (cache keys,
 * canonical links) and parse(serialize(s)) returns s.
 */

const escapeValue = (v: string) => v.replace(/\\/g, '\\\\').replace(/,/g, '\\,');

/** Split on unescaped commas and unescape. */
export function splitValues(joined: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i];
    if (c === '\\' && i + 1 < joined.length) {
      current += joined[++i];
      continue;
    }
    if (c === ',') {
      values.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  values.push(current);
  return values.filter((v) => v !== '');
}

export function joinValues(values: readonly string[]): string {
  return values.map(escapeValue).join(',');
}

/** Percent-encoding that keeps the separators people read in an address: , [ ] : */
function encode(s: string): string {
  return encodeURIComponent(s).replace(/%2C/gi, ',').replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%3A/gi, ':');
}

const formatNumber = (n: number | undefined) => (n === undefined ? '' : String(n));

export function serializeSearchState(state: SearchState): string {
  const parts: string[] = [];
  if (state.query) parts.push(`query=${encode(state.query)}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  if (state.sortBy !== 'recommended') parts.push(`sortBy=${encode(state.sortBy)}`);
  for (const attr of Object.keys(state.range).sort()) {
    const { min, max } = state.range[attr];
    if (min === undefined && max === undefined) continue;
    parts.push(`${encode(`range[${attr}]`)}=${encode(`${formatNumber(min)}:${formatNumber(max)}`)}`);
  }
  for (const attr of Object.keys(state.filters).sort()) {
    const values = state.filters[attr];
    if (values.length === 0) continue;
    parts.push(`${encode(`filters[${attr}]`)}=${encode(joinValues(values))}`);
  }
  if (state.colorVariant) parts.push(`colorVariant=${encode(state.colorVariant)}`);
  return parts.join('&');
}

function parseBound(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Accepts a query string with or without "?"; malformed parts are dropped, never thrown. */
export function parseSearchState(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const state: SearchState = { ...EMPTY_SEARCH_STATE, range: {}, filters: {} };
  for (const [key, value] of params) {
    if (key === 'query') state.query = value;
    else if (key === 'page') {
      const page = Number(value);
      state.page = Number.isInteger(page) && page >= 1 ? page : 1;
    } else if (key === 'sortBy') state.sortBy = normalizeSortBy(value);
    else if (key === 'colorVariant') {
      if (value) state.colorVariant = value;
    } else {
      const m = /^(range|filters)\[(.+)\]$/.exec(key);
      if (!m) continue;
      if (m[1] === 'range') {
        const [lo = '', hi = ''] = value.split(':');
        const min = parseBound(lo),
          max = parseBound(hi);
        if (min !== undefined || max !== undefined) {
          state.range[m[2]] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
        }
      } else {
        const values = splitValues(value);
        if (values.length > 0) state.filters[m[2]] = values;
      }
    }
  }
  return state;
}
