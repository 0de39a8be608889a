import { randomBytes } from 'node:crypto';
import type { ClientRequest, ClientResponse } from '@commercetools/platform-sdk';
import { BackendUnavailableError, requestScope } from '../../services/request-scope';

/**
 * How the commercetools adapter talks HTTP: one executor under the platform SDK's request builders
 * (`createApiBuilderFromCtpClient`), with the client-credentials token, the action's deadline and
 * retries in one place.
 *
 * - **Deadline, not a timeout per request.** Inside an action every request ends by the action's
 *   deadline (extensions/services/request-scope.ts); outside one (scripts) each request has its own
 *   time limit (`requestTimeoutMs`).
 * - **Retries while the time lasts.** An attempt that fails without an answer (reset, timeout) or
 *   with 5xx / 429 is sent again at once; one that is slow gets a twin after a delay learnt from the
 *   answers so far (hedging), so a stuck connection costs a fraction of the budget, not all of it.
 *   Sending a request twice is safe here: updates carry the version they were computed on (a second
 *   copy meets a 409), creates a key or a unique field (a second copy meets DuplicateField), and the
 *   adapters resolve those answers by reading what landed (write-once.ts).
 * - **Writes stop early.** New copies of a write are sent only until a share of the budget is left
 *   (WRITE_RESERVE_SHARE): the rest is for learning the outcome of a write whose answer was lost.
 *   A write that ends without any answer throws BackendUnavailableError with `uncertain` set.
 * - **Tokens.** One token per client, renewed before it expires; a 401 (expired or revoked) renews
 *   it once and repeats the request (and once more should the new token be refused as well, as when
 *   it was revoked in between).
 */

/**
 * Writes inside an action: new copies are sent until this share of the budget is left, and copies
 * still open are dropped when WRITE_ABORT_SHARE is left. The rest is for settling a write whose
 * answer was lost (write-once.ts), which may use the budget to its end.
 */
export const WRITE_RESERVE_SHARE = 0.4;
const WRITE_ABORT_SHARE = 0.35;
/** Copies of one request in flight at most (the slowest is dropped for a new one). */
const MAX_IN_FLIGHT = 4;
/** Copies sent at once while settling a lost write. */
const SETTLE_BURST = 3;
/** A slow attempt gets a twin after this many times the usual answer time ... */
const HEDGE_FACTOR = 3;
/** ... but not before this share of the budget, and not later than this share. */
const HEDGE_MIN_SHARE = 1 / 28;
const HEDGE_MAX_SHARE = 1 / 8;
/** Pause before sending again after a failed attempt, as a share of the budget. */
const RETRY_PAUSE_SHARE = 1 / 100;
/** Renewals of the token for one request (each for another refused token). */
const MAX_TOKEN_RENEWALS = 2;
/** A token is renewed this long before commercetools says it expires. */
const TOKEN_RENEW_MARGIN_MS = 5 * 60_000;

export interface CtHttpOptions {
  apiUrl: string;
  authUrl: string;
  projectKey: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** Outside an action: the time limit of one request, retries included (scripts use a long one). */
  requestTimeoutMs: number;
  /** Send twins of slow requests (inside actions); off, a request is sent again only after it failed. */
  hedge?: boolean;
  fetch?: typeof fetch;
}

/** A commercetools error answer, shaped as the ts-client throws it (ctErrorOf reads it). */
export class CtHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { statusCode?: number; message?: string; errors?: { code: string; message?: string; [key: string]: unknown }[] },
  ) {
    super(body.message ?? `commercetools answered ${statusCode}`);
    this.name = 'CtHttpError';
  }
}

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

type Attempt = (signal: AbortSignal) => Promise<Answer>;

/** An answer that decides the request (anything but 5xx, 429 and a 401 to renew the token for). */
const decisive = (status: number) => status < 500 && status !== 429;

interface Timing {
  /** No new copy is sent after this (epoch ms). */
  until: number;
  /** Every copy still open is dropped at this moment. */
  deadline: number;
  /** The budget these times come from (for the shares above). */
  budgetMs: number;
  /** Copies sent at once at the start (settling a lost write: every answer counts). */
  burst: number;
}

export function createCtExecutor(options: CtHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  /**
   * Usual answer time per kind of request (method and resource: a product query takes longer than a
   * cart by id), exponentially weighted: a copy gets a twin only when it is slow for its kind.
   */
  const usual = new Map<string, number>();
  let token: { value: Promise<{ token: string; expiresAt: number }> } | null = null;

  function hedgeDelay(budgetMs: number, kind: string): number {
    const known = usual.get(kind);
    // A kind not answered yet gets its twin late: a slow backend is not to be doubled on a guess.
    if (known === undefined) return budgetMs * HEDGE_MAX_SHARE;
    return Math.min(budgetMs * HEDGE_MAX_SHARE, Math.max(budgetMs * HEDGE_MIN_SHARE, known * HEDGE_FACTOR));
  }

  /**
   * Sends copies of one request until one answers decisively, the time for new copies is over and
   * the open ones ended, or the deadline passes. Resolves with the decisive answer; rejects with
   * BackendUnavailableError (`uncertain` when a copy was sent and none answered).
   */
  function race(attempt: Attempt, timing: Timing, label: string, kind: string): Promise<Answer & { cut: number }> {
    return new Promise<Answer & { cut: number }>((resolve, reject) => {
      const open = new Map<AbortController, number>();
      let settled = false;
      let sent = 0;
      let lastProblem = 'no answer';
      let hedgeTimer: ReturnType<typeof setTimeout> | undefined;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      const deadlineTimer = setTimeout(() => giveUp(), Math.max(0, timing.deadline - Date.now()));

      const finish = () => {
        settled = true;
        clearTimeout(deadlineTimer);
        clearTimeout(hedgeTimer);
        clearTimeout(retryTimer);
        for (const controller of open.keys()) controller.abort();
        open.clear();
      };
      const giveUp = () => {
        if (settled) return;
        finish();
        reject(new BackendUnavailableError(`commercetools did not answer ${label} in time (${lastProblem})`, sent > 0));
      };
      const afterFailure = () => {
        if (settled) return;
        if (Date.now() >= timing.until) {
          if (!open.size) giveUp();
          return;
        }
        clearTimeout(retryTimer);
        retryTimer = setTimeout(launch, timing.budgetMs * RETRY_PAUSE_SHARE);
      };
      const scheduleHedge = () => {
        clearTimeout(hedgeTimer);
        if (!options.hedge) return;
        hedgeTimer = setTimeout(
          () => {
            if (settled || Date.now() >= timing.until) return;
            if (open.size >= MAX_IN_FLIGHT) {
              // Drop the oldest copy for a fresh one: a stuck connection must not hold a slot.
              const oldest = [...open.entries()].sort((a, b) => a[1] - b[1])[0]![0];
              open.delete(oldest);
              oldest.abort();
            }
            launch();
          },
          hedgeDelay(timing.budgetMs, kind),
        );
      };
      function launch() {
        if (settled) return;
        const now = Date.now();
        if (now >= timing.until) {
          if (!open.size) giveUp();
          return;
        }
        const controller = new AbortController();
        open.set(controller, now);
        sent++;
        scheduleHedge();
        attempt(controller.signal).then(
          (answer) => {
            if (settled || !open.has(controller)) return;
            open.delete(controller);
            if (decisive(answer.status)) {
              const took = Date.now() - now;
              usual.set(kind, usual.has(kind) ? usual.get(kind)! * 0.8 + took * 0.2 : took);
              // Copies still open are dropped: a write among them may still land (the caller knows).
              const cut = open.size;
              finish();
              resolve({ ...answer, cut });
              return;
            }
            lastProblem = `HTTP ${answer.status}`;
            afterFailure();
          },
          (error: unknown) => {
            if (settled || !open.has(controller)) return;
            open.delete(controller);
            lastProblem = error instanceof Error ? error.message : String(error);
            afterFailure();
          },
        );
        // Without hedging, a copy that hangs is dropped once its share of the time is over.
        if (!options.hedge) {
          const limit = timing.deadline - now;
          setTimeout(() => {
            if (open.has(controller)) {
              open.delete(controller);
              controller.abort();
              lastProblem = 'timeout';
              afterFailure();
            }
          }, limit).unref?.();
        }
      }
      for (let i = 0; i < timing.burst; i++) launch();
    });
  }

  function timingFor(method: string): Timing {
    const scope = requestScope();
    if (!scope) {
      const deadline = Date.now() + options.requestTimeoutMs;
      return { until: deadline, deadline, budgetMs: options.requestTimeoutMs, burst: 1 };
    }
    const write = method !== 'GET' && method !== 'HEAD';
    if (scope.settling) return { until: scope.deadline, deadline: scope.deadline, budgetMs: scope.budgetMs, burst: SETTLE_BURST };
    if (!write) return { until: scope.deadline, deadline: scope.deadline, budgetMs: scope.budgetMs, burst: 1 };
    return {
      until: scope.deadline - scope.budgetMs * WRITE_RESERVE_SHARE,
      deadline: scope.deadline - scope.budgetMs * WRITE_ABORT_SHARE,
      budgetMs: scope.budgetMs,
      burst: 1,
    };
  }

  async function send(url: string, init: RequestInit, signal: AbortSignal): Promise<Answer> {
    const res = await doFetch(url, { ...init, signal });
    const text = await res.text();
    let body: unknown = {};
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        // A proxy's HTML error page: not an answer of commercetools.
        return { status: res.status < 500 ? 502 : res.status, body: { message: text.slice(0, 200) }, headers: {} };
      }
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      headers[key] = value;
    });
    return { status: res.status, body, headers };
  }

  async function fetchToken(): Promise<{ token: string; expiresAt: number }> {
    const body = new URLSearchParams({ grant_type: 'client_credentials', ...(options.scopes.length ? { scope: options.scopes.join(' ') } : {}) });
    const answer = await race(
      (signal) =>
        send(
          `${options.authUrl}/oauth/token`,
          {
            method: 'POST',
            headers: {
              authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: body.toString(),
          },
          signal,
        ),
      timingFor('GET'),
      'the token request',
      'token',
    );
    const data = answer.body as { access_token?: string; expires_in?: number };
    // Wrong or withdrawn API-client credentials: an outage for the shopper, a log line for the operator.
    if (answer.status !== 200 || !data.access_token)
      throw new BackendUnavailableError(`commercetools refused the API client's token request (HTTP ${answer.status})`);
    return { token: data.access_token, expiresAt: Date.now() + (data.expires_in ?? 3600) * 1000 - TOKEN_RENEW_MARGIN_MS };
  }

  /** Tokens commercetools refused (401): never used again, even while a request still holds one. */
  const refused = new Set<string>();

  async function currentToken(): Promise<string> {
    for (;;) {
      const held = token;
      if (!held) break;
      const value = await held.value.catch(() => null);
      if (value && value.expiresAt > Date.now() && !refused.has(value.token)) return value.token;
      if (token === held) token = null;
    }
    const mine = { value: fetchToken() };
    token = mine;
    try {
      return (await mine.value).token;
    } catch (error) {
      if (token === mine) token = null;
      throw error;
    }
  }

  /** `<action's request id>-<random>` (commercetools accepts `[-\w]`, 8 to 256 characters). */
  const correlationId = () => `${(requestScope()?.requestId ?? 'shop').replace(/[^\w-]/g, '_')}-${randomBytes(6).toString('hex')}`;

  return async function execute(request: ClientRequest): Promise<ClientResponse> {
    const method = request.method;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = String(value);
    const body = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    // One id for the request and every copy of it (twins, repeats after a failure or a renewed token):
    // commercetools logs it, so one request of the shop is one id there, however often it was sent.
    headers['x-correlation-id'] ??= correlationId();
    const url = `${request.baseUri ?? options.apiUrl}${request.uri ?? ''}`;
    const timing = timingFor(method);
    // The kind of request: its method and resource (`/{projectKey}/{resource}/...`).
    const kind = `${method} ${(request.uri ?? '').split(/[/?]/)[2] ?? ''}`;
    // Copies dropped unanswered in an earlier round (before a token was renewed) make a failure uncertain.
    let uncertain = false;
    const renewedFor = new Set<string>();
    const unavailable = (error: unknown) =>
      error instanceof BackendUnavailableError ? new BackendUnavailableError(error.message, error.uncertain || uncertain) : error;
    for (;;) {
      let answer: Answer & { cut: number };
      let bearer: string;
      try {
        bearer = await currentToken();
        answer = await race(
          (signal) => send(url, { method, headers: { ...headers, authorization: `Bearer ${bearer}` }, body }, signal),
          timing,
          `${method} ${request.uri ?? ''}`.slice(0, 120),
          kind,
        );
      } catch (error) {
        throw unavailable(error);
      }
      uncertain ||= answer.cut > 0;
      // An expired or revoked token: renewed, and the request repeated (again only for another token).
      if (answer.status === 401) {
        refused.add(bearer);
        if (renewedFor.has(bearer) || renewedFor.size >= MAX_TOKEN_RENEWALS) {
          throw new BackendUnavailableError('commercetools refused the tokens it issued', uncertain);
        }
        renewedFor.add(bearer);
        continue;
      }
      if (answer.status >= 400) throw new CtHttpError(answer.status, answer.body as CtHttpError['body']);
      return { body: answer.body, statusCode: answer.status, headers: answer.headers };
    }
  };
}
