/**
 * `npm run bench:search-flood`: what a flood of the heaviest public search queries (1000 hits,
 * every facet with up to 1000 values, every attribute) does to a shopper on the production host
 * (its demo catalogue, its records, its search key). One shopper sends a light search
 * (`query=hemd&hitsPerPage=24`) back to back, and one client asks for a listing page meanwhile (the
 * host's own work beside its search engine). The attackers, the shopper and the page client each
 * run on a thread of their own (search-flood-client.mjs), so none of them takes the host's event
 * loop. Prints p50/p99 without and with the flood, and the flood's answer codes. Figures only, no
 * assertions. Options (env): FLOOD_CATALOGUE (products, 3000), FLOOD_SECONDS (10), FLOOD_ATTACKERS (20).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { startBenchHost } from './bench-host';
import { defaultSearchIndexConfig } from '../src/search/index-config';
import { EMBEDDED_SEARCH_APP_ID } from '../extensions/settings';

const CATALOGUE = Number(process.env.FLOOD_CATALOGUE ?? 3000);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const ATTACKERS = Number(process.env.FLOOD_ATTACKERS ?? 20);
/**
 * The light search; its analyticsTags differ from request to request, so none is answered from the
 * engine's answer cache (which would answer the same search again without computing it): the
 * figure is the engine's, beside the flood.
 */
const LIGHT = `query=hemd&hitsPerPage=24&analyticsTags=${encodeURIComponent('["shopper-')}{n}${encodeURIComponent('"]')}`;
const HEAVY = `hitsPerPage=1000&facets=${encodeURIComponent('["*"]')}&maxValuesPerFacet=1000`;

console.log(`Starting the production host on ${CATALOGUE} products ...`);
const host = await startBenchHost('flood', CATALOGUE);
const base = {
  url: host.url,
  index: defaultSearchIndexConfig('de').indexName,
  headers: { 'x-algolia-application-id': EMBEDDED_SEARCH_APP_ID, 'x-algolia-api-key': 'embedded-search-key' },
  seconds: SECONDS,
  attackers: ATTACKERS,
};

interface ClientResult {
  times: number[];
  byStatus: Record<number, number>;
  bytes: number;
}

function client(role: 'attackers' | 'shopper' | 'page', params = ''): Promise<ClientResult> {
  const worker = new Worker(new URL('./search-flood-client.mjs', import.meta.url), { workerData: { ...base, role, params } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const line = (name: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `${name}: p50 ${pct(s, 50).toFixed(1)} ms, p99 ${pct(s, 99).toFixed(1)} ms, max ${(s.at(-1) ?? Number.NaN).toFixed(0)} ms (n=${s.length})`;
};

async function run(withFlood: boolean): Promise<void> {
  const [light, page, flood] = await Promise.all([client('shopper', LIGHT), client('page'), withFlood ? client('attackers', HEAVY) : null]);
  console.log(`${withFlood ? 'with flood   ' : 'without flood'}  ${line('light search', light.times)}`);
  console.log(`               ${line('listing page', page.times)}`);
  if (flood) {
    const codes = Object.entries(flood.byStatus)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(`               flood: ${codes}; ${(flood.bytes / 1024 / 1024).toFixed(1)} MB answered (load average ${os.loadavg()[0].toFixed(1)})`);
  }
}

console.log(
  `\n${CATALOGUE} products, one shopper (${LIGHT}), one listing page client, ${ATTACKERS} attackers (${decodeURIComponent(HEAVY)}), ${SECONDS} s each, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores:`,
);
await run(false);
await run(true);
await host.close();
