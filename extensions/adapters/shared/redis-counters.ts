import { Redis } from 'ioredis';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import type { CounterFactory } from './limits';

/** A counter call waits this long for Redis before the process counts on its own (the insurance limiter). */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** An unreachable Redis is reported at most this often. */
const REPORT_EVERY_MS = 60_000;

/**
 * Counters in Redis (`RATE_LIMIT_REDIS_URL`, e.g. `redis://:password@host:6379/0`; `rediss://` for
 * TLS): rate-limiter-flexible's Redis store on one ioredis connection per URL. While Redis is
 * unreachable every instance counts in its own memory and the outage is logged.
 */
export function redisCounters(url: string): { counters: CounterFactory; close(): Promise<void> } {
  const client = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // A fresh instance's first counts wait for the connection, at most the command timeout: counting
    // is not worth keeping a shopper waiting longer.
    enableOfflineQueue: true,
  });
  let reported = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - reported < REPORT_EVERY_MS) return;
    reported = Date.now();
    console.error(`[limits] Redis at ${new URL(url).host} failed; counting in this process meanwhile: ${error.message}`);
  });
  return {
    counters: (options) => new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) }),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
