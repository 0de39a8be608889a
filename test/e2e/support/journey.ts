import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestHost, type TestHost, type TestHostOptions } from '../../support/host';
import { launchBrowser } from './browser';

export interface Journey {
  readonly host: TestHost;
  readonly browser: Browser;
}

/** A started host (with the browser bundle) and Chromium for the journeys of one file, closed after it. */
export function setUpJourney(options: Omit<TestHostOptions, 'browser'> = {}): Journey {
  const journey = {} as { host: TestHost; browser: Browser };
  beforeAll(async () => {
    [journey.host, journey.browser] = await Promise.all([startTestHost({ ...options, browser: true }), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.host?.close();
  });
  return journey;
}

/** Resolves once the page's React tree is hydrated (the client entry marks <html>). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
