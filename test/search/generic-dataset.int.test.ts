import { startSearchServer } from './server';

/**
 * The engine knows nothing of products: a different dataset with its own settings (nested
 * arrays of objects, booleans, numbers, a distinct attribute, a custom-ranked replica) behaves
 * as Algolia would, and every write method of the client works against it.
 */

interface Movie {
  objectID: string;
  title: string;
  series: string;
  year: number;
  rating: number;
  color: boolean;
  cast: { name: string; role: string }[];
  genres: string[];
}

const movies: Movie[] = [
  {
    objectID: 'm1',
    title: 'The Matrix',
    series: 'matrix',
    year: 1999,
    rating: 8.7,
    color: true,
    cast: [
      { name: 'Keanu Reeves', role: 'Neo' },
      { name: 'Carrie-Anne Moss', role: 'Trinity' },
    ],
    genres: ['action', 'sci-fi'],
  },
  {
    objectID: 'm2',
    title: 'The Matrix Reloaded',
    series: 'matrix',
    year: 2003,
    rating: 7.2,
    color: true,
    cast: [{ name: 'Keanu Reeves', role: 'Neo' }],
    genres: ['action', 'sci-fi'],
  },
  {
    objectID: 'm3',
    title: 'The Matrix Revolutions',
    series: 'matrix',
    year: 2003,
    rating: 6.8,
    color: true,
    cast: [{ name: 'Keanu Reeves', role: 'Neo' }],
    genres: ['action', 'sci-fi'],
  },
  {
    objectID: 'm4',
    title: 'John Wick',
    series: 'wick',
    year: 2014,
    rating: 7.4,
    color: true,
    cast: [{ name: 'Keanu Reeves', role: 'John Wick' }],
    genres: ['action', 'thriller'],
  },
  {
    objectID: 'm5',
    title: 'Casablanca',
    series: 'casablanca',
    year: 1942,
    rating: 8.5,
    color: false,
    cast: [{ name: 'Humphrey Bogart', role: 'Rick' }],
    genres: ['drama', 'romance'],
  },
  {
    objectID: 'm6',
    title: 'Metropolis',
    series: 'metropolis',
    year: 1927,
    rating: 8.3,
    color: false,
    cast: [{ name: 'Brigitte Helm', role: 'Maria' }],
    genres: ['drama', 'sci-fi'],
  },
];

let server: Awaited<ReturnType<typeof startSearchServer>>;
const indexName = 'movies';

beforeAll(async () => {
  server = await startSearchServer();
  const c = server.writeClient;
  await c.setSettings({
    indexName,
    indexSettings: {
      searchableAttributes: ['title', 'cast.name', 'unordered(cast.role)'],
      attributesForFaceting: ['genres', 'searchable(cast.name)', 'color', 'year', 'rating'],
      customRanking: ['desc(rating)'],
      attributeForDistinct: 'series',
      replicas: ['movies_oldest'],
    },
  });
  await c.setSettings({ indexName: 'movies_oldest', indexSettings: { ranking: ['asc(year)', 'typo', 'words', 'proximity', 'attribute', 'exact', 'custom'] } });
  await c.saveObjects({ indexName, objects: movies as unknown as Record<string, unknown>[], waitForTasks: true });
});
afterAll(() => server.close());

const search = (params: Record<string, unknown>, index = indexName) => server.searchClient.searchSingleIndex<Movie>({ indexName: index, searchParams: params });

describe('a generic dataset', () => {
  it('ranks by custom ranking without a query and by the replica sort', async () => {
    expect((await search({})).hits.map((h) => h.objectID)).toEqual(['m1', 'm5', 'm6', 'm4', 'm2', 'm3']);
    expect((await search({}, 'movies_oldest')).hits.map((h) => h.year)).toEqual([1927, 1942, 1999, 2003, 2003, 2014]);
  });

  it('ranks an exact match above a typo match, then by attribute and custom ranking', async () => {
    const res = await search({ query: 'wick' });
    // "Rick" (Casablanca's role) is one typo away: found, but after the exact "Wick".
    expect(res.hits.map((h) => h.objectID)).toEqual(['m4', 'm5']);
    const keanu = await search({ query: 'keanu matrix' });
    expect(keanu.hits.map((h) => h.objectID)).toEqual(['m1', 'm2', 'm3']);
    const hl = keanu.hits[0]._highlightResult as unknown as { cast: { name: { value: string; matchLevel: string } }[] };
    expect(hl.cast[0].name).toMatchObject({ value: '<em>Keanu</em> Reeves', matchLevel: 'partial' });
    expect(hl.cast[1].name.matchLevel).toBe('none');
  });

  it('escapes record text in highlights, so only the highlight tags are markup', async () => {
    const c = server.writeClient;
    await c.setSettings({ indexName: 'cartoons', indexSettings: { searchableAttributes: ['title', 'cast.name'] } });
    await c.saveObjects({
      indexName: 'cartoons',
      objects: [{ objectID: 'c1', title: 'Tom & <Jerry>', cast: [{ name: '<script>x</script>' }] }],
      waitForTasks: true,
    });
    const res = await search({ query: 'jerry' }, 'cartoons');
    const hl = res.hits[0]!._highlightResult as unknown as { title: { value: string }; cast: { name: { value: string } }[] };
    expect(hl.title.value).toBe('Tom &amp; &lt;<em>Jerry</em>&gt;');
    expect(hl.cast[0]!.name.value).toBe('&lt;script&gt;x&lt;/script&gt;');
  });

  it('keeps one (or N) hits per distinct value, counting facets before distinct', async () => {
    const one = await search({ distinct: true, facets: ['genres'] });
    expect(one.hits.map((h) => h.objectID)).toEqual(['m1', 'm5', 'm6', 'm4']);
    expect(one.nbHits).toBe(4);
    expect(one.facets!.genres['sci-fi']).toBe(4);
    const two = await search({ distinct: 2, filters: 'series:matrix' });
    expect(two.hits.map((h) => h.objectID)).toEqual(['m1', 'm2']);
  });

  it('filters on booleans, numbers and nested attributes', async () => {
    expect((await search({ filters: 'color:false' })).nbHits).toBe(2);
    expect((await search({ filters: 'color = 0' })).nbHits).toBe(2);
    expect((await search({ filters: 'year:1990 TO 2005 AND NOT rating < 7' })).hits.map((h) => h.objectID).sort()).toEqual(['m1', 'm2']);
    expect((await search({ facetFilters: ['cast.name:Keanu Reeves', 'genres:-thriller'] })).nbHits).toBe(3);
    const stats = await search({ facets: ['rating', 'year'], hitsPerPage: 0 });
    expect(stats.facets_stats!.year).toMatchObject({ min: 1927, max: 2014 });
  });

  it('searches facet values of a nested attribute', async () => {
    const res = await server.searchClient.searchForFacetValues({ indexName, facetName: 'cast.name', searchForFacetValuesRequest: { facetQuery: 'ke' } });
    expect(res.facetHits).toEqual([{ value: 'Keanu Reeves', highlighted: '<em>Ke</em>anu Reeves', count: 4 }]);
  });

  it('applies partial updates, deletions, multi-index batches, clear and delete through the client', async () => {
    const c = server.writeClient;
    await c.partialUpdateObjects({ indexName, objects: [{ objectID: 'm5', rating: 9.9 }], waitForTasks: true });
    expect((await search({ hitsPerPage: 1 })).hits[0]).toMatchObject({ objectID: 'm5', title: 'Casablanca', rating: 9.9 });
    await c.deleteObjects({ indexName, objectIDs: ['m6'], waitForTasks: true });
    expect((await search({ hitsPerPage: 0 })).nbHits).toBe(5);
    expect((await search({ hitsPerPage: 0 }, 'movies_oldest')).nbHits).toBe(5);
    const multi = await c.multipleBatch({
      requests: [
        { action: 'addObject', indexName: 'shorts', body: { objectID: 's1', title: 'Short' } },
        { action: 'deleteObject', indexName, body: { objectID: 'm5' } },
      ],
    });
    expect(Object.keys(multi.taskID).sort()).toEqual([indexName, 'shorts']);
    await c.waitForTask({ indexName: 'shorts', taskID: multi.taskID.shorts });
    expect((await search({ query: 'short' }, 'shorts')).nbHits).toBe(1);
    expect((await search({ hitsPerPage: 0 })).nbHits).toBe(4);
    await c.clearObjects({ indexName: 'shorts' });
    expect((await search({}, 'shorts')).nbHits).toBe(0);
    await c.deleteIndex({ indexName: 'shorts' });
    const e = await search({}, 'shorts').catch((err: { status: number }) => err);
    expect(e).toMatchObject({ status: 404 });
    const list = await c.listIndices();
    expect(list.items.map((i) => i.name)).toContain(indexName);
  });
});
