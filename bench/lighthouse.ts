/**
 * Lighthouse mobile on the production host (issue: page speed): the start page, a category listing,
 * search and a product page, each the median of BENCH_LH_RUNS runs (default 3), printing the four
 * category scores and the figures behind them (FCP, LCP, TBT, CLS, script bytes at load, DOM size,
 * HTML bytes on the wire). Lighthouse runs on the headless Debian Chromium (CHROMIUM_PATH).
 *
 *   npm run bench:lighthouse          BENCH_CATALOGUE=3000 BENCH_LH_RUNS=5 npm run bench:lighthouse
 *   BENCH_LH_PAGES=product npm run bench:lighthouse      (some of start, listing, search, product)
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { requireProductionReact } from './production-react';
import { benchPages, median, startBenchHost } from './bench-host';

requireProductionReact('bench:lighthouse');

const run = promisify(execFile);
const CATALOGUE = Number(process.env.BENCH_CATALOGUE ?? 1000);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.BENCH_LH_PAGES?.split(',').map((name) => name.trim());
const LIGHTHOUSE = path.join(process.cwd(), 'node_modules/lighthouse/cli/index.js');

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
}
interface Report {
  environment?: { benchmarkIndex?: number };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, Audit>;
}

/** One Lighthouse run; a run that fails to record its trace (NO_NAVSTART and the like, on a busy machine) is tried again, twice at most. */
async function lighthouse(url: string, attempt = 1): Promise<Report> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE,
        url,
        `--chrome-path=${CHROMIUM}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    return JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(
      `  (Lighthouse failed on ${url}, run again: ${
        String((error as { stderr?: string }).stderr ?? error)
          .trim()
          .split('\n')[0]
      })`,
    );
    return lighthouse(url, attempt + 1);
  } finally {
    fs.rmSync(out, { force: true });
  }
}

function figures(report: Report) {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const bytes = (type: string) => items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const score = (c: keyof Report['categories']) => report.categories[c]?.score ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: report.audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: report.audits['total-blocking-time']?.numericValue ?? 0,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
    scriptBytes: bytes('Script'),
    htmlBytes: bytes('Document'),
    domElements: report.audits['dom-size-insight']?.numericValue ?? report.audits['dom-size']?.numericValue ?? 0,
    /** Lighthouse's CPU benchmark of this machine during the run (it multiplies every task by 4 regardless). */
    cpuIndex: report.environment?.benchmarkIndex ?? 0,
  };
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  const host = await startBenchHost('lighthouse', CATALOGUE);
  try {
    const pages = await benchPages(host.url);
    console.log(`Lighthouse mobile, production host, catalogue ${CATALOGUE} products, median of ${RUNS} runs, ${os.cpus().length} cores`);
    console.log('page      perf  a11y  b.p.  seo    FCP ms  LCP ms  TBT ms    CLS  JS KB  HTML KB  DOM  CPU index');
    for (const [name, pagePath] of Object.entries(pages)) {
      if (ONLY && !ONLY.includes(name)) continue;
      const runs: ReturnType<typeof figures>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(figures(await lighthouse(`${host.url}${pagePath}`)));
      const m = (key: keyof ReturnType<typeof figures>) => median(runs.map((r) => r[key]));
      console.log(
        `${name.padEnd(8)} ${m('performance').toFixed(2).padStart(5)} ${m('accessibility').toFixed(2).padStart(5)} ${m('bestPractices').toFixed(2).padStart(5)} ${m('seo').toFixed(2).padStart(5)}` +
          ` ${m('fcp').toFixed(0).padStart(8)} ${m('lcp').toFixed(0).padStart(7)} ${m('tbt').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(6)}` +
          ` ${(m('scriptBytes') / 1024).toFixed(1).padStart(6)} ${(m('htmlBytes') / 1024).toFixed(1).padStart(8)} ${String(m('domElements')).padStart(4)} ${m('cpuIndex').toFixed(0).padStart(10)}   ${pagePath}`,
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
