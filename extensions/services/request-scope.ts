import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/**
 * What every backend call of one action runs within, carried by the request (not by each port's
 * arguments): the moment the action must have its answer by (its time budget, see
 * ACTION_TIME_BUDGET_MS), and the id of the shopper's change, so that a change sent twice (a retry
 * after a lost answer, the browser's own retry of a timed-out call) is applied once.
 *
 * The action wrapper (extensions/lib/action.ts) opens the scope; the commercetools client reads the
 * deadline for every request it sends, and the adapters mark their writes with the request id.
 */
export interface RequestScope {
  /** Epoch milliseconds: no backend request runs past it. */
  deadline: number;
  /** The budget the deadline was set from (milliseconds), for the share of it that writes may use. */
  budgetMs: number;
  /** Id of the shopper's change: the browser's (query `requestId`) or one per action invocation. */
  requestId: string;
  /**
   * Set while settling a write whose answer was lost: its requests may use the budget to its end
   * and are sent several at once (extensions/adapters/commercetools/write-once.ts).
   */
  settling?: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** A request id the browser may send: letters, digits, `-` and `_`, 8 to 64 characters. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function newRequestId(): string {
  return randomBytes(12).toString('base64url');
}

/** Runs `task` within a scope: every backend call it makes sees the deadline and the request id. */
export function withinRequest<T>(scope: RequestScope, task: () => Promise<T>): Promise<T> {
  return storage.run(scope, task);
}

/** Runs `task` in the running scope marked as settling a lost write. */
export function settling<T>(task: () => Promise<T>): Promise<T> {
  const scope = storage.getStore();
  return scope ? storage.run({ ...scope, settling: true }, task) : task();
}

/** Runs `task` outside any request scope (work that goes on after the action answered). */
export function detached<T>(task: () => Promise<T>): Promise<T> {
  return storage.exit(task);
}

/** The scope of the running action, or null outside one (scripts, data sources). */
export function requestScope(): RequestScope | null {
  return storage.getStore() ?? null;
}

/**
 * The id that marks one write of the running action. An action writing twice to the same resource
 * names each write (`step`), so that the second is not taken for a replay of the first.
 */
export function writeId(step?: string): string {
  const base = requestScope()?.requestId ?? newRequestId();
  return step ? `${base}.${step}` : base;
}

/**
 * The backend did not answer within the action's time budget (or answered only with failures):
 * the action answers 503 `backend_unavailable`. `uncertain` says a write was sent whose outcome
 * could not be learned; the adapters turn that into a known outcome before they give up (see
 * extensions/adapters/commercetools/write-once.ts).
 */
export class BackendUnavailableError extends Error {
  constructor(
    message: string,
    readonly uncertain = false,
  ) {
    super(message);
    this.name = 'BackendUnavailableError';
  }
}
