import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository (not imported from ./host: that module loads the host, which a jsdom test cannot). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface HostProcess {
  url: string;
  /** The actions' own origin, when started with ACTIONS_PORT. */
  actionsUrl?: string;
  close(): Promise<void>;
}

/**
 * The host as `npm start` runs it (host/main.ts), in a process of its own on free ports with a
 * fresh data directory: for tests whose environment (jsdom) cannot load the host itself.
 */
export async function startHostProcess(env: Record<string, string> = {}): Promise<HostProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'host/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, CATALOGUE_SIZE: '40', SESSION_SECRET: 'test-session-secret', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = await new Promise<{ url: string; actionsUrl?: string }>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /ready in \d+ ms: (http:\/\/\S+?)\/?$/m.exec(output)?.[1];
        if (!url) return;
        const wantsActions = env.ACTIONS_PORT !== undefined && env.ACTIONS_PORT !== '';
        const actionsUrl = /as the API hub: (http:\/\/[^/\s]+)/.exec(output)?.[1];
        if (wantsActions && !actionsUrl) return;
        resolve({ url, actionsUrl });
      };
      child.stdout.on('data', read);
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`The host exited (${code}) before it was ready:\n${output}`)));
    });
    return { ...started, close };
  } catch (error) {
    await close();
    throw error;
  }
}
