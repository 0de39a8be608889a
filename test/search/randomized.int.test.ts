import { buildRecords } from '../../extensions/search/records';
import { reindexIfChanged } from '../../extensions/search/indexer';
import { tokenize } from '../../src/search/text';
import type { SearchRecord } from '../../src/domain/search-record';
import { defaultSearchIndexConfig } from '../../src/search/index-config';
import { CATEGORIES, makeProducts, MemoryCatalogue, rng } from './fixtures';
import { startSearchServer } from './server';

/**
 * Random queries (text with prefixes and typos, nested filters in both syntaxes) answered by the
 * engine through the real client, compared with a brute-force evaluation over the same records.
 */

const products = makeProducts(220, 99);
const categoriesById = new Map(CATEGORIES.map((c) => [c.id, c]));
const records = products.flatMap((p) => buildRecords(p, 'de', categoriesById));
const index = defaultSearchIndexConfig('de');
const SEARCHABLE = ['title', 'brand.title', 'categoryNames', 'type', 'colorVariants.color', 'colorVariants.itemnum'];
const FACETS = [
  'brand.title',
  'type',
  'colorVariants.filterColor',
  'colorVariants.sizeVariants.sizeString',
  'flags',
  'isNew',
  'priceMin.eur',
  'attributes.fit',
];
const NUMERIC = ['priceMin.eur', 'stock', 'position', 'colorVariants.sizeVariants.price.eur', 'maxReducedPercentage.eur'];
let server: Awaited<ReturnType<typeof startSearchServer>>;

beforeAll(async () => {
  server = await startSearchServer();
  await reindexIfChanged({ catalogue: new MemoryCatalogue(products), client: server.writeClient, languages: ['de'] });
});
afterAll(() => server.close());

type Leaf = string | number | boolean;
function values(v: unknown, path: string[]): Leaf[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap((x) => values(x, path));
  if (path.length === 0) return typeof v === 'object' ? [] : [v as Leaf];
  return typeof v === 'object' ? values((v as Record<string, unknown>)[path[0]], path.slice(1)) : [];
}
const at = (r: SearchRecord, attr: string) => values(r, attr.split('.'));
const numbers = (r: SearchRecord, attr: string) => at(r, attr).flatMap((v) => (typeof v === 'number' ? [v] : typeof v === 'boolean' ? [v ? 1 : 0] : []));

type Node =
  | { k: 'facet'; attr: string; value: string }
  | { k: 'num'; attr: string; op: '<' | '<=' | '=' | '!=' | '>=' | '>'; value: number }
  | { k: 'range'; attr: string; lo: number; hi: number }
  | { k: 'not'; c: Node }
  | { k: 'and' | 'or'; cs: Node[] };

function holds(r: SearchRecord, n: Node): boolean {
  switch (n.k) {
    case 'facet':
      return at(r, n.attr).some((v) => String(v).toLowerCase() === n.value.toLowerCase());
    case 'range':
      return numbers(r, n.attr).some((v) => v >= n.lo && v <= n.hi);
    case 'num': {
      const vs = numbers(r, n.attr);
      if (n.op === '!=') return !vs.some((v) => v === n.value);
      return vs.some((v) =>
        n.op === '<' ? v < n.value : n.op === '<=' ? v <= n.value : n.op === '=' ? v === n.value : n.op === '>=' ? v >= n.value : v > n.value,
      );
    }
    case 'not':
      return !holds(r, n.c);
    case 'and':
      return n.cs.every((c) => holds(r, c));
    case 'or':
      return n.cs.some((c) => holds(r, c));
  }
}

function render(n: Node): string {
  const q = (s: string) => (/^[\w.-]+$/.test(s) ? s : `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  switch (n.k) {
    case 'facet':
      return `${q(n.attr)}:${q(n.value)}`;
    case 'num':
      return `${n.attr} ${n.op} ${n.value}`;
    case 'range':
      return `${n.attr}:${n.lo} TO ${n.hi}`;
    case 'not':
      return `NOT ${render(n.c)}`;
    case 'and':
      return `(${n.cs.map(render).join(' AND ')})`;
    case 'or':
      return `(${n.cs.map(render).join(' OR ')})`;
  }
}

// Brute-force text matching, written independently from the engine's index.
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
function wordMatches(word: string, token: string, last: boolean): boolean {
  if (token === word || (last && token.startsWith(word))) return true;
  const k = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  if (k === 0) return false;
  if (osa(word, token) <= k) return true;
  if (!last) return false;
  for (let cut = Math.max(1, word.length - 1); cut <= Math.min(token.length, word.length + 1); cut++) if (osa(word, token.slice(0, cut)) <= k) return true;
  return false;
}
const tokensOf = new Map(records.map((r) => [r.objectID, new Set(SEARCHABLE.flatMap((a) => at(r, a)).flatMap((v) => tokenize(String(v))))]));
function textHolds(r: SearchRecord, words: string[]): boolean {
  const tokens = [...tokensOf.get(r.objectID)!];
  return words.every((w, i) => tokens.some((t) => wordMatches(w, t, i === words.length - 1)));
}

describe('randomized comparison with brute force', () => {
  const random = rng(2024);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const facetValues = new Map(FACETS.map((f) => [f, [...new Set(records.flatMap((r) => at(r, f)).map(String))]]));
  const vocabulary = [...new Set([...tokensOf.values()].flatMap((s) => [...s]))].filter((t) => !/^\d{8}$/.test(t));

  function randomNode(depth: number): Node {
    const roll = random();
    if (depth > 0 && roll < 0.35) {
      const cs = Array.from({ length: 2 + Math.floor(random() * 2) }, () => randomNode(depth - 1));
      return { k: random() < 0.5 ? 'and' : 'or', cs };
    }
    if (depth > 0 && roll < 0.45) return { k: 'not', c: randomNode(depth - 1) };
    if (roll < 0.75) {
      const attr = pick(FACETS.filter((f) => f !== 'priceMin.eur'));
      return { k: 'facet', attr, value: random() < 0.1 ? 'no such value' : pick(facetValues.get(attr)!) };
    }
    const attr = pick(NUMERIC);
    const value = Math.round(random() * (attr === 'position' ? 1000 : attr === 'stock' ? 12 : attr.startsWith('max') ? 60 : 300));
    if (random() < 0.3) return { k: 'range', attr, lo: value, hi: value + Math.round(random() * 200) };
    return { k: 'num', attr, op: pick(['<', '<=', '=', '!=', '>=', '>'] as const), value };
  }

  function randomQuery(): string {
    if (random() < 0.4) return '';
    const words = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
      let w = pick(vocabulary);
      if (w.length >= 5 && random() < 0.3) {
        const i = 1 + Math.floor(random() * (w.length - 2));
        w = `${w.slice(0, i)}x${w.slice(i + 1)}`;
      }
      return w;
    });
    const last = words[words.length - 1];
    if (random() < 0.5 && last.length > 2) words[words.length - 1] = last.slice(0, 2 + Math.floor(random() * (last.length - 2)));
    return words.join(' ');
  }

  it('agrees on hits, nbHits, facet counts and stats for 150 random queries', async () => {
    for (let i = 0; i < 150; i++) {
      const query = randomQuery();
      const node = randomNode(3);
      // Every third query uses facetFilters (list of OR-lists, with negations) instead of `filters`.
      let params: Record<string, unknown>;
      let expectedFilter: (r: SearchRecord) => boolean;
      if (i % 3 === 2) {
        const groups = Array.from({ length: 1 + Math.floor(random() * 2) }, () =>
          Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
            const attr = pick(FACETS.filter((f) => f !== 'priceMin.eur'));
            return { attr, value: pick(facetValues.get(attr)!), negated: random() < 0.2 };
          }),
        );
        params = { facetFilters: groups.map((g) => g.map((c) => `${c.attr}:${c.negated ? '-' : ''}${c.value}`)) };
        expectedFilter = (r) =>
          groups.every((g) =>
            g.some((c) => holds(r, c.negated ? { k: 'not', c: { k: 'facet', attr: c.attr, value: c.value } } : { k: 'facet', attr: c.attr, value: c.value })),
          );
      } else {
        params = { filters: render(node) };
        expectedFilter = (r) => holds(r, node);
      }
      const words = tokenize(query);
      const expected = records.filter((r) => expectedFilter(r) && textHolds(r, words));
      const res = await server.searchClient.searchSingleIndex<SearchRecord>({
        indexName: index.indexName,
        searchParams: { ...params, query, facets: FACETS, hitsPerPage: 1000, maxValuesPerFacet: 1000 },
      });
      const context = `query ${JSON.stringify(query)} params ${JSON.stringify(params)}`;
      expect(res.nbHits, context).toBe(expected.length);
      expect(res.hits.map((h) => h.objectID).sort(), context).toEqual(expected.map((r) => r.objectID).sort());
      for (const facet of FACETS) {
        const counts: Record<string, number> = {};
        for (const r of expected) for (const v of new Set(at(r, facet).map((x) => String(x).toLowerCase()))) counts[v] = (counts[v] ?? 0) + 1;
        const got = Object.fromEntries(Object.entries(res.facets?.[facet] ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
        expect(got, `${context} facet ${facet}`).toEqual(counts);
      }
      const prices = expected.flatMap((r) => [...new Set(numbers(r, 'priceMin.eur'))]);
      if (prices.length > 0) {
        expect(res.facets_stats?.['priceMin.eur'], context).toMatchObject({ min: Math.min(...prices), max: Math.max(...prices) });
        expect(res.facets_stats!['priceMin.eur'].sum).toBeCloseTo(
          prices.reduce((a, b) => a + b, 0),
          6,
        );
      }
    }
  });
});
