import type { CommercetoolsMock } from '@labdigital/commercetools-mock';

/**
 * What commercetools guarantees for creates and commercetools-mock does not: a second resource with
 * the same key, order number, discount code, or sku and supply channel is refused with
 * `DuplicateField` (a cart's key, which the mock does not even store, is kept on the cart), and an order is created from a cart only at the cart's current version, after
 * which the cart is `Ordered` (its version moves on). The adapter relies on these to send a create
 * again after a lost answer; without them the mock would store the resource twice.
 *
 * Like commercetools, an update is checked against its version before its actions (the mock checks
 * the version only when an action changes something, and an action's own error comes first: a
 * remove sent again would meet "line item not found" instead of the 409 commercetools answers).
 *
 * The harness keeps an index of the unique values of what was created through the API (every test
 * fills its mock that way) and runs creates one at a time: check and create are one step, as in
 * commercetools.
 */

type App = CommercetoolsMock['app'];
type Req = { method: string; url: string; body?: unknown };
type Reply = { code(status: number): Reply; send(body: unknown): unknown };

const CREATES =
  /^\/([^/?]+)\/(carts|shopping-lists|customers|products|categories|channels|types|product-types|cart-discounts|discount-codes|inventory|orders\/import|orders)(\?.*)?$/;
/** Updates of versioned resources (POST /{resource}/{id} with a version): the path's resource and its type id in the mock. */
const UPDATES =
  /^\/([^/?]+)\/(carts|shopping-lists|customers|inventory|orders|products|categories|channels|discount-codes|cart-discounts|types)\/([^/?=]+)(\?.*)?$/;
const TYPE_IDS: Record<string, string> = {
  carts: 'cart',
  'shopping-lists': 'shopping-list',
  customers: 'customer',
  inventory: 'inventory-entry',
  orders: 'order',
  products: 'product',
  categories: 'category',
  channels: 'channel',
  'discount-codes': 'discount-code',
  'cart-discounts': 'cart-discount',
  types: 'type',
};
const DELETES =
  /^\/([^/?]+)\/(carts|shopping-lists|customers|products|categories|channels|types|product-types|cart-discounts|discount-codes|inventory|orders)\/([^/?=]+)(\?.*)?$/;

/** The unique values of a resource body: field name and index entry. */
function uniqueOf(resource: string, body: Record<string, unknown>, channelId: (ref: unknown) => string): [string, string, unknown][] {
  const out: [string, string, unknown][] = [];
  if (typeof body.key === 'string' && resource !== 'discount-codes' && resource !== 'inventory' && !resource.startsWith('orders'))
    out.push(['key', `${resource}|key|${body.key}`, body.key]);
  if (resource === 'discount-codes' && typeof body.code === 'string') out.push(['code', `discount-codes|code|${body.code}`, body.code]);
  if (resource === 'inventory' && typeof body.sku === 'string') out.push(['sku', `inventory|${body.sku}|${channelId(body.supplyChannel)}`, body.sku]);
  if (resource.startsWith('orders') && typeof body.orderNumber === 'string') out.push(['orderNumber', `orders|number|${body.orderNumber}`, body.orderNumber]);
  return out;
}

interface Held {
  release: () => void;
  /** Runs once the create answered: may change what the mock stored, and the answer. */
  after?: (created: { id: string; key?: string }) => Promise<{ id: string; key?: string }>;
  index?: [string, string, unknown][];
  resource: string;
}

export function enforceUniqueness(mock: CommercetoolsMock, app: App): void {
  let tail: Promise<void> = Promise.resolve();
  const held = new WeakMap<object, Held>();
  const taken = new Set<string>();
  const byId = new Map<string, string[]>();
  const channels = new Map<string, string>();

  const channelId = (ref: unknown): string => {
    const r = ref as { id?: string; key?: string } | undefined;
    if (!r) return '';
    return r.id ?? (r.key ? (channels.get(r.key) ?? `key:${r.key}`) : '');
  };
  const duplicate = (reply: Reply, field: string, value: unknown) =>
    reply.code(400).send({
      statusCode: 400,
      message: `A duplicate value ${JSON.stringify(value)} exists for field '${field}'.`,
      errors: [{ code: 'DuplicateField', message: `A duplicate value ${JSON.stringify(value)} exists for field '${field}'.`, field, duplicateValue: value }],
    });

  app.addHook('preHandler', async (request, reply) => {
    const req = request as unknown as Req;
    if (req.method !== 'POST') return;
    const update = UPDATES.exec(req.url);
    const version = (req.body as { version?: unknown } | undefined)?.version;
    if (update && typeof version === 'number') {
      const current = (await mock.project(update[1]!).get(TYPE_IDS[update[2]!] as 'cart', update[3]!)) as { id: string; version: number } | null;
      if (current && current.version !== version) {
        return (reply as unknown as Reply).code(409).send({
          statusCode: 409,
          message: `Object ${current.id} has a different version than expected. Expected: ${version} - Actual: ${current.version}.`,
          errors: [{ code: 'ConcurrentModification', message: 'Version mismatch.', currentVersion: current.version }],
        }) as never;
      }
      return;
    }
    const match = CREATES.exec(req.url);
    if (!match) return;
    const [projectKey, resource] = [match[1]!, match[2]!];
    const previous = tail;
    let release!: () => void;
    tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const index = uniqueOf(resource, body, channelId);
    const entry: Held = { release, index, resource };
    held.set(req, entry);
    const clash = index.find(([, key]) => taken.has(key));
    if (clash) return duplicate(reply as unknown as Reply, clash[0], clash[2]) as never;
    if (resource === 'carts' && typeof body.key === 'string') {
      // The mock drops a cart draft's key: kept on the cart, as commercetools does (and found by GET /carts/key=…).
      const key = body.key;
      entry.after = async (created) => {
        const cart = await mock.project(projectKey).get('cart', created.id);
        if (cart) await mock.project(projectKey).unsafeAdd('cart', { ...cart, key });
        return { ...created, key };
      };
    }
    if (resource === 'orders') {
      const ref = body.cart as { id?: string } | undefined;
      const cart = await mock.project(projectKey).get('cart', String(ref?.id ?? ''));
      if (cart && (cart.version !== body.version || cart.cartState !== 'Active')) {
        return (reply as unknown as Reply).code(409).send({
          statusCode: 409,
          message: `Object ${cart.id} has a different version than expected. Expected: ${String(body.version)} - Actual: ${cart.version}.`,
          errors: [{ code: 'ConcurrentModification', message: 'Version mismatch.', currentVersion: cart.version }],
        }) as never;
      }
      if (cart) {
        entry.after = async (created) => {
          const current = await mock.project(projectKey).get('cart', cart.id);
          if (current) await mock.project(projectKey).unsafeAdd('cart', { ...current, cartState: 'Ordered', version: current.version + 1 });
          return created;
        };
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const req = request as unknown as Req;
    const status = reply.statusCode;
    if (req.method === 'POST' && status < 300) {
      const entry = held.get(req);
      if (entry && typeof payload === 'string') {
        let created = JSON.parse(payload) as { id: string; key?: string };
        if (entry.resource === 'channels' && created.key && created.id) channels.set(created.key, created.id);
        for (const [, key] of entry.index ?? []) taken.add(key);
        if (created.id)
          byId.set(
            created.id,
            (entry.index ?? []).map(([, key]) => key),
          );
        if (entry.after) {
          created = await entry.after(created);
          return JSON.stringify(created);
        }
      }
    }
    if (req.method === 'DELETE' && status < 300) {
      const match = DELETES.exec(req.url);
      if (match) for (const key of byId.get(match[3]!) ?? []) taken.delete(key);
    }
    return payload;
  });

  const done = (request: unknown) => {
    const entry = held.get(request as object);
    if (!entry) return;
    held.delete(request as object);
    entry.release();
  };
  app.addHook('onResponse', async (request) => done(request));
  // A request whose client went away may still be handled: its create finishes before the next starts.
  app.addHook('onRequestAbort', async (request) => {
    setTimeout(() => done(request), 2_000).unref();
  });
}
