import type * as z from 'zod';
import { STORAGE_PREFIX } from '../config/constants';

/**
 * Local storage with the shop's key prefix (storage_), an optional time-to-live and a schema check
 * on read: stored data from an older release or a tampering user is dropped, never trusted.
 * Safe to call on the server (answers null) and when storage is blocked.
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

export function readStored<S extends z.ZodType>(key: string, schema: S, now = Date.now()): z.output<S> | null {
  const store = storage();
  const raw = store?.getItem(storageKey(key));
  if (!raw) return null;
  try {
    const envelope = JSON.parse(raw) as Envelope;
    if (envelope.e !== undefined && envelope.e < now) {
      store!.removeItem(storageKey(key));
      return null;
    }
    const parsed = schema.safeParse(envelope.v);
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
