import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from '../../extensions/config';
import { startHost, type Host } from '../../host/server';
import type { Services } from '../../extensions/services';

let latest: Services | null = null;

/** The services of the test host started last in this test file (fixtures are read through the same ports). */
export function localServices(): Services {
  if (!latest) throw new Error('No test host has been started in this file.');
  return latest;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestHostOptions {
  /** Reuse a data directory (e.g. to test a restart); default a fresh temp dir, removed on close. */
  dataDir?: string;
  env?: Record<string, string>;
  catalogueSize?: number;
  /** Build the browser bundle (needed for journeys in Chromium). */
  browser?: boolean;
  /** Project configuration fields over site/project.json's (a captcha site key, a checkout address). */
  projectConfiguration?: Record<string, unknown>;
}

export interface TestHost {
  url: string;
  services: Services;
  dataDir: string;
  host: Host;
  close(): Promise<void>;
}

/** Starts the real host on 127.0.0.1 with an ephemeral port, a temp DATA_DIR and a small catalogue. */
export async function startTestHost(options: TestHostOptions = {}): Promise<TestHost> {
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  const config = readServerConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CATALOGUE_SIZE: String(options.catalogueSize ?? 200),
    SESSION_SECRET: 'test-session-secret',
    ...options.env,
  });
  const host = await startHost({
    root: REPO_ROOT,
    port: 0,
    config,
    development: true,
    clientBundle: options.browser ?? false,
    projectConfiguration: options.projectConfiguration,
    log: () => {},
  });
  latest = host.services;
  return {
    url: host.url,
    services: host.services,
    dataDir,
    host,
    async close() {
      await host.close();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
