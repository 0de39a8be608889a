import { ClientBuilder } from '@commercetools/ts-client';
import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import type { CommercetoolsSettings } from '../../settings';
import { DomainError } from '../../services/owner';

/**
 * The commercetools API of one project: the platform SDK's request builder on the ts-client with the
 * client-credentials flow. A 409 ConcurrentModification is retried once with the current version
 * (the ts-client middleware); what still fails reaches the port as a DomainError.
 */
export type CtApi = ByProjectKeyRequestBuilder;

/** Outbound calls from extensions time out after 8 s in commercetools Frontend; stay below it. */
const REQUEST_TIMEOUT_MS = 7_000;

export function createCtApi(settings: CommercetoolsSettings): CtApi {
  const client = new ClientBuilder()
    .withProjectKey(settings.projectKey)
    .withClientCredentialsFlow({
      host: settings.authUrl,
      projectKey: settings.projectKey,
      credentials: { clientId: settings.clientId, clientSecret: settings.clientSecret },
      scopes: settings.scopes,
      httpClient: fetch,
    })
    // Update actions are relative (add a line, change a quantity): retrying them on the current
    // version is safe. A custom object's new value was computed from what was read, so it is not
    // retried blindly: its read-modify-write starts over (custom-objects.ts).
    .withConcurrentModificationMiddleware({
      concurrentModificationHandlerFn: async (version, request) => {
        const body = (typeof request.body === 'string' ? JSON.parse(request.body) : request.body) as Record<string, unknown>;
        return String(request.uri ?? '').includes('/custom-objects') ? body : { ...body, version };
      },
    })
    .withHttpMiddleware({
      host: settings.apiUrl,
      httpClient: fetch,
      timeout: REQUEST_TIMEOUT_MS,
      enableRetry: true,
      retryConfig: { maxRetries: 2, retryDelay: 200, retryCodes: [502, 503, 504] },
    })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: settings.projectKey });
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
