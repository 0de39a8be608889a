import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/config/constants';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { REPO_ROOT } from '../support/host';
import { startRedis, type RedisTestServer } from '../support/redis';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The abuse limits are shared by every instance of the extension (the API hub runs many): two
 * instances, each a process of its own (test/support/extension-instance.ts), answer logins from
 * the same guesser; on one commercetools project (commercetools-mock over HTTP, in this process)
 * they count in its custom objects, with RATE_LIMIT_REDIS_URL in a real redis-server.
 */
interface Instance {
  port: number;
  process: ChildProcess;
}

async function startInstance(projectConfiguration: Record<string, unknown>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/extension-instance.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', PROJECT_CONFIGURATION: JSON.stringify(projectConfiguration) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const { port } = JSON.parse(line) as { port?: number };
        if (port) resolve(port);
      } catch {
        /* not the port line */
      }
    });
    child.once('exit', (code) => reject(new Error(`the extension instance exited with ${code}:\n${errors}`)));
  });
  return { port, process: child };
}

/** A local host (HTTP only) in a process of its own on the mock (test/support/host-process.ts). */
async function startHostProcess(env: Record<string, string>): Promise<{ url: string; process: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-host-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/host-process.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'limits-test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const { url } = JSON.parse(line) as { url?: string };
        if (url) resolve(url);
      } catch {
        /* not the address line */
      }
    });
    child.once('exit', (code) => reject(new Error(`the host exited with ${code}:\n${errors}`)));
  });
  return { url, process: child, dataDir };
}

async function stop(instance: Pick<Instance, 'process'> | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once('exit', resolve));
  instance.process.kill('SIGTERM');
  await exited;
}

/** A login through one instance, from one client address; answers the action's status and error code. */
async function login(instance: Instance, email: string, password: string, clientIp: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`http://127.0.0.1:${instance.port}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': clientIp },
    body: JSON.stringify({ email, password }),
  });
  const response = (await res.json()) as { statusCode: number; body: string };
  const body = JSON.parse(response.body) as { errors?: { code: string }[] };
  return { status: response.statusCode, ...(body.errors?.[0] ? { code: body.errors[0].code } : {}) };
}

/** Five failed logins spread over both instances; the sixth is refused on either, and only for that guesser. */
async function guessAcross([a, b]: [Instance, Instance], email: string) {
  const guesser = '203.0.113.7';
  const statuses: number[] = [];
  for (let i = 0; i < MAX_ATTEMPTS.perAccountAndAddress; i++) statuses.push((await login(i % 2 ? b : a, email, 'wrong-password', guesser)).status);
  expect(statuses).toEqual(Array(MAX_ATTEMPTS.perAccountAndAddress).fill(401));
  expect(await login(a, email, 'wrong-password', guesser)).toEqual({ status: 429, code: 'too_many_attempts' });
  expect(await login(b, email, 'wrong-password', guesser)).toEqual({ status: 429, code: 'too_many_attempts' });
  // Another client address for the same account is not blocked by the guesser's failures.
  expect((await login(b, email, 'wrong-password', '198.51.100.4')).status).toBe(401);
}

let mock: CommercetoolsTestServer;
let ctConfiguration: Record<string, unknown>;

beforeAll(async () => {
  mock = await startCommercetoolsMock('limits-test');
  ctConfiguration = {
    brand: 'hrm',
    commerceBackend: 'commercetools',
    ctpProjectKey: 'limits-test',
    ctpClientId: mock.settings.clientId,
    ctpClientSecret: mock.settings.clientSecret,
    ctpAuthUrl: mock.url,
    ctpApiUrl: mock.url,
    searchAppId: 'APPID00000',
    searchApiKey: 'search-only-key',
  };
}, 60_000);

afterAll(async () => {
  await mock?.close();
});

describe('failed logins counted by every instance together', () => {
  describe('in commercetools custom objects (no other service)', () => {
    const instances: Instance[] = [];
    beforeAll(async () => {
      instances.push(...(await Promise.all([startInstance(ctConfiguration), startInstance(ctConfiguration)])));
    }, 60_000);
    afterAll(async () => {
      await Promise.all(instances.map(stop));
    });

    it('refuses the sixth failed login on either instance', async () => {
      await guessAcross([instances[0]!, instances[1]!], 'victim-ct@example.com');
      const counters = await mock.get<{ results: { key: string; value: { points: number } }[] }>(`/custom-objects/hirmer-rate-limits?limit=100`);
      const tight = counters.results.filter((o) => o.key.startsWith('login-account-address-'));
      expect(tight.map((o) => o.value.points).sort()).toEqual([1, MAX_ATTEMPTS.perAccountAndAddress]);
    }, 60_000);
  });

  describe('in Redis (RATE_LIMIT_REDIS_URL)', () => {
    let redis: RedisTestServer;
    const instances: Instance[] = [];
    beforeAll(async () => {
      redis = await startRedis();
      const configuration = { ...ctConfiguration, rateLimitRedisUrl: redis.url };
      instances.push(...(await Promise.all([startInstance(configuration), startInstance(configuration)])));
    }, 60_000);
    afterAll(async () => {
      await Promise.all(instances.map(stop));
      await redis?.close();
    });

    it('refuses the sixth failed login on either instance, counting in Redis', async () => {
      await guessAcross([instances[0]!, instances[1]!], 'victim-redis@example.com');
      const client = new Redis(redis.url);
      try {
        const keys = await client.keys('login-account-address:*');
        expect(keys.sort()).toEqual([
          'login-account-address:victim-redis@example.com|198.51.100.4',
          'login-account-address:victim-redis@example.com|203.0.113.7',
        ]);
        expect(await client.get('login-account-address:victim-redis@example.com|203.0.113.7')).toBe(String(MAX_ATTEMPTS.perAccountAndAddress));
      } finally {
        client.disconnect();
      }
    }, 60_000);
  });

  describe('by two local hosts on one commercetools project', () => {
    const hosts: Awaited<ReturnType<typeof startHostProcess>>[] = [];
    beforeAll(async () => {
      hosts.push(...(await Promise.all([startHostProcess(mock.env), startHostProcess(mock.env)])));
    }, 120_000);
    afterAll(async () => {
      await Promise.all(hosts.map(stop));
      for (const host of hosts) fs.rmSync(host.dataDir, { recursive: true, force: true });
    });

    it('refuses the sixth failed login on either host', async () => {
      // Both hosts see this test as the client 127.0.0.1.
      const login = async (url: string) =>
        (
          await fetch(`${url}/api/account/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'victim-hosts@example.com', password: 'wrong-password' }),
          })
        ).status;
      const statuses: number[] = [];
      for (let i = 0; i < MAX_ATTEMPTS.perAccountAndAddress; i++) statuses.push(await login(hosts[i % 2]!.url));
      expect(statuses).toEqual(Array(MAX_ATTEMPTS.perAccountAndAddress).fill(401));
      expect([await login(hosts[0]!.url), await login(hosts[1]!.url)]).toEqual([429, 429]);
    }, 60_000);
  });
});
