/**
 * Lighthouse mobile (issue: page speed) on the six page types: start, a category listing, search, a
 * product, the basket with articles in it and the account page of a logged-in demo customer; each
 * the median of BENCH_LH_RUNS runs (default 5), printing the four category scores, the figures
 * behind them (FCP, LCP, TBT, CLS, script bytes at load, DOM size, HTML bytes on the wire, the bytes
 * of the document's inline scripts), the machine's 1-minute load before the page's runs, and what
 * Lighthouse blames in the median run
 * (LCP element and phases, long tasks, script time, unused JavaScript, render-blocking requests).
 *
 * Targets (BENCH_LH_TARGET, default host):
 * - host: the production host on a fresh demo catalogue of BENCH_CATALOGUE products (default 1000);
 * - example: the example Frontend project (examples/frontend-next, `npm run example` builds it) on
 *   Next 15 and 16 with `next start`, the local host as its API hub on a seeded commercetools-mock;
 * - both.
 *
 *   npm run bench:lighthouse            BENCH_LH_RUNS=3 BENCH_LH_PAGES=listing,search npm run bench:lighthouse
 *   BENCH_LH_TARGET=example npm run bench:lighthouse      BENCH_LH_BLAME=0 (without the blame lines)
 *   BENCH_LH_KEEP=/tmp/lh npm run bench:lighthouse        (keeps every run's JSON report there)
 *   BENCH_LH_TARGET=example BENCH_LH_NEXT=16 npm run bench:lighthouse   (the example on one Next.js major)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireProductionReact } from './production-react';
import { benchPages, median, startBenchHost, type BenchPage } from './bench-host';
import { assertChromium, blame, figures, lighthouse, warmUp, type Cookie, type Report } from './lighthouse-run';
import { SESSION_COOKIE_NAME, shopperSessions } from './shopper-session';
import { startExampleSites } from './example-sites';

requireProductionReact('bench:lighthouse');

const CATALOGUE = Number(process.env.BENCH_CATALOGUE ?? 1000);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const ONLY = process.env.BENCH_LH_PAGES?.split(',').map((name) => name.trim());
const TARGET = process.env.BENCH_LH_TARGET ?? 'host';
const BLAME = process.env.BENCH_LH_BLAME !== '0';
const KEEP = process.env.BENCH_LH_KEEP;
const NEXT_MAJOR = process.env.BENCH_LH_NEXT;
/**
 * Loads of each page in a phone-sized Chromium before its measured runs, not counted (default 1): a
 * running shop's servers and media CDN have served the page before. The sites start fresh for the
 * benchmark, and without it the first run of a page paid their first requests (the example's first
 * runs scored 0.06 below the second and third, on average over 48 pages of earlier runs of 3; the hub
 * answered the listing's first pictures in 0.5-0.9 s in first runs, in 10-30 ms in later ones). `BENCH_LH_WARMUP=0` measures the cold first run.
 */
const WARMUP = Number(process.env.BENCH_LH_WARMUP ?? 1);

if (!['host', 'example', 'both'].includes(TARGET)) throw new Error(`BENCH_LH_TARGET is host, example or both, not ${TARGET}`);

/** A site to measure: its origin, its pages and the session cookies of the basket and account pages. */
interface Site {
  name: string;
  url: string;
  pages: Record<BenchPage, string>;
  sessions: { basket: string; account: string };
}

const load1 = () => os.loadavg()[0]!.toFixed(2);

/**
 * The bytes of the document's inline scripts, uncompressed (the page data and messages a Next.js page
 * carries in its flight scripts, which the browser evaluates before the page hydrates): a figure
 * that does not depend on the machine's load.
 */
async function inlineScriptBytes(url: string, cookies: readonly Cookie[]): Promise<number> {
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text();
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
}

async function measure(site: Site): Promise<void> {
  console.log(`\n${site.name}: Lighthouse mobile, median of ${RUNS} runs after ${WARMUP} load(s) of the page not counted, ${os.cpus().length} cores`);
  console.log('page      perf  a11y  b.p.  seo    FCP ms  LCP ms  TBT ms    CLS  JS KB  HTML KB  inline KB  DOM  CPU index  load');
  for (const [name, pagePath] of Object.entries(site.pages) as [BenchPage, string][]) {
    if (ONLY && !ONLY.includes(name)) continue;
    const token = name === 'basket' ? site.sessions.basket : name === 'account' ? site.sessions.account : null;
    const cookies: Cookie[] = token ? [{ name: SESSION_COOKIE_NAME, value: token, url: site.url }] : [];
    const load = load1();
    const inline = await inlineScriptBytes(`${site.url}${pagePath}`, cookies);
    for (let i = 0; i < WARMUP; i++) await warmUp(`${site.url}${pagePath}`, cookies);
    const reports: Report[] = [];
    for (let i = 0; i < RUNS; i++) {
      const report = await lighthouse(`${site.url}${pagePath}`, cookies);
      reports.push(report);
      if (KEEP) {
        fs.mkdirSync(KEEP, { recursive: true });
        fs.writeFileSync(path.join(KEEP, `${site.name.replace(/\W+/g, '-')}-${name}-${i + 1}.json`), JSON.stringify(report));
      }
    }
    const runs = reports.map(figures);
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    console.log(
      `${name.padEnd(8)} ${m('performance').toFixed(2).padStart(5)} ${m('accessibility').toFixed(2).padStart(5)} ${m('bestPractices').toFixed(2).padStart(5)} ${m('seo').toFixed(2).padStart(5)}` +
        ` ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(7)} ${m('tbt').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(6)}` +
        ` ${(m('scriptBytes') / 1024).toFixed(1).padStart(6)} ${(m('htmlBytes') / 1024).toFixed(1).padStart(8)} ${(inline / 1024).toFixed(1).padStart(10)} ${String(m('domElements')).padStart(4)} ${m('cpuIndex').toFixed(0).padStart(10)}` +
        ` ${load.padStart(5)}   ${pagePath}   (runs: ${runs.map((r) => r.performance.toFixed(2)).join(' ')})`,
    );
    if (BLAME) {
      // The run whose performance score is the median one.
      const order = runs.map((r, i) => [r.performance, i] as const).sort((a, b) => a[0] - b[0]);
      const middle = reports[order[Math.floor(order.length / 2)]![1]]!;
      for (const line of blame(middle)) console.log(`    ${line}`);
    }
  }
}

async function main() {
  assertChromium();
  if (TARGET !== 'example') {
    const host = await startBenchHost('lighthouse', CATALOGUE);
    try {
      console.log(`Production host, catalogue ${CATALOGUE} products`);
      await measure({ name: 'host', url: host.url, pages: await benchPages(host.url), sessions: await shopperSessions(host.url, host.services) });
    } finally {
      await host.close();
    }
  }
  if (TARGET !== 'host') {
    const example = await startExampleSites();
    try {
      const sessions = await shopperSessions(example.hub, example.services);
      for (const site of example.sites) {
        if (NEXT_MAJOR && site.next.split('.')[0] !== NEXT_MAJOR) continue;
        await measure({ name: `example on Next ${site.next} (${site.bundler})`, url: site.url, pages: await benchPages(site.url), sessions });
      }
    } finally {
      await example.close();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
