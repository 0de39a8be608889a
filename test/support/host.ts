import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerConfig } from '../../extensions/config';
import { startHost, type Host } from '../../host/server';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestHostOptions {
  /** Reuse a data directory (e.g. to test a restart); default a fresh temp dir, removed on close. */
  dataDir?: string;
  env?: Record<string, string>;
  catalogueSize?: number;
  /** Build the browser bundle (needed for journeys in Chromium). */
  browser?: boolean;
}

export interface TestHost {
  url: string;
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
  const host = await startHost({ root: REPO_ROOT, port: 0, config, development: true, clientBundle: options.browser ?? false, log: () => {} });
  return {
    url: host.url,
    dataDir,
    host,
    async close() {
      await host.close();
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
