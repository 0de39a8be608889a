import { BackendUnavailableError, detached, requestScope, settling, withinRequest } from '../../services/request-scope';
import { ACTION_TIME_BUDGET_MS } from '../../../src/config/constants';
import { ctErrorOf } from './client';

/**
 * A change to a versioned commercetools resource (cart, shopping list, customer), applied exactly
 * once although answers get lost and requests are sent again (http.ts), and although others write
 * to the same resource.
 *
 * The change and its id go into ONE update: the update actions, and the id appended to the
 * resource's `requests` custom field (the last REQUESTS_KEPT ids). commercetools applies all of an
 * update's actions or none, at the version the change was computed on:
 *
 * - an answer → done;
 * - 409 (the version moved) → read the resource: our id there → it landed (an earlier copy whose
 *   answer was lost); otherwise someone else changed it → compute the change again on what is there;
 * - the id is there before we start → a repeated request (the browser's retry): nothing is written
 *   (unless it was taken back since, `~id`: then the repeated request applies it);
 * - no answer at all by the time writes stop (`uncertain`) → settle: write the id as cancelled
 *   (`!id`) at the same version. If that lands, the lost change can never land any more (its version
 *   is gone) and the shopper gets a 503 that is true; if it meets a 409, the read tells whether the
 *   change landed (then the answer is a success).
 */

/** Name of the custom field holding the ids of the last changes (carts, orders, shopping lists, customers). */
export const REQUESTS_FIELD = 'requests';
/** How many change ids a resource keeps (a browser's retry comes within seconds). */
export const REQUESTS_KEPT = 20;

export interface Versioned {
  id: string;
  version: number;
  custom?: { fields?: Record<string, unknown> } | undefined;
}

/** Ids of the changes a resource carries (`!id`: a change cancelled while its answer was lost). */
export function requestsOf(resource: Versioned | null | undefined): string[] {
  const raw = resource?.custom?.fields?.[REQUESTS_FIELD];
  if (typeof raw !== 'string') return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the change `id` is in the resource: its id is there, and not taken back (`~id`) since. */
export function hasLanded(resource: Versioned | null | undefined, id: string): boolean {
  const requests = requestsOf(resource);
  return requests.lastIndexOf(id) > requests.lastIndexOf(`~${id}`);
}

/** The list with `id` appended (oldest dropped). */
export function withRequest(resource: Versioned | null | undefined, id: string): string {
  return JSON.stringify([...requestsOf(resource).filter((r) => r !== id), id].slice(-REQUESTS_KEPT));
}

export const isConflict = (error: unknown) => ctErrorOf(error)?.status === 409;

/** A change: its update actions and the custom fields it sets (the marker joins those). */
export interface Change<A> {
  actions?: A[];
  fields?: Record<string, string>;
}

export interface WriteOnce<R extends Versioned, A> {
  /** The change's id (writeId()). */
  id: string;
  /** The resource as last read (the caller's read saves a request). */
  current: R;
  /** Reads the resource again (by id). */
  read(): Promise<R>;
  /** The change on this state; nothing in it: nothing to do. Throws DomainError for a change the rules refuse. */
  plan(current: R): Promise<Change<A>> | Change<A>;
  /** The update actions that set custom fields (the resource's custom type first when it has none). */
  custom(current: R, fields: Record<string, string>): A[];
  /** POSTs the update at `current.version`. */
  send(current: R, actions: A[]): Promise<R>;
  /**
   * The change that takes `sent` back, on the resource as it is now: used when the change landed
   * although the action had to answer 503 (its outcome was learnt only afterwards). Without it, such
   * a change stays and is logged.
   */
  undo?(now: R, sent: Change<A>, before: R): Promise<Change<A>> | Change<A>;
  /** Whether the change is in the resource already (default: its id is, see hasLanded). */
  landed?(resource: R): boolean;
}

export async function writeOnce<R extends Versioned, A>(write: WriteOnce<R, A>): Promise<R> {
  let current = write.current;
  // The same change repeated (the browser's retry) while the settlement of an earlier try still runs
  // here: its outcome (kept, or taken back) is waited for, then the change is looked at afresh.
  const pending = laterById.get(write.id);
  if (pending) {
    await untilDeadline(pending);
    current = await write.read();
  }
  /** The change last sent, on the state it was computed on, while its outcome is not known. */
  let open: { at: R; change: Change<A> } | null = null;
  try {
    const landed = write.landed ?? ((resource: R) => hasLanded(resource, write.id));
    for (;;) {
      if (landed(current)) return current;
      const change = await write.plan(current);
      const { actions = [], fields = {} } = change;
      if (!actions.length && !Object.keys(fields).length) return current;
      open = { at: current, change };
      try {
        return await write.send(current, [...actions, ...write.custom(current, { ...fields, [REQUESTS_FIELD]: withRequest(current, write.id) })]);
      } catch (error) {
        if (isConflict(error)) {
          // Whether the change landed (a copy whose answer was lost) decides the answer: read it as a settling read.
          current = await settling(() => write.read());
          continue;
        }
        if (error instanceof BackendUnavailableError && error.uncertain) return await settle(write, current);
        if (!(error instanceof BackendUnavailableError)) open = null;
        throw error;
      }
    }
  } catch (error) {
    // The action answers 503 while a change it sent may have landed: settled after the answer (taken back if it did).
    if (open && error instanceof BackendUnavailableError) settleLater(write, open.at, open.change);
    throw error;
  }
}

/** Settlements still running after their actions answered (awaited by close() and by tests), by change id. */
const later = new Set<Promise<void>>();
const laterById = new Map<string, Promise<void>>();

/** Waits for the settlement of an earlier try of change `id` running here (if any), within the action's deadline. */
export async function afterEarlierTry(id: string): Promise<void> {
  const pending = laterById.get(id);
  if (pending) await untilDeadline(pending);
}

/** Waits for `work`, but not past the running action's deadline (then the action answers 503). */
async function untilDeadline(work: Promise<void>): Promise<void> {
  const scope = requestScope();
  if (!scope) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const over = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BackendUnavailableError('an earlier try of this change is still being settled')),
      Math.max(0, scope.deadline - Date.now()),
    );
  });
  try {
    await Promise.race([work, over]);
  } finally {
    clearTimeout(timer);
  }
}
/** How long a settlement after the answer keeps trying, and its pause between tries. */
const LATER_LIMIT_MS = 120_000;
const LATER_PAUSE_MS = 250;

/** Changes that landed although their action answered 503 and that cannot be taken back (by request id). */
const kept: string[] = [];

/** Reports a change that landed although its action answered 503 and cannot be taken back: for the operator's log. */
export function keptAfter503(id: string): void {
  kept.push(id);
  console.error(`[commercetools] change ${id} landed after its action answered 503; it cannot be taken back`);
}

/** The ids of changes reported by keptAfter503 (tests). */
export function changesKeptAfter503(): readonly string[] {
  return kept;
}

/** Resolves when every settlement started so far has ended. */
export async function settledLater(): Promise<void> {
  while (later.size) await Promise.allSettled([...later]);
}

/**
 * A change the action answered 503 for, while it may have landed: outside the action, without its
 * deadline, the change is fenced at the version it was sent on (then it cannot land any more) or,
 * when it landed, taken back once (`undo`, its own id `~id`), so that the 503 stays true.
 */
function settleLater<R extends Versioned, A>(write: WriteOnce<R, A>, at: R, change: Change<A>): void {
  afterAnswer(`change ${write.id}`, write.id, async () => {
    try {
      await write.send(at, write.custom(at, { [REQUESTS_FIELD]: withRequest(at, `!${write.id}`) }));
      return true;
    } catch (error) {
      if (!isConflict(error)) throw error;
    }
    const now = await write.read();
    if (!hasLanded(now, write.id)) {
      // Moved on (cancelled, or changed by someone else): the change, at the old version, cannot land.
      return now.version !== at.version;
    }
    if (!write.undo) {
      keptAfter503(write.id);
      return true;
    }
    const undo = write.undo;
    // Taken back once: done as soon as the change is no longer in (its `~id` after its id).
    await writeOnce<R, A>({
      ...write,
      id: `~${write.id}`,
      current: now,
      plan: (state) => undo(state, change, at),
      undo: undefined,
      landed: (state) => !hasLanded(state, write.id),
    });
    console.warn(`[commercetools] change ${write.id} landed after its action answered 503; it was taken back`);
    return true;
  });
}

/**
 * Work that goes on after the action answered, outside its scope and deadline: `step` is tried
 * until it says it is done (true), for at most LATER_LIMIT_MS (then the still unknown outcome is
 * logged). A try that fails (an outage, a conflict with another writer) is followed by another.
 */
export function afterAnswer(name: string, id: string, step: () => Promise<boolean>): void {
  // Each try gets a budget of its own, like the action's: its requests are sent and given up at the same pace.
  const budgetMs = requestScope()?.budgetMs ?? ACTION_TIME_BUDGET_MS;
  const task = detached(async () => {
    const until = Date.now() + LATER_LIMIT_MS;
    let lastError: unknown = null;
    while (Date.now() < until) {
      try {
        if (await withinRequest({ deadline: Date.now() + budgetMs, budgetMs, requestId: id, settling: true }, step)) return;
      } catch (error) {
        // Tried again: an outage, or a conflict with another writer (the next try reads afresh).
        lastError = error;
      }
      await new Promise((r) => setTimeout(r, LATER_PAUSE_MS));
    }
    console.error(`[commercetools] ${name}: its outcome is still unknown after ${LATER_LIMIT_MS} ms`, lastError);
  });
  later.add(task);
  laterById.set(id, task);
  void task.finally(() => {
    later.delete(task);
    if (laterById.get(id) === task) laterById.delete(id);
  });
}

/** What a look at the resource tells about a write sent without any answer. */
export type Verdict<T> = { landed: T } | 'cancelled' | 'open';

/**
 * Settles a write whose copies all went unanswered: `fence` makes a change at the same version that
 * marks the write cancelled (after it, the lost copies cannot land), while `look` reads the
 * resource again and again; whichever tells first decides. Resolves with what the write made when
 * it landed; rejects with BackendUnavailableError, not `uncertain` when it certainly did not land.
 */
export async function settleLost<T>(spec: {
  fence: () => Promise<unknown>;
  look: () => Promise<Verdict<T>>;
  pauseMs: number;
  /** Started when the outcome is still unknown at the deadline: settles it after the answer. */
  later?: () => void;
}): Promise<T> {
  try {
    return await settling(() => settleNow(spec));
  } catch (error) {
    if (error instanceof BackendUnavailableError && error.uncertain) spec.later?.();
    throw error;
  }
}

function settleNow<T>(spec: { fence: () => Promise<unknown>; look: () => Promise<Verdict<T>>; pauseMs: number }): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    let failures = 0;
    const finish = (act: () => void) => {
      if (done) return;
      done = true;
      act();
    };
    const cancelled = () => finish(() => reject(new BackendUnavailableError('commercetools did not answer the change in time; it was cancelled')));
    const judge = (verdict: Verdict<T>) => {
      if (verdict === 'cancelled') cancelled();
      else if (verdict !== 'open') finish(() => resolve(verdict.landed));
      return verdict;
    };
    const failed = (error: unknown) => {
      if (++failures < 2) return;
      finish(() =>
        reject(error instanceof BackendUnavailableError ? new BackendUnavailableError(`the outcome of a change is unknown: ${error.message}`, true) : error),
      );
    };
    void (async () => {
      for (;;) {
        try {
          await spec.fence();
          return cancelled();
        } catch (error) {
          if (!isConflict(error)) return failed(error);
        }
        // The version moved: by the write (the look finds it) or by someone else (then it cannot land).
        // A conflict that moved nothing (the look finds it open) is fenced again.
        try {
          if (judge(await spec.look()) !== 'open' || done) return;
        } catch (error) {
          return failed(error);
        }
      }
    })();
    void (async () => {
      while (!done) {
        try {
          if (judge(await spec.look()) !== 'open') return;
        } catch (error) {
          return failed(error);
        }
        await new Promise((r) => setTimeout(r, spec.pauseMs));
      }
    })();
  });
}

/** The write at `current.version` went out and no answer came back: make its outcome known. */
function settle<R extends Versioned, A>(write: WriteOnce<R, A>, current: R): Promise<R> {
  return settleLost<R>({
    fence: () => write.send(current, write.custom(current, { [REQUESTS_FIELD]: withRequest(current, `!${write.id}`) })),
    look: async () => {
      const now = await write.read();
      if (hasLanded(now, write.id)) return { landed: now };
      // Moved on (by our mark, or by someone else's change): the lost copies, at the old version, cannot land.
      return now.version !== current.version ? 'cancelled' : 'open';
    },
    pauseMs: settlePause(),
  });
}

/** Pause between looks while settling: a share of the action's budget. */
export function settlePause(): number {
  return (requestScope()?.budgetMs ?? 7_000) / 40;
}
