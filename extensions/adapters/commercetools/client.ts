import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import type { CommercetoolsSettings } from '../../settings';
import { DomainError } from '../../services/owner';
import { createCtExecutor } from './http';
import { ACTION_TIME_BUDGET_MS } from '../../../src/config/constants';

/**
 * The commercetools API of one project: the platform SDK's request builder on the adapter's own
 * executor (http.ts: client-credentials token, the action's deadline, retries of what is safe to
 * send again). A 409 ConcurrentModification is not retried blindly here: the change was computed on
 * a version that is gone, so the adapter reads again and decides (write-once.ts).
 */
export type CtApi = ByProjectKeyRequestBuilder;

/** Scripts (the seed): the time one request may take, its retries included. */
export const SCRIPT_REQUEST_TIMEOUT_MS = 30_000;

export function createCtApi(settings: CommercetoolsSettings, options: { requestTimeoutMs?: number; hedge?: boolean; fetch?: typeof fetch } = {}): CtApi {
  const execute = createCtExecutor({
    ...settings,
    // Outside an action (data sources, the dynamic-page handler, reindexing): each request within the
    // action's budget, so that a page too answers before the runtime's 8 s.
    requestTimeoutMs: options.requestTimeoutMs ?? ACTION_TIME_BUDGET_MS,
    hedge: options.hedge ?? true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return createApiBuilderFromCtpClient({ execute }, settings.apiUrl).withProjectKey({ projectKey: settings.projectKey });
}

/** The body of a commercetools error answer (as the ts-client throws it). */
export interface CtErrorBody {
  statusCode?: number;
  message?: string;
  errors?: { code: string; message?: string; field?: string; duplicateValue?: unknown; reason?: string }[];
}

export function ctErrorOf(error: unknown): { status: number; body: CtErrorBody } | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { statusCode?: number; status?: number; body?: CtErrorBody; code?: number };
  const status = e.statusCode ?? e.status ?? e.body?.statusCode ?? (typeof e.code === 'number' ? e.code : undefined);
  if (typeof status !== 'number') return null;
  return { status, body: e.body ?? {} };
}

export function ctErrorCodes(error: unknown): string[] {
  return ctErrorOf(error)?.body.errors?.map((e) => e.code) ?? [];
}

/** True when the API answered 404 (a resource that does not exist). */
export function isNotFound(error: unknown): boolean {
  return ctErrorOf(error)?.status === 404;
}

/**
 * Runs a commercetools call. Errors the shopper can cause map to the codes the embedded backend
 * raises (src/i18n/messages/errors.ts); anything else stays an error (a 5xx of the action: a
 * bug or an outage, reported, never shown as the shopper's fault).
 */
export async function ct<T>(call: () => Promise<{ body: T }>): Promise<T> {
  try {
    return (await call()).body;
  } catch (error) {
    const codes = ctErrorCodes(error);
    if (codes.includes('DuplicateField')) {
      const field = ctErrorOf(error)?.body.errors?.find((e) => e.code === 'DuplicateField')?.field;
      if (field === 'email') throw new DomainError('email_exists', 'email_exists', 'conflict', 'email');
    }
    if (codes.includes('ConcurrentModification')) {
      throw new DomainError('busy', 'This was changed at the same time elsewhere. Please try again.', 'conflict');
    }
    throw error;
  }
}

/** `where` predicate helper: a string literal with quotes escaped. */
export function literal(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `field in ("a", "b")` for a list (commercetools caps a predicate's size: callers batch). */
export function inList(field: string, values: readonly string[]): string {
  return `${field} in (${values.map(literal).join(', ')})`;
}
