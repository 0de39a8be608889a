/**
 * Failed-attempt counting for login and reset requests, per account and per client address, in a
 * sliding window. In memory: it protects one process; a production deployment limits at its edge.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;
export const MAX_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 30;

export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly clock: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.clock() - ATTEMPT_WINDOW_MS;
    const list = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    return list;
  }

  isBlocked(key: string, max: number): boolean {
    return this.recent(key).length >= max;
  }

  record(key: string): void {
    this.attempts.set(key, [...this.recent(key), this.clock()]);
  }

  clear(key: string): void {
    this.attempts.delete(key);
  }
}
