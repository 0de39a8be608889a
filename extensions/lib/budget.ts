import type { Request, Response } from '@frontastic/extension-types';
import { BackendUnavailableError, newRequestId, REQUEST_ID_PATTERN, withinRequest } from '../services/request-scope';
import { ACTION_TIME_BUDGET_MS } from '../../src/config/constants';
import type { Language } from '../../src/config/languages';
import { errorMessage } from './error-messages';

/**
 * The time budget of one call of the extension (ACTION_TIME_BUDGET_MS, setting `actionTimeBudgetMs`):
 * an action, a data source or the dynamic page handler answers within it, whatever the backend does.
 * Its backend calls run within a request scope whose deadline ends a little before the budget
 * (ANSWER_SHARE is left to build the answer); if the handler still has not answered when the budget
 * is over, an action's shopper gets the 503 anyway, a data source answers what it has without the
 * backend, and the dynamic page handler fails as `BackendUnavailableError` (extensions/request-context.ts).
 */

/** Share of the budget kept for building the answer after the last backend call. */
const ANSWER_SHARE = 0.05;

/** The shopper's change id from the query (`?requestId=`), else a new one for this invocation. */
export function requestIdOf(request: Request): string {
  const given = request.query?.requestId;
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : newRequestId();
}

/** The query without the request id (the actions' query schemas do not know it). */
export function queryOf(request: Request): Record<string, unknown> {
  const { requestId: _requestId, ...query } = (request.query ?? {}) as Record<string, unknown>;
  return query;
}

export function backendUnavailable(language: Language): Response {
  return {
    statusCode: 503,
    body: JSON.stringify({ success: false, errors: [{ code: 'backend_unavailable', message: errorMessage('backend_unavailable', language) }] }),
  };
}

/**
 * Runs `work` within a time budget: its backend calls see a deadline a little before the budget's end
 * (ANSWER_SHARE is left to build the answer), and if it has not settled when the budget is over,
 * the answer is `overrun()` (which may throw). `label` names the call in the log.
 */
export async function withinBudget<T>(label: string, budgetMs: number, requestId: string, work: () => Promise<T>, overrun: () => T): Promise<T> {
  const scope = { deadline: Date.now() + budgetMs * (1 - ANSWER_SHARE), budgetMs, requestId };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => {
      console.error(`[budget] ${label}: no answer within the time budget of ${budgetMs} ms`);
      try {
        resolve(overrun());
      } catch (error) {
        reject(error);
      }
    }, budgetMs);
  });
  try {
    return await Promise.race([withinRequest(scope, work), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs an action's work within its budget. `budgetMs` comes from the settings (ACTION_TIME_BUDGET_MS
 * when they cannot be read: the work itself then answers what is wrong).
 */
export function answerWithinBudget(
  request: Request,
  budgetMs: number = ACTION_TIME_BUDGET_MS,
  language: () => Language,
  work: () => Promise<Response>,
): Promise<Response> {
  return withinBudget(
    `${request.method} ${request.path}`,
    budgetMs,
    requestIdOf(request),
    () =>
      work().catch((error: unknown) => {
        if (error instanceof BackendUnavailableError) return backendUnavailable(language());
        throw error;
      }),
    () => backendUnavailable(language()),
  );
}

export { BackendUnavailableError };
