import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RedisTestServer {
  url: string;
  close(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Debian's redis-server on a free loopback port, without persistence, for the test that shares
 * counters through Redis. Missing, it fails with the command that installs it (never a skip).
 */
export async function startRedis(): Promise<RedisTestServer> {
  if (spawnSync(REDIS_SERVER, ['--version']).error) {
    throw new Error(
      `redis-server was not found (${REDIS_SERVER}). The shared abuse limits' test needs it: install it with ` +
        '`sudo apt-get update && sudo apt-get install -y redis-server` (or set REDIS_SERVER_PATH); .ci/run installs it.',
    );
  }
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready to accept connections/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
