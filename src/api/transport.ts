import { apiFailureSchema, type ApiError } from '../domain/api';

/**
 * The transport port: how a call of an action leaves the browser. Its one production form is the
 * runtime's protocol (FRONTASTIC.md, "Actions from the browser"): `GET|POST
 * {endpoint}/frontastic/action/{namespace}/{action}` on the API hub, another origin than the site,
 * without its cookies, with the locale, currency and extension version headers and the session
 * token in `Frontastic-Session`. The token lives where the Frontend SDK keeps it, the site's
 * `frontastic-session` cookie (src/state/session-token.ts, which the shop's provider hands in), so a
 * project's own SDK calls and the shop's share one session.
 * A project that has a configured `@commercetools/frontend-sdk` hands it in instead
 * (./frontend-sdk.ts).
 */

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; errors: ApiError[]; kind: 'failure' | 'malformed' | 'timeout' | 'network' };

export type QueryValue = string | number | readonly (string | number)[] | undefined;

/** One call of an action, by the runtime's name. */
export interface ActionCall {
  /** `{namespace}/{action}`, e.g. `hirmer-cart/add`. */
  action: string;
  method: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  /** Sent as JSON (POST). */
  body?: unknown;
  /** Aborts the call (the caller's signal and the request timeout). */
  signal: AbortSignal;
}

export interface Transport {
  /** Sends the call; a failed answer resolves (kind `failure` or `malformed`), a call that got no answer throws. */
  send(call: ActionCall): Promise<ApiResult<unknown>>;
}

/** What the project configures once, e.g. from `NEXT_PUBLIC_FRONTASTIC_HOST` and `NEXT_PUBLIC_EXT_BUILD_ID`. */
export interface TransportSettings {
  /** The API hub's origin; empty: the page's own origin (the local host). */
  endpoint?: string;
  /** The extension build that answers (`Commercetools-Frontend-Extension-Version`). */
  extensionVersion?: string;
}

/** Where the session token is kept between calls. */
export interface SessionStore {
  read(): string | null;
  write(token: string): void;
}

/** The locale the calls carry (`Frontastic-Locale`, `Frontastic-Currency`). */
export interface TransportLocale {
  code: string;
  currency: string;
}

export const TECHNICAL_MESSAGE = 'There is some technical problem. Please try it again!';

/** Query strings keep arrays as repeated keys (`productIds=1&productIds=2` is never `1,2` by accident). */
export function buildPath(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** An answer as a result: the action's JSON, its `{ success: false, errors }`, or anything else (an HTML page, a 502) as malformed. */
export async function resultOf<T>(response: Response): Promise<ApiResult<T>> {
  const { status } = response;
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, status, kind: 'malformed', errors: [{ code: 'malformed_response', message: TECHNICAL_MESSAGE }] };
  }
  if (response.ok) return { ok: true, status, data: json as T };
  const parsed = apiFailureSchema.safeParse(json);
  return parsed.success
    ? { ok: false, status, kind: 'failure', errors: parsed.data.errors }
    : { ok: false, status, kind: 'malformed', errors: [{ code: `http_${status}`, message: TECHNICAL_MESSAGE }] };
}

/** The queue of changes: one per page, whichever transport the provider installed last. */
let changes: Promise<unknown> = Promise.resolve();

/**
 * The runtime's protocol over fetch; without a session store the calls carry no session.
 *
 * The session is one signed token that every answer may replace, so two calls that overlap can
 * each answer a token the other does not know. As the Frontend SDK does with its action queue, the
 * calls that change something (POST) go one after another, each with the token the one before it
 * left. A read (GET) runs beside them, and its token is kept only while the stored token is still
 * the one the read was sent with: a read that started before an add (of this page, another tab or
 * the project's own SDK) must not put back the session from before the add.
 */
export function fetchTransport({ endpoint = '', extensionVersion }: TransportSettings, locale?: TransportLocale, session?: SessionStore): Transport {
  const exchange = async ({ action, method, query, body, signal }: ActionCall): Promise<ApiResult<unknown>> => {
    signal.throwIfAborted();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (locale) {
      headers['frontastic-locale'] = locale.code;
      headers['frontastic-currency'] = locale.currency;
    }
    if (extensionVersion) headers['commercetools-frontend-extension-version'] = extensionVersion;
    const token = session?.read() ?? null;
    if (token) headers['frontastic-session'] = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(buildPath(`${endpoint.replace(/\/+$/, '')}/frontastic/action/${action}`, query), {
      method,
      // The API hub is another origin: nothing of its cookies, the session travels in the header.
      credentials: 'omit',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const next = response.headers.get('frontastic-session');
    if (next && session && (method === 'POST' || (session.read() ?? null) === token)) session.write(next);
    return resultOf(response);
  };
  return {
    send(call) {
      if (call.method === 'GET') return exchange(call);
      const turn = changes.then(() => exchange(call));
      changes = turn.catch(() => undefined);
      return turn;
    },
  };
}

let installed: Transport | null = null;

/**
 * Sets the transport of the page's calls: the shop's provider calls it as it renders, with what
 * the project passed (settings or a transport of its own) and the shopper's locale.
 */
export function installTransport(from: Transport | TransportSettings | undefined, locale?: TransportLocale, session?: SessionStore): void {
  installed = from && 'send' in from ? from : fetchTransport(from ?? {}, locale, session);
}

/** The installed transport; before any provider rendered, the page's own origin without a locale or a session. */
export function currentTransport(): Transport {
  return (installed ??= fetchTransport({}));
}
