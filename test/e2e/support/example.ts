import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { seedCommercetools } from '../../../extensions/adapters/commercetools/seed';
import { buildExample, targetDir, type ExampleTarget } from '../../../scripts/example';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../../support/commercetools-mock';
import { startFaultProxy, type FaultProxy } from '../../support/fault-proxy';
import { startTestHost, type TestHost } from '../../support/host';

/**
 * The example Frontend project as it runs: `next start` of a build of scripts/example.ts, against
 * the local host as its API hub, which runs the project's own backend bundle (the shop's extension
 * merged with another, bundled into one file as the runtime loads it) on a commercetools project
 * (commercetools-mock over HTTP, seeded with the demo shop: the bundle has no embedded database).
 */
export interface ExampleSite {
  url: string;
  close(): Promise<void>;
}

export interface ApiHub {
  host: TestHost;
  mock: CommercetoolsTestServer;
  /** The fault proxy in front of commercetools, when asked for (ApiHubOptions.faults). */
  proxy?: FaultProxy;
  close(): Promise<void>;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Builds the example when its builds are not from the current sources (minutes; CI builds it in a step before). */
export async function ensureExampleBuilt(): Promise<void> {
  await buildExample({ log: () => {} });
}

export interface ApiHubOptions {
  /** Puts a fault proxy between the hub and commercetools (test/support/fault-proxy.ts), passing everything through until told otherwise. */
  faults?: boolean;
  /** More settings of the hub (e.g. ACTION_TIME_BUDGET_MS). */
  env?: Record<string, string>;
}

/** The API hub for the example's sites: the host running the example's backend bundle, sites on the given origins. */
export async function startApiHub(target: ExampleTarget, siteOrigins: readonly string[], options: ApiHubOptions = {}): Promise<ApiHub> {
  const mock = await startCommercetoolsMock('frontend-next');
  // Orders of the demo customers are made of the products with store stock: two of them.
  await seedCommercetools(mock.settings, { size: 30, seed: 11, storeStockProducts: 2 });
  const proxy = options.faults ? await startFaultProxy(mock.url) : undefined;
  const host = await startTestHost({
    env: {
      ...mock.env,
      ...(proxy ? { CTP_API_URL: proxy.url, CTP_AUTH_URL: proxy.url } : {}),
      EXTENSION_BUNDLE: path.join(targetDir(target), 'backend/dist/index.js'),
      SITE_ORIGINS: siteOrigins.join(','),
      ...options.env,
    },
  });
  return {
    host,
    mock,
    proxy,
    async close() {
      await host.close();
      await proxy?.close();
      await mock.close();
    },
  };
}

/** `next start` of a target's build on a port, against the API hub; resolves once it answers. */
export async function startSite(target: ExampleTarget, port: number, apiHub: string): Promise<ExampleSite> {
  const dir = targetDir(target);
  const child: ChildProcess = spawn(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_FRONTASTIC_HOST: apiHub, NEXT_PUBLIC_EXT_BUILD_ID: 'journey' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start of ${target.name} exited (${child.exitCode}):\n${output}`);
    const up = await fetch(`${url}/favicon.ico`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`next start of ${target.name} did not answer within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
