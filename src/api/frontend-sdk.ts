import { apiFailureSchema } from '../domain/api';
import { TECHNICAL_MESSAGE, type QueryValue, type Transport } from './transport';

/**
 * The part of `@commercetools/frontend-sdk`'s `SDK` (2.x) the adapter uses, written out so the SDK
 * stays the project's package and not a dependency of this one: a configured `sdk` instance fits.
 */
export interface FrontendSdk {
  callAction<T>(options: {
    actionName: string;
    /** An object in the SDK's types; it sends any JSON (the cart's add of several lines is an array). */
    payload?: { [key: string]: unknown };
    query?: { [key: string]: string | number | (string | number)[] };
    parallel?: boolean;
  }): Promise<{ isError: false; data: T } | { isError: true; error: unknown }>;
}

const defined = (query: Record<string, QueryValue> | undefined) =>
  query && (Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<string, string | number | (string | number)[]>);

/**
 * A transport on the project's configured Frontend SDK: its `callAction` (its endpoint, locale,
 * currency and extension version, its `frontastic-session` cookie handling, its events), and its
 * queue for the calls that change something (`parallel: false`). The SDK answers neither the HTTP
 * status nor a timeout: a refused call is a failure with the action's errors, anything else that
 * is not the action's JSON (an HTML page, a 502, a dropped connection) a malformed answer.
 */
export function frontendSdkTransport(sdk: FrontendSdk): Transport {
  return {
    async send({ action, method, query, body, signal }) {
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      const answer = await Promise.race([
        sdk.callAction<unknown>({
          actionName: action,
          payload: body as { [key: string]: unknown } | undefined,
          query: defined(query),
          parallel: method === 'GET',
        }),
        aborted,
      ]);
      if (!answer.isError) return { ok: true, status: 200, data: answer.data };
      const failure = apiFailureSchema.safeParse({ success: false, errors: (answer.error as { errors?: unknown } | null)?.errors });
      return failure.success
        ? { ok: false, status: 0, kind: 'failure', errors: failure.data.errors }
        : { ok: false, status: 0, kind: 'malformed', errors: [{ code: 'malformed_response', message: TECHNICAL_MESSAGE }] };
    },
  };
}
