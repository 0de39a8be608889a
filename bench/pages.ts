/**
 * Listing page benchmark: the compressed JavaScript a category page loads (entry, the chunks of
 * its tastics and their static imports; code not loaded at start, such as the search client on
 * the first refinement and the other tastics' chunks, separately) and
 * the server's time to answer the page with 48 products (data source search + server render),
 * against the real host in production mode: as this benchmark's client sees it, and as the page's
 * Server-Timing header reports it. Prints figures; asserts nothing. Each page is measured after
 * BENCH_WARMUP requests, as a running host answers shoppers; the warm-up's own answers (a fresh
 * host's first requests, before the JIT compiled its code) are printed apart.
 *
 *   npm run bench:pages
 *   BENCH_CATALOGUE=10000 BENCH_RUNS=50 BENCH_WARMUP=100 npm run bench:pages
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { requireProductionReact } from './production-react';
import { startBenchHost } from './bench-host';
import { renderDocument } from '../host/render';
import { noClientAssets } from '../host/assets';
import { loadTastics } from '../tastics';
import { tasticModulePath, tasticTypesOf } from '../src/page/page-tastics';
import { APP_DATA_ELEMENT_ID, type AppData } from '../src/page/app-data';

requireProductionReact('bench:pages');

const CATALOGUE = Number(process.env.BENCH_CATALOGUE ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const PAGES = (process.env.BENCH_PAGES ?? '/bekleidung,/search?query=sakko').split(',');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

async function text(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

/**
 * The page's time on the server from its Server-Timing header (data, render, compression): the
 * answer's time without this benchmark's own client, which runs in the same process and reads,
 * decompresses and decodes the page on the same core.
 */
function serverTime(header: string | null): number {
  return [...(header ?? '').matchAll(/dur=([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/** One part of the Server-Timing header (data, render, compress) in milliseconds. */
function serverPart(header: string | null, name: string): number {
  return Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? '')?.[1] ?? Number.NaN);
}

/** Static imports (`import ... from "./x.js"` / `import "./x.js"`) and dynamic ones (`import("./x.js")`) of an ESM chunk. */
function importsOf(code: string): { statics: string[]; dynamics: string[] } {
  const statics = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]!);
  const dynamics = [...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)].map((m) => m[1]!);
  return { statics, dynamics };
}

type Answer = { ms: number; headersMs: number; serverTiming: string | null };

/** The page asked for WARMUP, then RUNS times by a client on its own thread (pages-client.mjs): each answer's time and Server-Timing header. */
function pageClient(url: string): Promise<{ first: Answer[]; answers: Answer[] }> {
  const worker = new Worker(new URL('./pages-client.mjs', import.meta.url), { workerData: { url, runs: RUNS, warmup: WARMUP } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function javascriptOf(base: string, html: string, pageModules: string[]) {
  // The entry and what it imports at start: the app's hydration and this page's tastics.
  const entries = [...[...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!), ...pageModules].map((href) => new URL(href, base).href);
  const initial = new Map<string, string>();
  const later = new Map<string, string>();
  const walk = async (url: string, into: Map<string, string>) => {
    if (initial.has(url) || into.has(url)) return;
    const code = await text(url);
    into.set(url, code);
    const { statics, dynamics } = importsOf(code);
    for (const s of statics) await walk(new URL(s, url).href, into);
    for (const d of dynamics) if (!initial.has(new URL(d, url).href)) await walk(new URL(d, url).href, later);
  };
  for (const e of entries) await walk(e, initial);
  for (const k of initial.keys()) later.delete(k);
  const size = (m: Map<string, string>) => {
    let raw = 0,
      gz = 0,
      br = 0;
    for (const code of m.values()) {
      const buf = Buffer.from(code);
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
      br += brotliCompressSync(buf).length;
    }
    return { files: m.size, raw, gz, br };
  };
  return { initial: size(initial), later: size(later) };
}

async function main() {
  const tastics = await loadTastics();
  const host = await startBenchHost('pages', CATALOGUE);
  try {
    console.log(
      `Listing pages: catalogue ${CATALOGUE} products, ${RUNS} requests per page after ${WARMUP} to warm up, production build, ${os.cpus().length} cores`,
    );
    for (const page of PAGES) {
      const url = `${host.url}${page}`;
      const html = await text(url);
      const products = (html.match(/<article class="product-box/g) ?? []).length;
      const htmlGz = gzipSync(Buffer.from(html), { level: 9 }).length;
      const data = JSON.parse(html.match(new RegExp(`<script type="application/json" id="${APP_DATA_ELEMENT_ID}"[^>]*>(.*?)</script>`, 's'))![1]!) as AppData;
      const js = await javascriptOf(host.url, html, host.assets.pageModules(tasticTypesOf(data.page).map(tasticModulePath)));
      const times: number[] = [];
      const toHeaders: number[] = [];
      const onServer: number[] = [];
      const parts: Record<'data' | 'render' | 'compress', number[]> = { data: [], render: [], compress: [] };
      const { first, answers } = await pageClient(url);
      for (const answer of answers) {
        times.push(answer.ms);
        toHeaders.push(answer.headersMs);
        onServer.push(serverTime(answer.serverTiming));
        for (const [name, list] of Object.entries(parts)) list.push(serverPart(answer.serverTiming, name));
      }
      for (const list of Object.values(parts)) list.sort((a, b) => a - b);
      times.sort((a, b) => a - b);
      toHeaders.sort((a, b) => a - b);
      onServer.sort((a, b) => a - b);
      // The render alone: the same page data through the server renderer, in process.
      const renders: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        renderDocument(data, tastics, noClientAssets());
        if (i >= 3) renders.push(performance.now() - t0);
      }
      renders.sort((a, b) => a - b);
      console.log(`\n${page}  (${products} products rendered on the server)`);
      console.log(`  answer as a client sees it            p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms`);
      console.log(`    of which until its headers arrive  p50 ${percentile(toHeaders, 50).toFixed(1)} ms   p95 ${percentile(toHeaders, 95).toFixed(1)} ms`);
      console.log(`  on the server (Server-Timing)         p50 ${percentile(onServer, 50).toFixed(1)} ms   p95 ${percentile(onServer, 95).toFixed(1)} ms`);
      console.log(
        `    of which data (page, data sources and their search) p50 ${percentile(parts.data, 50).toFixed(1)} ms, render ${percentile(parts.render, 50).toFixed(1)} ms, compression ${percentile(parts.compress, 50).toFixed(1)} ms`,
      );
      if (first.length) {
        const cold = first.map((a) => a.ms).sort((a, b) => a - b);
        console.log(
          `  its ${String(first.length).padStart(3)} warm-up requests (a fresh host) p50 ${percentile(cold, 50).toFixed(1)} ms   p95 ${percentile(cold, 95).toFixed(1)} ms`,
        );
      }
      console.log(`  server render alone                   p50 ${percentile(renders, 50).toFixed(1)} ms   p95 ${percentile(renders, 95).toFixed(1)} ms`);
      console.log(`  HTML                                  ${kb(html.length)} raw ${kb(htmlGz)} gzip`);
      // Elements the browser builds from the served page (its body, without the inline page data).
      const body = html.slice(html.indexOf('<body')).replace(/<script[^>]*>.*?<\/script>/gs, '');
      console.log(`  DOM elements in the served body       ${String((body.match(/<[a-zA-Z][^>]*>/g) ?? []).length).padStart(7)}`);
      console.log(
        `  JavaScript at load (${String(js.initial.files).padStart(2)} files)         ${kb(js.initial.raw)} raw ${kb(js.initial.gz)} gzip ${kb(js.initial.br)} brotli`,
      );
      console.log(
        `  JavaScript on demand (${String(js.later.files).padStart(2)} files)       ${kb(js.later.raw)} raw ${kb(js.later.gz)} gzip ${kb(js.later.br)} brotli`,
      );
    }
  } finally {
    await host.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
