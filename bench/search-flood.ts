/**
 * `npm run bench:search-flood`: what a flood of the heaviest public queries (1000 hits, every facet
 * with up to 1000 values) does to normal shoppers' listing queries on the host's search API. Prints
 * the shoppers' p50/p99 without and with the flood, and the flood's answer codes and bytes.
 * Figures only, no assertions. Options (env): FLOOD_SIZE (products, 10000), FLOOD_SECONDS (5),
 * FLOOD_SHOPPERS (20), FLOOD_ATTACKERS (20).
 */
import { reindexIfChanged } from '../extensions/search/indexer';
import { defaultSearchIndexConfig } from '../src/search/index-config';
import { APP_ID, SEARCH_KEY, startSearchServer } from '../test/search/server';
import { makeProducts, MemoryCatalogue } from '../test/search/fixtures';

const SIZE = Number(process.env.FLOOD_SIZE ?? 10_000);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 5);
const SHOPPERS = Number(process.env.FLOOD_SHOPPERS ?? 20);
const ATTACKERS = Number(process.env.FLOOD_ATTACKERS ?? 20);
const index = defaultSearchIndexConfig('de').indexName;
const FACETS = JSON.stringify(['brand.title', 'colorVariants.filterColor', 'colorVariants.sizeVariants.sizeString', 'type', 'flags', 'isNew', 'priceMin.eur']);
const LISTING = `hitsPerPage=48&facets=${encodeURIComponent(FACETS)}&maxValuesPerFacet=1000`;
const HEAVY = `hitsPerPage=1000&facets=${encodeURIComponent('["*"]')}&maxValuesPerFacet=1000`;

console.log(`Indexing ${SIZE} products ...`);
const server = await startSearchServer();
await reindexIfChanged({ catalogue: new MemoryCatalogue(makeProducts(SIZE)), client: server.writeClient, languages: ['de'] });

async function query(params: string): Promise<{ status: number; bytes: number }> {
  const res = await fetch(`${server.baseUrl}/1/indexes/*/queries`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY },
    body: JSON.stringify({ requests: [{ indexName: index, params }] }),
  });
  return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(withFlood: boolean) {
  const end = performance.now() + SECONDS * 1000;
  const latencies: number[] = [];
  const flood = { byStatus: new Map<number, number>(), bytes: 0 };
  const shoppers = Array.from({ length: SHOPPERS }, async () => {
    while (performance.now() < end) {
      const t = performance.now();
      const { status } = await query(LISTING);
      if (status === 200) latencies.push(performance.now() - t);
    }
  });
  const attackers = withFlood
    ? Array.from({ length: ATTACKERS }, async () => {
        while (performance.now() < end) {
          const { status, bytes } = await query(HEAVY);
          flood.byStatus.set(status, (flood.byStatus.get(status) ?? 0) + 1);
          flood.bytes += bytes;
          // A 429 says when to come back; an attacker would not wait, so neither does this one.
        }
      })
    : [];
  await Promise.all([...shoppers, ...attackers]);
  latencies.sort((a, b) => a - b);
  const line = `shoppers: ${latencies.length} listing queries, p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`;
  if (!withFlood) return console.log(`without flood  ${line}`);
  const codes = [...flood.byStatus].map(([s, n]) => `${s}: ${n}`).join(', ');
  console.log(`with flood     ${line}\n               flood: ${codes}; ${(flood.bytes / 1024 / 1024).toFixed(0)} MB answered`);
}

console.log(`\n${SIZE} products, ${SHOPPERS} shoppers (48 hits, 7 facets), ${ATTACKERS} attackers (1000 hits, every facet), ${SECONDS} s each:`);
await run(false);
await run(true);
await server.close();
