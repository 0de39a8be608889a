import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { enforceUniqueness } from './commercetools-uniqueness';
import type { CommercetoolsSettings } from '../../extensions/settings';

/**
 * `@labdigital/commercetools-mock` as a real HTTP server on a free loopback port: the commercetools
 * adapter talks to it exactly as to the real API (OAuth client-credentials, JSON over HTTP).
 *
 * The mock lacks two endpoints the adapter uses; this harness adds them on the same server, built
 * only from the mock's own endpoints (see extensions/adapters/commercetools/README.md):
 * - `POST /{projectKey}/login` (sign-in) forwards to the mock's `/{projectKey}/me/login`;
 * - `POST /{projectKey}/customers/password` (change password) checks the current password through
 *   that sign-in, then sets the new one with the mock's password-token and password-reset endpoints.
 *
 * It also enforces what commercetools guarantees and the mock does not, which a create sent twice
 * relies on (commercetools-uniqueness.ts): unique keys, order numbers, discount codes, one inventory entry per sku
 * and supply channel, and an order from a cart only at the cart's version, after which the cart is
 * `Ordered`.
 *
 * commercetools adds to an existing line item only when the variant and its custom fields are the same (a
 * set's chosen parts, an item of the other shop system are lines of their own); the mock adds to any line of
 * the variant. keepLinesApartByCustomFields teaches it the rule.
 *
 * And one rule of the real API the mock skips: a custom object written with `version: 0` is only
 * created, never overwritten (the mock treats 0 as "no version"); writes of custom objects are
 * taken one at a time, so that check and the write are one step, as in commercetools.
 */
export interface CommercetoolsTestServer {
  url: string;
  settings: CommercetoolsSettings;
  /** The CTP_* variables of the Merchant Center's API-client export, pointing at this server. */
  env: Record<string, string>;
  /** How many API requests (not token requests) reached the mock over HTTP so far (the harness's own forwards not counted). */
  requestCount(): number;
  /**
   * Those requests, `METHOD /path?query` without the project key, oldest first (the last
   * REQUEST_LOG_KEPT), each with its `X-Correlation-ID`: the copies the adapter's executor sends of
   * one request (a twin of a slow one, a repeat after a failure) carry the same id.
   */
  requestLog(): readonly LoggedRequest[];
  /** How many distinct requests reached the mock so far: copies of one request (same correlation id) count once. */
  distinctRequestCount(): number;
  /** A raw call to the mock's own API (tests check what the shop wrote there). */
  get<T = unknown>(path: string): Promise<T>;
  close(): Promise<void>;
}

export interface LoggedRequest {
  request: string;
  correlationId: string | undefined;
}

/** How many requests requestLog() keeps. */
const REQUEST_LOG_KEPT = 1000;

export async function startCommercetoolsMock(projectKey = 'hirmer-test'): Promise<CommercetoolsTestServer> {
  const mock = new CommercetoolsMock({ enableAuthentication: true, validateCredentials: false, defaultProjectKey: projectKey });
  const app = mock.app;
  type Reply = { status(code: number): Reply; send(body: unknown): unknown; header(name: string, value: string): Reply };
  type Req = { params: { projectKey: string }; body: Record<string, unknown>; headers: Record<string, string | undefined> };
  const forward = async (req: Req, method: 'POST' | 'GET', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: { authorization: req.headers.authorization ?? '', 'content-type': 'application/json' },
    });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
  };
  const conflict = (reply: Reply, currentVersion: unknown) =>
    reply.status(409).send({
      statusCode: 409,
      message: 'Object has a different version than expected.',
      errors: [{ code: 'ConcurrentModification', message: 'Object has a different version than expected.', currentVersion }],
    });
  app.post('/:projectKey/login', async (req, reply) => {
    const r = req as unknown as Req;
    const res = await forward(r, 'POST', `/${r.params.projectKey}/me/login`, { email: r.body.email, password: r.body.password });
    return (reply as unknown as Reply).status(res.status).send(res.body);
  });
  app.post('/:projectKey/customers/password', async (req, reply) => {
    const r = req as unknown as Req;
    const key = r.params.projectKey;
    const customer = await forward(r, 'GET', `/${key}/customers/${String(r.body.id)}`);
    if (customer.status !== 200) return (reply as unknown as Reply).status(customer.status).send(customer.body);
    // As commercetools: the change is made only at the customer's version.
    if (typeof r.body.version === 'number' && r.body.version !== customer.body.version) return conflict(reply as unknown as Reply, customer.body.version);
    const signIn = await forward(r, 'POST', `/${key}/me/login`, { email: customer.body.email, password: r.body.currentPassword });
    if (signIn.status !== 200) {
      return (reply as unknown as Reply).status(400).send({
        statusCode: 400,
        message: 'The given current password does not match.',
        errors: [{ code: 'InvalidCurrentPassword', message: 'The given current password does not match.' }],
      });
    }
    const token = await forward(r, 'POST', `/${key}/customers/password-token`, { email: customer.body.email });
    const reset = await forward(r, 'POST', `/${key}/customers/password/reset`, { tokenValue: token.body.value, newPassword: r.body.newPassword });
    return (reply as unknown as Reply).status(reset.status).send(reset.body);
  });
  enforceUniqueness(mock, app);
  keepLinesApartByCustomFields(mock);
  // `GET /{projectKey}/customers/password-token={token}`: the customer of a reset token (commercetools
  // has it; the mock's tokens name the customer's id).
  app.get('/:projectKey/customers/password-token=:token', async (req, reply) => {
    const r = req as unknown as Req & { params: { token: string } };
    const id = Buffer.from(decodeURIComponent(r.params.token), 'base64').toString('utf8').split(':')[0] ?? '';
    const customer = await forward(r, 'GET', `/${r.params.projectKey}/customers/${encodeURIComponent(id)}`);
    return (reply as unknown as Reply).status(customer.status).send(customer.body);
  });
  // A reset with the customer's version is made only at that version, as in commercetools.
  app.addHook('preHandler', async (req, reply) => {
    const r = req as unknown as Req & { method: string; url: string };
    if (r.method !== 'POST' || !/^\/[^/]+\/customers\/password\/reset(\?|$)/.test(r.url) || typeof r.body?.version !== 'number') return;
    const id =
      Buffer.from(String(r.body.tokenValue ?? ''), 'base64')
        .toString('utf8')
        .split(':')[0] ?? '';
    const customer = await forward(r, 'GET', `/${r.url.split('/')[1]}/customers/${encodeURIComponent(id)}`);
    if (customer.status === 200 && customer.body.version !== r.body.version) return conflict(reply as unknown as Reply, customer.body.version) as never;
  });
  // Custom-object writes one at a time; `version: 0` on an existing object is a conflict.
  let writes: Promise<void> = Promise.resolve();
  const releases = new WeakMap<object, () => void>();
  const isObjectWrite = (req: { method: string; url: string }) => req.method === 'POST' && /^\/[^/]+\/custom-objects\/?(\?|$)/.test(req.url);
  app.addHook('preHandler', async (req, reply) => {
    if (!isObjectWrite(req)) return;
    const previous = writes;
    let release!: () => void;
    writes = new Promise<void>((resolve) => (release = resolve));
    releases.set(req, release);
    await previous;
    const r = req as unknown as Req & { url: string };
    const draft = r.body as { container?: string; key?: string; version?: number };
    if (draft.version !== 0 || !draft.container || !draft.key) return;
    const existing = await forward(r, 'GET', `/${r.params.projectKey ?? r.url.split('/')[1]}/custom-objects/${draft.container}/${draft.key}`);
    if (existing.status !== 200) return;
    const message = `Object ${String(existing.body.id)} has a different version than expected. Expected: 0 - Actual: ${String(existing.body.version)}.`;
    return (reply as unknown as Reply)
      .status(409)
      .send({ statusCode: 409, message, errors: [{ code: 'ConcurrentModification', message, currentVersion: existing.body.version }] });
  });
  app.addHook('onResponse', async (req) => {
    releases.get(req)?.();
    releases.delete(req);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Counted on the socket: what a client sent, not the harness's own injected forwards.
  let requests = 0;
  let distinct = 0;
  let lastIds = new Set<string>();
  const log: LoggedRequest[] = [];
  app.server.on('request', (req: { method?: string; url?: string; headers?: Record<string, string | string[] | undefined> }) => {
    const url = req.url ?? '';
    if (url.startsWith('/oauth')) return;
    requests++;
    const header = req.headers?.['x-correlation-id'];
    const correlationId = typeof header === 'string' ? header : undefined;
    if (!correlationId || !lastIds.has(correlationId)) distinct++;
    if (correlationId) {
      lastIds.add(correlationId);
      if (lastIds.size > REQUEST_LOG_KEPT) lastIds = new Set([...lastIds].slice(-REQUEST_LOG_KEPT / 2));
    }
    log.push({ request: `${req.method} ${decodeURIComponent(url.replace(`/${projectKey}`, ''))}`, correlationId });
    if (log.length > REQUEST_LOG_KEPT) log.shift();
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const settings: CommercetoolsSettings = {
    projectKey,
    clientId: 'storefront-test',
    clientSecret: 'storefront-secret',
    authUrl: url,
    apiUrl: url,
    scopes: [`manage_project:${projectKey}`],
  };
  let token: string | null = null;
  return {
    url,
    settings,
    env: {
      COMMERCE_BACKEND: 'commercetools',
      CTP_PROJECT_KEY: projectKey,
      CTP_CLIENT_ID: settings.clientId,
      CTP_CLIENT_SECRET: settings.clientSecret,
      CTP_AUTH_URL: url,
      CTP_API_URL: url,
      CTP_SCOPES: settings.scopes.join(' '),
    },
    requestCount: () => requests,
    requestLog: () => log,
    distinctRequestCount: () => distinct,
    async get<T>(path: string) {
      token ??= (
        (await (
          await fetch(`${url}/oauth/token?grant_type=client_credentials`, {
            method: 'POST',
            headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
          })
        ).json()) as { access_token: string }
      ).access_token;
      const res = await fetch(`${url}/${projectKey}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return (await res.json()) as T;
    },
    async close() {
      await app.close();
    },
  };
}

type MockLine = { variant: { id: number; sku?: string }; productId: string; custom?: { fields?: Record<string, unknown> } };
type LineDraft = { sku?: string; productId?: string; variantId?: number; custom?: { fields?: Record<string, unknown> } };
const fieldsKey = (fields: Record<string, unknown> | undefined) =>
  JSON.stringify(
    Object.entries(fields ?? {})
      .filter(([, v]) => v !== undefined && v !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/** The mock's addLineItem, sent the variant's lines with other custom fields out of its sight (they stay where they were). */
function keepLinesApartByCustomFields(mock: CommercetoolsMock): void {
  const repositories = (mock as unknown as { _repositories: { cart: { actions: Record<string, unknown> } } })._repositories;
  const handler = repositories.cart.actions as { addLineItem: (context: unknown, resource: { lineItems: MockLine[] }, draft: LineDraft) => Promise<void> };
  const original = handler.addLineItem.bind(handler);
  handler.addLineItem = async (context, resource, draft) => {
    const sameVariant = (l: MockLine) => (draft.sku ? l.variant.sku === draft.sku : l.productId === draft.productId && l.variant.id === draft.variantId);
    const apart = resource.lineItems.filter((l) => sameVariant(l) && fieldsKey(l.custom?.fields) !== fieldsKey(draft.custom?.fields));
    if (!apart.length) return original(context, resource, draft);
    const before = resource.lineItems;
    resource.lineItems = before.filter((l) => !apart.includes(l));
    try {
      await original(context, resource, draft);
    } finally {
      const added = resource.lineItems.filter((l) => !before.includes(l));
      resource.lineItems = [...before.map((l) => l), ...added];
    }
  };
}
