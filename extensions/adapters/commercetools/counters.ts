import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { CounterFactory, CounterOptions } from '../shared/limits';
import { CONTAINERS } from './model';
import { hashedKey, type CustomObjects } from './custom-objects';

/** One counter as a custom object: the points spent and when the window ends (null: never). */
export interface CounterDoc {
  points: number;
  expiresAt: number | null;
}

/**
 * A rate-limiter-flexible store on commercetools custom objects, so every instance of the
 * extension counts in one place without another service. A counter is one object (container
 * `hirmer-rate-limits`, key: the limiter's name and the hash of the counted key); each change is a
 * read and a write with the read version, started over when another instance wrote in between
 * (CustomObjects.update). A counter whose window has ended counts as absent and is overwritten by
 * the next attempt.
 */
export class RateLimiterCustomObjects extends RateLimiterStoreAbstract {
  private readonly clock: () => number;
  private readonly store: CustomObjects;

  constructor(options: CounterOptions & { storeClient: CustomObjects; clock?: () => number }) {
    super({ ...options, insuranceLimiter: new RateLimiterMemory(options) });
    this.store = options.storeClient;
    this.clock = options.clock ?? Date.now;
  }

  /** Custom-object keys allow [-_~.a-zA-Z0-9]: the counted key (an email, an address) goes in hashed. */
  private objectKey(rlKey: string): string {
    return `${this.keyPrefix}-${hashedKey(rlKey)}`;
  }

  private live(doc: CounterDoc | null | undefined): CounterDoc | null {
    return doc && (doc.expiresAt === null || doc.expiresAt > this.clock()) ? doc : null;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, doc: CounterDoc): RateLimiterRes {
    const msBeforeNext = doc.expiresAt === null ? -1 : Math.max(doc.expiresAt - this.clock(), 0);
    return new RateLimiterRes(Math.max(this.points - doc.points, 0), msBeforeNext, doc.points, doc.points === changedPoints);
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<CounterDoc> {
    return this.logged(() =>
      this.store.update<CounterDoc, CounterDoc>(CONTAINERS.rateLimits, this.objectKey(rlKey), (current) => {
        const live = this.live(current);
        const next: CounterDoc =
          forceExpire || !live
            ? { points, expiresAt: msDuration > 0 ? this.clock() + msDuration : null }
            : { points: live.points + points, expiresAt: live.expiresAt };
        return { value: next, result: next };
      }),
    );
  }

  async _get(rlKey: string): Promise<CounterDoc | null> {
    return this.logged(async () => this.live((await this.store.get<CounterDoc>(CONTAINERS.rateLimits, this.objectKey(rlKey)))?.value));
  }

  async _delete(rlKey: string): Promise<boolean> {
    return this.logged(() => this.store.remove(CONTAINERS.rateLimits, this.objectKey(rlKey)));
  }

  /** A failing store is reported; rate-limiter-flexible then counts in this process (the insurance limiter). */
  private async logged<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      console.error(`[limits] the commercetools counter store failed (${this.keyPrefix}); counting in this process meanwhile:`, error);
      throw error;
    }
  }
}

/** Counters in the project's custom objects. */
export function customObjectCounters(objects: CustomObjects): CounterFactory {
  return (options) => new RateLimiterCustomObjects({ ...options, storeClient: objects });
}
