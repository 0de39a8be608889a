/**
 * The page's main-thread work after the first paint, from a Chromium trace (issue: page speed). On a
 * shared 2-core machine Lighthouse's total blocking time moves by 100–200 ms between runs of the
 * same page: it multiplies each task's wall time by 4, and wall time here includes the time the
 * thread waited for a core (Chromium's other processes, the server, Lighthouse itself). This
 * benchmark counts each task's CPU time instead, multiplied by 4 as Lighthouse does, so that a
 * change to the page's own work shows.
 *
 * Per page (start, listing, search, product, basket, account), the median of BENCH_RUNS loads (default 5) in a phone-sized window: "TBT from CPU time"
 * (the sum of 4 × CPU time − 50 ms over the tasks after the first contentful paint), the longest
 * task's CPU time, the tasks over 12.5 ms of CPU (over 50 ms when slowed 4 times), and when the
 * page reported itself hydrated after the first paint.
 *
 * The basket holds three articles and the account page is a logged-in demo customer's (the session
 * cookie as ./shopper-session.ts makes it); the machine's 1-minute load is printed beside each page.
 * Beside the count of the long tasks, the sum of their CPU time (a figure for a change that shortens
 * a task without bringing it under the line), and the longest task that begins after the first paint:
 * the task in which the first paint lands (the page's first style, layout and paint) is counted whole
 * in the other columns, while Lighthouse counts only its part after the paint.
 *
 * BENCH_TARGET=example measures the example Frontend project (examples/frontend-next, built by
 * `npm run example`) on Next 15 and 16 as ./lighthouse.ts does; BENCH_NEXT=16 picks one major.
 *
 *   npm run bench:main-thread          BENCH_RUNS=9 BENCH_PAGES=listing,search npm run bench:main-thread
 *   BENCH_TARGET=example BENCH_NEXT=16 npm run bench:main-thread
 */
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { HYDRATED_MARK } from '../src/page/app-data';
import { requireProductionReact } from './production-react';
import { benchPages, median, startBenchHost } from './bench-host';
import { SESSION_COOKIE_NAME, shopperSessions } from './shopper-session';
import { startExampleSites } from './example-sites';

requireProductionReact('bench:main-thread');

const CATALOGUE = Number(process.env.BENCH_CATALOGUE ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET = process.env.BENCH_TARGET ?? 'host';
const NEXT_MAJOR = process.env.BENCH_NEXT;
if (!['host', 'example'].includes(TARGET)) throw new Error(`BENCH_TARGET is host or example, not ${TARGET}`);
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

async function load(browser: Browser, url: string, session: string | null) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  if (session) await context.addCookies([{ name: SESSION_COOKIE_NAME, value: session, url, sameSite: 'Lax' }]);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'load' });
    // The host marks its document; the example's pages mark their theme root (ThemeScope).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || document.querySelector('[data-hydrated]') !== null);
    // The deferred tastics' code and the idle work after hydrating.
    await page.waitForTimeout(2_500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`No first contentful paint in the trace of ${url}`);
    const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts + (e.dur ?? 0) > fcp.ts);
    const cpuMs = tasks.map((t) => (t.tdur ?? t.dur ?? 0) / 1000);
    const longMs = cpuMs.filter((ms) => SLOWDOWN * ms > BLOCKING_MS);
    // The tasks that begin after the first paint (not the one that paints it: its style, layout and paint).
    const afterMs = tasks.filter((t) => t.ts >= fcp.ts).map((t) => (t.tdur ?? t.dur ?? 0) / 1000);
    const hydrated = events.find((e) => e.name === HYDRATED_MARK);
    return {
      tbt: cpuMs.reduce((sum, ms) => sum + Math.max(0, SLOWDOWN * ms - BLOCKING_MS), 0),
      longest: Math.max(0, ...cpuMs),
      long: longMs.length,
      longSum: longMs.reduce((sum, ms) => sum + ms, 0),
      longestAfter: Math.max(0, ...afterMs),
      hydrated: hydrated ? (hydrated.ts - fcp.ts) / 1000 : Number.NaN,
    };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, title: string, url: string, sessions: { basket: string; account: string }) {
  console.log(`${title}, median of ${RUNS} loads, ${os.cpus().length} cores`);
  console.log('page      TBT from CPU ms  longest task ms  tasks > 12.5 ms  their sum ms  longest begun after FCP ms  hydrated after FCP ms  load');
  for (const [name, pagePath] of Object.entries(await benchPages(url))) {
    if (ONLY && !ONLY.includes(name)) continue;
    const session = name === 'basket' ? sessions.basket : name === 'account' ? sessions.account : null;
    const load1 = os.loadavg()[0]!.toFixed(2);
    await load(browser, `${url}${pagePath}`, session); // warm-up: the server's caches
    const runs: Awaited<ReturnType<typeof load>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, `${url}${pagePath}`, session));
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    console.log(
      `${name.padEnd(8)} ${m('tbt').toFixed(0).padStart(16)} ${m('longest').toFixed(1).padStart(16)} ${String(m('long')).padStart(16)} ${m('longSum').toFixed(1).padStart(13)} ${m('longestAfter').toFixed(1).padStart(25)} ${m('hydrated').toFixed(0).padStart(22)} ${load1.padStart(5)}   ${pagePath}`,
    );
  }
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless', '--disable-gpu'] });
  try {
    if (TARGET === 'host') {
      const host = await startBenchHost('main-thread', CATALOGUE);
      try {
        const title = `Main thread after the first paint, production host, catalogue ${CATALOGUE} products`;
        await measure(browser, title, host.url, await shopperSessions(host.url, host.services));
      } finally {
        await host.close();
      }
    } else {
      const example = await startExampleSites();
      try {
        const sessions = await shopperSessions(example.hub, example.services);
        for (const site of example.sites) {
          if (NEXT_MAJOR && site.next.split('.')[0] !== NEXT_MAJOR) continue;
          await measure(browser, `Main thread after the first paint, example on Next ${site.next} (${site.bundler})`, site.url, sessions);
        }
      } finally {
        await example.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
