import type { $ZodType, output } from 'zod/v4/core';
import { STORAGE_PREFIX } from '../config/constants';

/**
 * Local storage with the shop's key prefix (storage_), an optional time-to-live and a schema check
 * on read: stored data from an older release or a tampering user is dropped, never trusted.
 * Safe to call on the server (answers null) and when storage is blocked. The check is a zod schema
 * or, for values read on every page, a type guard (src/state/checks.ts): a zod import in the first
 * load costs about 20 KB gzip.
 */
interface Envelope {
  v: unknown;
  /** Expiry as epoch milliseconds. */
  e?: number;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function storageKey(key: string): string {
  return `${STORAGE_PREFIX}${key}`;
}

export function readStored<T>(key: string, check: (value: unknown) => value is T, now?: number): T | null;
export function readStored<S extends $ZodType>(key: string, schema: S, now?: number): output<S> | null;
export function readStored(key: string, check: $ZodType | ((value: unknown) => boolean), now = Date.now()): unknown {
  const store = storage();
  const raw = store?.getItem(storageKey(key));
  if (!raw) return null;
  try {
    const envelope = JSON.parse(raw) as Envelope;
    if (envelope.e !== undefined && envelope.e < now) {
      store!.removeItem(storageKey(key));
      return null;
    }
    if (typeof check === 'function') return check(envelope.v) ? envelope.v : null;
    const parsed = (check as unknown as { safeParse(value: unknown): { success: boolean; data?: unknown } }).safeParse(envelope.v);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, ttlSeconds?: number, now = Date.now()): void {
  const envelope: Envelope = { v: value, ...(ttlSeconds ? { e: now + ttlSeconds * 1000 } : {}) };
  try {
    storage()?.setItem(storageKey(key), JSON.stringify(envelope));
  } catch {
    // Storage full or blocked: the shop works without the cache.
  }
}

export function removeStored(key: string): void {
  storage()?.removeItem(storageKey(key));
}
