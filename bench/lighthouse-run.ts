import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { launch, Launcher } from 'chrome-launcher';
import { chromium } from 'playwright-core';

/**
 * One Lighthouse mobile run (the CLI, in a process of its own) on a Chromium started here as the CLI
 * starts it (chrome-launcher's flags), so that a session cookie can be put into it first: the
 * basket and the account page are measured as the shopper's browser has them, with the
 * `frontastic-session` cookie the page's scripts read too (an extra request header would reach
 * the server only).
 */
const run = promisify(execFile);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = path.join(process.cwd(), 'node_modules/lighthouse/cli/index.js');

interface Item {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  duration?: number;
  startTime?: number;
  total?: number;
  scripting?: number;
  wastedBytes?: number;
  totalBytes?: number;
  node?: { snippet?: string; selector?: string; nodeLabel?: string };
  label?: string;
  phase?: string;
  timing?: number;
  percent?: string;
  [key: string]: unknown;
}
interface Audit {
  score?: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Item[]; sections?: unknown };
}
export interface Report {
  environment?: { benchmarkIndex?: number };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, Audit>;
}

export interface Cookie {
  name: string;
  value: string;
  url: string;
}

export function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
}

/**
 * Chromium as chrome-launcher starts it for the Lighthouse CLI, with one difference: Chrome's own
 * RenderDocument (a new renderer document for each navigation, on by default in the Chrome shoppers
 * run), which chrome-launcher 1.2 turns off for Lighthouse's own test runs (GoogleChrome/lighthouse
 * #16696, "until remaining bugs are fixed"; Puppeteer dropped the same switch in 2026).
 *
 * Measured on this machine (2026-11-28, the example's listing on Next 15, headless Chromium without
 * a GPU, first paint of 7 loads each, one of each in turn, load 8-9): with RenderDocument off the
 * page's first frame, committed at 0.3-0.6 s, was drawn only at 1.0-2.0 s in 6 of 7 loads (first
 * paint 480-1424 ms; with PaintHolding also off 7 of 7, 1360-1956 ms); with Chrome's default 0 of 7
 * (308-700 ms; with PaintHolding off 1 of 7). Lighthouse counted every script that ran in that stalled
 * second into the LCP it simulates: that stall was this machine's "first-frame stall" of the earlier
 * runs (docs/benchmarks.md). `BENCH_LH_RENDER_DOCUMENT=0` runs with chrome-launcher's flags unchanged.
 */
const RENDER_DOCUMENT = process.env.BENCH_LH_RENDER_DOCUMENT !== '0';

/** chrome-launcher's default flags, its disabled features without RenderDocument (Chromium reads one --disable-features). */
function launcherFlags(): string[] {
  return Launcher.defaultFlags().map((flag) => {
    if (!RENDER_DOCUMENT || !flag.startsWith('--disable-features=')) return flag;
    const features = flag
      .slice('--disable-features='.length)
      .split(',')
      .filter((feature) => feature !== 'RenderDocument');
    return `--disable-features=${features.join(',')}`;
  });
}

const CHROMIUM_FLAGS = [...launcherFlags(), '--headless=new', '--no-sandbox', '--disable-gpu'];

/** One run; a run that fails to record its trace (NO_NAVSTART and the like, on a busy machine) is tried again, twice at most. */
export async function lighthouse(url: string, cookies: readonly Cookie[] = [], attempt = 1): Promise<Report> {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS], ignoreDefaultFlags: true });
  try {
    if (cookies.length) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]!.addCookies(cookies.map((c) => ({ ...c, sameSite: 'Lax' as const })));
      await browser.close();
    }
    await run(
      process.execPath,
      [
        LIGHTHOUSE,
        url,
        `--port=${chrome.port}`,
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
    return lighthouse(url, cookies, attempt + 1);
  } finally {
    chrome.kill();
    fs.rmSync(out, { force: true });
  }
}

/**
 * One load of a page as Lighthouse's phone loads it (its screen, pixel ratio and cookies), until the
 * network is quiet: the page's requests reach the servers once before the measured runs.
 */
export async function warmUp(url: string, cookies: readonly Cookie[] = []): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, sameSite: 'Lax' as const })));
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 }).catch(() => undefined);
  } finally {
    await browser.close();
  }
}

export function figures(report: Report) {
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

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70) || '(document)';
const kb = (value = 0) => `${(value / 1024).toFixed(1)} KB`;

/**
 * What Lighthouse blames in one run: the LCP element and its phases, the long tasks (main-thread
 * time, 4× slowed), the scripts' boot-up time, unused JavaScript, render-blocking requests.
 */
export function blame(report: Report): string[] {
  const a = report.audits;
  const lines: string[] = [];
  const observed = (a.metrics?.details?.items?.[0] ?? {}) as Record<string, number | undefined>;
  const ms = (key: string) => `${Math.round(observed[key] ?? 0)} ms`;
  lines.push(
    `observed (unthrottled): first paint ${ms('observedFirstPaint')}, LCP ${ms('observedLargestContentfulPaint')}, DOMContentLoaded ${ms('observedDomContentLoaded')}, load ${ms('observedLoad')}`,
  );
  const lcpItems = a['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpItems.flatMap((i) => ((i as { items?: Item[] }).items ?? [i]) as Item[]).find((i) => i.node);
  if (lcpNode?.node) lines.push(`LCP element: ${lcpNode.node.nodeLabel ?? ''} ${(lcpNode.node.snippet ?? '').slice(0, 100)}`);
  const phases = lcpItems.flatMap((i) => ((i as { items?: Item[] }).items ?? []) as Item[]).filter((i) => i.phase && i.timing !== undefined);
  if (phases.length) lines.push(`LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ')}`);
  const longTasks = (a['long-tasks']?.details?.items ?? []).slice(0, 6);
  if (longTasks.length)
    lines.push(`long tasks: ${longTasks.map((t) => `${Math.round(t.duration ?? 0)} ms @${Math.round(t.startTime ?? 0)} ${short(t.url)}`).join('; ')}`);
  const bootup = (a['bootup-time']?.details?.items ?? []).slice(0, 4);
  if (bootup.length)
    lines.push(`script time: ${bootup.map((b) => `${short(b.url)} ${Math.round(b.total ?? 0)} ms (scripting ${Math.round(b.scripting ?? 0)})`).join('; ')}`);
  const work = (a['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 5);
  if (work.length) lines.push(`main thread: ${work.map((w) => `${w.groupLabel ?? w.group} ${Math.round((w.duration as number) ?? 0)} ms`).join(', ')}`);
  const unused = (a['unused-javascript']?.details?.items ?? []).slice(0, 4);
  if (unused.length) lines.push(`unused JS: ${unused.map((u) => `${short(u.url)} ${kb(u.wastedBytes)} of ${kb(u.totalBytes)}`).join('; ')}`);
  const blocking = a['render-blocking-insight']?.details?.items ?? a['render-blocking-resources']?.details?.items ?? [];
  if (blocking.length) lines.push(`render-blocking: ${blocking.map((b) => short(b.url)).join(', ')}`);
  return lines;
}
