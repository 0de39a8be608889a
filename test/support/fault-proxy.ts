import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRng } from '../../extensions/demo-data/random';

/**
 * A fault-injecting HTTP proxy between the commercetools adapter and commercetools-mock, in the test
 * process. Each request draws its fault from the mix (a seeded generator, so a failing run can be
 * repeated):
 *
 * - `latency`: held back `latencyMs`, either before it goes on (it reaches commercetools late, even
 *   after its client gave up) or after commercetools answered (the change is made, the answer late);
 * - `unavailable`: 503 without reaching commercetools;
 * - `resetAfterWrite`: a write goes through, then the client's connection is reset;
 * - `dropAfterWrite`: a write goes through, the answer never comes;
 * - `conflict`: an update is answered 409 ConcurrentModification, as if another writer had been first;
 * - `expireToken`: the request's token is revoked (401 `invalid_token` for it from then on).
 *
 * `settled()` waits until nothing held back is still on its way to commercetools, so that a test
 * reads the final state.
 */
export interface FaultMix {
  latency: number;
  latencyMs: number;
  unavailable: number;
  resetAfterWrite: number;
  dropAfterWrite: number;
  conflict: number;
  expireToken: number;
}

export type Fault = 'none' | 'latency-before' | 'latency-after' | 'unavailable' | 'reset-after-write' | 'drop-after-write' | 'conflict' | 'expired-token';

export interface FaultProxy {
  url: string;
  /** The faults from now on (null: pass everything through). */
  setFaults(mix: FaultMix | null): void;
  /** Revokes every token seen so far (401 `invalid_token` for them from now on). */
  revokeTokens(): void;
  /** Token requests that reached commercetools so far. */
  tokenRequests(): number;
  /** How many requests met which fault since the start (or the last reset). */
  counts(): Record<Fault, number>;
  resetCounts(): void;
  /** Resolves when no request the proxy holds or forwards is still on its way. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The issue's mix at full scale (9 s latency on one request in three, 503 on one in four, ...). */
export const ISSUE_FAULT_MIX: FaultMix = {
  latency: 1 / 3,
  latencyMs: 9_000,
  unavailable: 1 / 4,
  resetAfterWrite: 0.08,
  dropAfterWrite: 0.08,
  conflict: 0.08,
  expireToken: 0.015,
};

/** The same mix with its latency scaled to a shortened budget: held requests outlast the budget as 9 s outlast 7 s. */
export function faultMixFor(budgetMs: number, base: FaultMix = ISSUE_FAULT_MIX): FaultMix {
  return { ...base, latencyMs: Math.round((budgetMs * 9) / 7) };
}

const FAULTS: Fault[] = ['none', 'latency-before', 'latency-after', 'unavailable', 'reset-after-write', 'drop-after-write', 'conflict', 'expired-token'];

export async function startFaultProxy(upstream: string, options: { seed?: number } = {}): Promise<FaultProxy> {
  const target = new URL(upstream);
  const random = createRng(options.seed ?? 34).next;
  let mix: FaultMix | null = null;
  const counts = Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>;
  const revoked = new Set<string>();
  const seen = new Set<string>();
  let tokens = 0;
  let pending = 0;
  let waiters: (() => void)[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const open = new Set<http.ServerResponse>();

  const hold = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    pending++;
    try {
      return await work();
    } finally {
      pending--;
      if (!pending) {
        const ready = waiters;
        waiters = [];
        for (const w of ready) w();
      }
    }
  };

  function forward(req: http.IncomingMessage, body: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const out = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  const reply = (res: http.ServerResponse, status: number, payload: unknown, headers: http.OutgoingHttpHeaders = {}) => {
    if (res.destroyed || res.writableEnded) return;
    const text = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
    const { 'content-length': _length, 'transfer-encoding': _encoding, connection: _connection, ...rest } = headers;
    res.writeHead(status, { 'content-type': 'application/json', ...rest });
    res.end(text);
  };

  function draw(req: http.IncomingMessage, body: Buffer): Fault {
    if (!mix) return 'none';
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    const token = req.url?.startsWith('/oauth/');
    let update = false;
    if (write && !token && body.length) {
      try {
        update = typeof (JSON.parse(body.toString('utf8')) as { version?: unknown }).version === 'number';
      } catch {
        update = false;
      }
    }
    const options: [Fault, number][] = [
      ['latency-before', mix.latency / 2],
      ['latency-after', mix.latency / 2],
      ['unavailable', mix.unavailable],
      ['reset-after-write', write && !token ? mix.resetAfterWrite : 0],
      ['drop-after-write', write && !token ? mix.dropAfterWrite : 0],
      ['conflict', update && !req.url?.includes('/custom-objects') ? mix.conflict : 0],
      ['expired-token', token ? 0 : mix.expireToken],
    ];
    let r = random();
    for (const [fault, share] of options) {
      if (r < share) return fault;
      r -= share;
    }
    return 'none';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
      if (bearer) seen.add(bearer);
      if (req.url?.startsWith('/oauth/')) tokens++;
      if (bearer && revoked.has(bearer)) {
        reply(res, 401, {
          statusCode: 401,
          message: 'invalid_token',
          errors: [{ code: 'invalid_token', message: 'The token is revoked.' }],
          error: 'invalid_token',
        });
        return;
      }
      const fault = draw(req, body);
      counts[fault]++;
      void track(async () => {
        switch (fault) {
          case 'unavailable':
            return reply(res, 503, { statusCode: 503, message: 'Service Unavailable', errors: [{ code: 'ServiceUnavailable', message: 'Injected.' }] });
          case 'expired-token':
            if (bearer) revoked.add(bearer);
            return reply(res, 401, {
              statusCode: 401,
              message: 'invalid_token',
              errors: [{ code: 'invalid_token', message: 'The token expired.' }],
              error: 'invalid_token',
            });
          case 'conflict': {
            const version = (JSON.parse(body.toString('utf8')) as { version: number }).version;
            return reply(res, 409, {
              statusCode: 409,
              message: 'Object has a different version than expected.',
              errors: [{ code: 'ConcurrentModification', message: 'Object has a different version than expected.', currentVersion: version + 1 }],
            });
          }
          case 'latency-before': {
            // The request sits in the network: it reaches commercetools late, whether its client still waits or not.
            await hold(mix?.latencyMs ?? 0);
            const answer = await forward(req, body).catch(() => null);
            return answer ? reply(res, answer.status, answer.body, answer.headers) : reply(res, 502, { statusCode: 502, message: 'Bad gateway' });
          }
          case 'latency-after': {
            const answer = await forward(req, body).catch(() => null);
            await hold(mix?.latencyMs ?? 0);
            return answer ? reply(res, answer.status, answer.body, answer.headers) : reply(res, 502, { statusCode: 502, message: 'Bad gateway' });
          }
          case 'reset-after-write':
            await forward(req, body).catch(() => null);
            res.socket?.destroy();
            return;
          case 'drop-after-write':
            await forward(req, body).catch(() => null);
            // No answer: the client waits until it gives up (the connection is closed at close()).
            open.add(res);
            return;
          default: {
            const answer = await forward(req, body).catch(() => null);
            return answer ? reply(res, answer.status, answer.body, answer.headers) : reply(res, 502, { statusCode: 502, message: 'Bad gateway' });
          }
        }
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setFaults(next) {
      mix = next;
    },
    revokeTokens() {
      for (const token of seen) revoked.add(token);
    },
    tokenRequests: () => tokens,
    counts: () => ({ ...counts }),
    resetCounts() {
      for (const f of FAULTS) counts[f] = 0;
    },
    settled: () => (pending ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const res of open) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
