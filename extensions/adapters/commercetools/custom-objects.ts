import { createHash } from 'node:crypto';
import type { CtApi } from './client';
import { ct, ctErrorCodes, isNotFound, literal } from './client';
import { DomainError } from '../../services/owner';
import { requestScope, type RequestScope } from '../../services/request-scope';

/** Custom-object keys allow [-_~.a-zA-Z0-9]: emails and tokens go in hashed (and so stay out of plain sight). */
export function hashedKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
}

export interface Stored<T> {
  key: string;
  value: T;
  version: number;
  createdAt: string;
}

const PAGE = 500;
const UPDATE_ATTEMPTS = 4;
/** Objects read in one query at most. */
const READ_BATCH = 50;

interface PendingGet {
  container: string;
  key: string;
  resolve(found: Stored<unknown> | null): void;
  reject(error: unknown): void;
}

const idOf = (container: string, key: string) => `${container}\u0000${key}`;

/**
 * A small document store on commercetools custom objects, for the ports that commercetools has no
 * resource for (logins, loyalty cards, newsletter, reservations ...). Writes of a read value carry
 * its version: two requests changing one document cannot both win; the loser reads again.
 */
export class CustomObjects {
  constructor(private readonly api: CtApi) {}

  /** Reads asked for in the same turn of the event loop, per action (they share its deadline): sent as one query. */
  private readonly pending = new Map<RequestScope | null, PendingGet[]>();
  /** Objects an action has read as absent and not written since: deleting one needs no request. */
  private readonly absent = new WeakMap<RequestScope, Set<string>>();

  /**
   * One object, or null. The reads an action starts together (the counters of a login attempt,
   * the gift cards of a cart) go out as one query.
   */
  get<T>(container: string, key: string): Promise<Stored<T> | null> {
    const scope = requestScope();
    return new Promise<Stored<unknown> | null>((resolve, reject) => {
      let batch = this.pending.get(scope);
      if (!batch) {
        batch = [];
        this.pending.set(scope, batch);
        setImmediate(() => {
          this.pending.delete(scope);
          void this.read(scope, batch!);
        });
      }
      batch.push({ container, key, resolve, reject });
    }) as Promise<Stored<T> | null>;
  }

  private async read(scope: RequestScope | null, batch: PendingGet[]): Promise<void> {
    try {
      const found = new Map<string, Stored<unknown>>();
      if (batch.length === 1) {
        const one = await this.getOne(batch[0]!.container, batch[0]!.key);
        if (one) found.set(idOf(batch[0]!.container, batch[0]!.key), one);
      } else {
        // In queries of at most READ_BATCH objects (commercetools caps predicates at some kilobytes), one after another.
        for (let i = 0; i < batch.length; i += READ_BATCH) {
          const part = batch.slice(i, i + READ_BATCH);
          const byContainer = new Map<string, Set<string>>();
          for (const { container, key } of part) byContainer.set(container, (byContainer.get(container) ?? new Set()).add(key));
          const where = [...byContainer]
            .map(([container, keys]) => `(container = ${literal(container)} and key in (${[...keys].map(literal).join(', ')}))`)
            .join(' or ');
          const page = await ct(() =>
            this.api
              .customObjects()
              .get({ queryArgs: { where, limit: part.length, withTotal: false } })
              .execute(),
          );
          for (const o of page.results) found.set(idOf(o.container, o.key), { key: o.key, value: o.value, version: o.version, createdAt: o.createdAt });
        }
      }
      for (const { container, key, resolve } of batch) {
        const hit = found.get(idOf(container, key)) ?? null;
        if (!hit && scope) this.absentIn(scope).add(idOf(container, key));
        resolve(hit);
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  private absentIn(scope: RequestScope): Set<string> {
    let set = this.absent.get(scope);
    if (!set) this.absent.set(scope, (set = new Set()));
    return set;
  }

  private async getOne(container: string, key: string): Promise<Stored<unknown> | null> {
    try {
      const o = await ct(() => this.api.customObjects().withContainerAndKey({ container, key }).get().execute());
      return { key: o.key, value: o.value, version: o.version, createdAt: o.createdAt };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Writes a value; with `version` only if the stored one is still that version (0: only if absent). */
  async put<T>(container: string, key: string, value: T, version?: number): Promise<Stored<T>> {
    const scope = requestScope();
    if (scope) this.absent.get(scope)?.delete(idOf(container, key));
    const o = await ct(() =>
      this.api
        .customObjects()
        .post({ body: { container, key, value, ...(version !== undefined ? { version } : {}) } })
        .execute(),
    );
    return { key: o.key, value: o.value as T, version: o.version, createdAt: o.createdAt };
  }

  async remove(container: string, key: string): Promise<boolean> {
    // Read as absent by this action and not written since: nothing to delete.
    const scope = requestScope();
    if (scope && this.absent.get(scope)?.has(idOf(container, key))) return false;
    try {
      await ct(() => this.api.customObjects().withContainerAndKey({ container, key }).delete().execute());
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Every object of a container (optionally filtered by a `where` on `value(...)`), oldest first. */
  async list<T>(container: string, where?: string): Promise<Stored<T>[]> {
    const out: Stored<T>[] = [];
    let lastId: string | null = null;
    for (;;) {
      const page = await ct(() =>
        this.api
          .customObjects()
          .get({
            queryArgs: {
              where: [`container = ${literal(container)}`, ...(where ? [where] : []), ...(lastId ? [`id > ${literal(lastId)}`] : [])],
              sort: 'id asc',
              limit: PAGE,
              withTotal: false,
            },
          })
          .execute(),
      );
      for (const o of page.results) out.push({ key: o.key, value: o.value as T, version: o.version, createdAt: o.createdAt });
      if (page.results.length < PAGE) break;
      lastId = page.results[page.results.length - 1]!.id;
    }
    return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /**
   * Read, change, write with the read version; a concurrent change makes it start over. `change`
   * returns the new value, `null` to delete, or `undefined` to leave the object as it is.
   */
  async update<T, R = T | null>(container: string, key: string, change: (current: T | null) => { value: T | null | undefined; result: R }): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      const current = await this.get<T>(container, key);
      const { value, result } = change(current?.value ?? null);
      try {
        if (value === undefined) return result;
        if (value === null) {
          if (current) await this.remove(container, key);
          return result;
        }
        await this.put(container, key, value, current?.version ?? 0);
        return result;
      } catch (error) {
        const conflict = error instanceof DomainError ? error.code === 'busy' : ctErrorCodes(error).includes('ConcurrentModification');
        if (!conflict || attempt >= UPDATE_ATTEMPTS) throw error;
      }
    }
  }
}
