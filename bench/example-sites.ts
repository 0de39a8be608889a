import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readServerConfig } from '../extensions/config';
import { seedCommercetools } from '../extensions/adapters/commercetools/seed';
import type { Services } from '../extensions/services';
import { startHost } from '../host/server';
import { buildExample, EXAMPLE_TARGETS, REPO, targetDir } from '../scripts/example';
import { startCommercetoolsMock } from '../test/support/commercetools-mock';
import { freePort, startSite } from '../test/e2e/support/example';

/** How many products the example's commercetools project holds: the mock scans in memory, so few (as the journeys). */
const EXAMPLE_CATALOGUE = Number(process.env.BENCH_EXAMPLE_CATALOGUE ?? 30);

/**
 * The example Frontend project as a shopper meets it (as test/e2e/frontend-next.e2e.ts starts it,
 * but everything in production mode): `next start` of the Next 15 and 16 builds, the production
 * host as their API hub running the project's backend bundle on a seeded commercetools-mock.
 */
export async function startExampleSites(): Promise<{
  hub: string;
  services: Services;
  sites: { url: string; next: string; bundler: string }[];
  close(): Promise<void>;
}> {
  await buildExample({ log: (message) => console.log(`  ${message}`) });
  const mock = await startCommercetoolsMock('bench-example');
  await seedCommercetools(mock.settings, { size: EXAMPLE_CATALOGUE, seed: 11, storeStockProducts: 2 });
  const ports = await Promise.all(EXAMPLE_TARGETS.map(() => freePort()));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-example-hub-'));
  const hub = await startHost({
    root: REPO,
    port: 0,
    config: readServerConfig({
      ...process.env,
      ...mock.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench',
      EXTENSION_BUNDLE: path.join(targetDir(EXAMPLE_TARGETS[0]!), 'backend/dist/index.js'),
      SITE_ORIGINS: ports.map((port) => `http://127.0.0.1:${port}`).join(','),
    }),
    development: false,
    clientBundle: false,
    log: () => {},
  });
  const sites = await Promise.all(EXAMPLE_TARGETS.map((target, i) => startSite(target, ports[i]!, hub.url)));
  return {
    hub: hub.url,
    services: hub.services,
    sites: sites.map((site, i) => ({ url: site.url, next: EXAMPLE_TARGETS[i]!.next, bundler: EXAMPLE_TARGETS[i]!.bundler })),
    async close() {
      await Promise.all(sites.map((site) => site.close()));
      await hub.close();
      await mock.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
