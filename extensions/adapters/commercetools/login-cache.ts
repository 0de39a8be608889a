/** The most customers whose logins an instance keeps; the longest unseen go first. */
export const LOGIN_CACHE_ENTRIES = 10_000;

interface Entry<T> {
  version: number;
  /** null: nothing to answer from (forgotten while a change was under way, see `forget`). */
  value: T | null;
  at: number;
}

/**
 * What an instance last read of each customer's logins, with the customer's version: a session's
 * check is answered from it for `ttlMs` after the read (LOGIN_CHECK_CACHE_MS). An answer of an
 * older version than the one kept never replaces it (a read overtaken by this instance's own
 * write), so the instance that ended a login answers from its write's answer at once; another
 * instance reads the customer again at most `ttlMs` after its last read. `ttlMs` 0 keeps nothing.
 */
export class LoginCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
    private readonly max = LOGIN_CACHE_ENTRIES,
  ) {}

  /** A customer as a read or write answered it at `version`; null: the customer is gone. */
  seen(id: string, version: number, value: T | null): void {
    const had = this.entries.get(id);
    if (value === null) {
      this.entries.delete(id);
      return;
    }
    if (this.ttlMs <= 0 || (had && had.version > version)) return;
    this.entries.delete(id);
    this.entries.set(id, { version, value, at: this.clock() });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * Before a change of the logins sent at `version`: nothing is answered from the cache, and no
   * answer of that version or older is kept afterwards, until the change's answer (or a later
   * read) brings a newer one.
   */
  forget(id: string, version: number): void {
    this.entries.delete(id);
    if (this.ttlMs > 0) this.entries.set(id, { version: version + 1, value: null, at: -Infinity });
  }

  /** The value read less than `ttlMs` ago, if any. */
  fresh(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry || entry.value === null || this.clock() - entry.at >= this.ttlMs) return undefined;
    return entry.value;
  }
}
