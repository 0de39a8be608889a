import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ActionContext, Request } from '@frontastic/extension-types';
import extensions from '../../extensions';
import { allRoutes } from '../../extensions/routes';
import type { Services } from '../../extensions/services';
import { shopFor, attachLocalDeployment, type LocalDeploymentHandle } from '../../extensions/composition-root';
import Database from 'better-sqlite3';

/**
 * Random requests to every route: whatever comes in, the answer is never a 5xx, an error answer has
 * the `{ success: false, errors }` shape, and an error leaves the database exactly as it was.
 */
const RUNS_PER_ROUTE = 40;
const MUTABLE_TABLES = [
  'accounts',
  'account_tokens',
  'outbox',
  'carts',
  'cart_items',
  'wishlists',
  'wishlist_items',
  'reservation_baskets',
  'reservation_basket_items',
  'reservations',
  'store_reserved',
  'orders',
  'loyalty_cards',
  'newsletter',
  'registrations',
  'contact_messages',
];

let dataDir: string;
let services: Services;
let reader: Database.Database;
let sample: { sku: string; itemnum: string; size: string };

let deployment: LocalDeploymentHandle;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-prop-'));
  // The actions below run through the extension entry, which builds its services in the composition root.
  // Without a host listening there is no public address for the mails' links: the settings name one.
  deployment = attachLocalDeployment({ env: { SHOP_URL: 'https://shop.example' }, embedded: { dataDir, catalogueSize: 120, catalogueSeed: 42 } });
  services = (await shopFor(undefined)).services;
  reader = new Database(path.join(dataDir, 'shop.sqlite'), { readonly: true });
  for await (const [p] of services.catalogue.listProducts({ batchSize: 1 })) {
    const cv = p!.colorVariants[0]!;
    sample = { sku: cv.sizeVariants[0]!.sku, itemnum: cv.itemnum, size: cv.sizeVariants[0]!.sizeString };
    break;
  }
});
afterAll(async () => {
  reader.close();
  await deployment.release();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function snapshot(): string {
  return MUTABLE_TABLES.map((t) => JSON.stringify(reader.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all())).join('\n');
}

const scalar = () =>
  fc.oneof(
    fc.constantFrom(
      'max.mustermann@example.com',
      'x@example.com',
      'Demo1234!',
      'dev-captcha-ok',
      'MUC1',
      '0',
      '2025',
      'acc_demo1',
      'ord_demo1',
      'H50000001',
      'De',
      'US',
      '',
    ),
    fc.constant(sample.sku),
    fc.constant(sample.itemnum),
    fc.string({ maxLength: 40 }),
    fc.integer({ min: -5, max: 50 }),
    fc.boolean(),
    fc.constant(null),
  );
const KEYS = [
  'email',
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'firstName',
  'lastName',
  'variant',
  'sku',
  'count',
  'selectedSetArticles',
  'oxid',
  'amount',
  'filialeid',
  'basketid',
  'itemNumber',
  'lineItemId',
  'orderId',
  'userId',
  'reason',
  'subject',
  'message',
  'acceptDatenschutz',
  'participationPrivacy',
  'notificationInfo',
  'billingAddress',
  'streetName',
  'streetNumber',
  'postalCode',
  'city',
  'country',
  'projectSpecificData',
  'loyaltyCardNumber',
  'loyaltyCardCVC',
  'newPass',
  'confirmationPass',
  'skus',
  'uc_cross_domain_data',
];
/** Built on first use: the arbitraries include ids of the catalogue seeded in beforeAll. */
function lazy<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= build());
}
const value = lazy(
  (): fc.Arbitrary<unknown> =>
    fc.letrec((tie) => ({
      v: fc.oneof({ depthSize: 'small' }, scalar(), fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.constantFrom(...KEYS), tie('v'), { maxKeys: 6 })),
    })).v,
);
const body = lazy(() =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...KEYS), value(), { maxKeys: 8 }).map((o) => JSON.stringify(o)),
    value().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 60 }),
    fc.constant(undefined),
  ),
);
const query = lazy(() =>
  fc.dictionary(
    fc.constantFrom('product', 'size', 'productIds', 'year', 'term', 'email', 'orderNumber', 'token'),
    fc.oneof(scalar().map(String), fc.constant(sample.itemnum)),
    { maxKeys: 4 },
  ),
);
const session = fc.constantFrom<Record<string, unknown>>(
  {},
  { sessionId: 'prop-session' },
  { accountId: 'acc_demo1' },
  { accountId: 'acc_gone' },
  { accountId: 5, sessionId: [] },
);

/** A valid request per route: random changes to it reach past validation into the ports. */
function templates(): Record<string, { body?: unknown; query?: Record<string, string> }> {
  const address = { streetName: 'Leopoldstraße', streetNumber: '5', postalCode: '80802', city: 'München', country: 'DE' };
  const person = { email: 'prop@example.com', salutation: 'Mr', firstName: 'Paul', lastName: 'Probe' };
  return {
    '/api/account/login': { body: { email: 'blue@example.com', password: 'Demo1234!' } },
    '/api/account/register': {
      body: {
        ...person,
        password: 'geheim1',
        billingAddress: address,
        projectSpecificData: { token: 'dev-captcha-ok', newsletter: true, registernewcustomercard: true },
      },
    },
    '/_hirmer/api/account/login': { body: { email: 'silver@example.com', password: 'Demo1234!' } },
    '/_hirmer/api/account/register': {
      body: { ...person, email: 'prop3@example.com', password: 'geheim1', billingAddress: address, projectSpecificData: { token: 'dev-captcha-ok' } },
    },
    '/_hirmer/api/account/reset': { body: { email: 'blue@example.com' } },
    '/_hirmer/api/account/resetPassword': { body: { token: 'x'.repeat(32), newPassword: 'geheim1' } },
    '/_hirmer/api/account/email': { body: { email: 'prop2@example.com', password: 'Demo1234!' } },
    '/_hirmer/api/account/password': { body: { oldPassword: 'Demo1234!', newPassword: 'Demo1234!' } },
    '/_hirmer/api/account/updateBillingAddress': { body: address },
    '/_hirmer/api/account/orders/history/{year}': { query: { year: '2025' } },
    '/_hirmer/api/account/orders/search/{term}': { query: { term: 'H5' } },
    '/api/acl/invoice/download': { body: { orderId: 'ord_demo1' } },
    '/api/order/returnLabel/download': { body: { orderId: 'ord_demo2' } },
    '/api/acl/return/redirect': { query: { email: 'max.mustermann@example.com', orderNumber: 'H50000001' } },
    '/api/cart/cart/add': { body: { variant: { sku: sample.sku }, count: 1 } },
    '/api/cart/cart/addMultiple': { body: [{ variant: { sku: sample.sku }, count: 1 }] },
    '/api/cart/cart/categories': { body: [sample.sku] },
    '/api/cart/cart/checkout': { body: {} },
    '/api/cart/cart/lineItem/update': { body: { lineItemId: 'li_x', count: 2 } },
    '/api/cart/cart/lineItem/remove': { body: { lineItemId: 'li_x' } },
    '/api/cart/cart/voucher': { body: { code: '6010000000000001', pin: '1234' } },
    '/api/cart/cart/voucher/remove': { body: { code: 'WILLKOMMEN10' } },
    '/api/wishlist/add': { body: { itemNumber: sample.itemnum, sku: sample.sku, count: 1 } },
    '/api/wishlist/remove': { body: { itemNumber: sample.itemnum } },
    '/_hirmer/api/cart/wishlist/session/migrate': { body: { userId: 'acc_demo1' } },
    '/api/reserve/add': { body: { oxid: sample.sku, amount: 1, filialeid: 'MUC1' } },
    '/api/reserve/edit': { body: { basketid: 'rbi_x', amount: 1, filialeid: 'MUC1' } },
    '/api/reserve/lineItem/remove': { body: { basketid: 'rbi_x' } },
    '/_hirmer/api/account/reservation/cancel': { body: { reservationNumber: 'R40000002' } },
    '/_hirmer/stores/info': { query: { product: sample.itemnum, size: sample.size } },
    '/api/review': { query: { productIds: sample.itemnum } },
    '/api/newsletter/subscribe': { body: { email: 'prop@example.com', token: 'dev-captcha-ok', hggbig: true } },
    '/api/newsletter/confirm': { query: { token: 'x'.repeat(30) } },
    '/api/newsletter/unsubscribe': { body: { reason: 'other', email: 'prop@example.com' } },
    '/api/newsletter/raffle': { body: { ...person, participationPrivacy: true, notificationInfo: true, token: 'dev-captcha-ok' } },
    '/api/newsletter/earlyShopRegistration': { body: { ...person, participationPrivacy: true, triggerID: 12806, token: 'dev-captcha-ok' } },
    '/api/contact/sendEmail': { body: { ...person, subject: 'others', message: 'Hallo', acceptDatenschutz: true, token: 'dev-captcha-ok' } },
    '/api/crm/loyaltyCard': { body: { accountPage: 'LoyaltyCard' } },
    '/api/crm/connect': { body: { loyaltyCardNumber: '20000001', loyaltyCardCVC: '4711' } },
    '/api/crm/addLoyaltyCardToUser': { body: { loyaltyCardNumber: '20000001', loyaltyCardCVC: '4711' } },
    '/api/crm/email': { body: { ...person, token: 'dev-captcha-ok' } },
    '/api/crm/activate': { body: { token: 'x'.repeat(32), newPass: 'geheim1', confirmationPass: 'geheim1' } },
    '/api/captcha/verify': { body: { token: 'dev-captcha-ok' } },
  };
}

/** The template with some parts kept, some replaced by random values, some dropped. */
function mutated(template: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(template)) return fc.array(mutated(template[0]), { minLength: 0, maxLength: 3 });
  if (template && typeof template === 'object') {
    const entries = Object.entries(template);
    if (!entries.length) return fc.constant({});
    return fc
      .tuple(
        ...entries.map(([, v]) =>
          fc.oneof({ weight: 4, arbitrary: mutated(v) }, { weight: 1, arbitrary: value() }, { weight: 1, arbitrary: fc.constant(undefined) }),
        ),
      )
      .map((values) => Object.fromEntries(entries.map(([k], i) => [k, values[i]]).filter(([, v]) => v !== undefined)));
  }
  return fc.oneof({ weight: 5, arbitrary: fc.constant(template) }, { weight: 1, arbitrary: scalar() });
}

/** Per route, the answers seen: a status, or '400:domain' for a 400 from a rule after validation passed. */
const stats: Record<string, Set<number | string>> = {};

/** Error codes of the input validation (zod issues and body parsing); any other 400 passed validation. */
const VALIDATION_CODES = new Set([
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'invalid_value',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'not_multiple_of',
  'custom',
  'malformed_json',
  'body_too_large',
]);

const context = {
  frontasticContext: { project: { projectId: 'hirmer-frontend' }, locale: 'de_DE', projectConfiguration: { brand: 'hrm' } },
} as unknown as ActionContext;

function bodyOf(routePath: string): fc.Arbitrary<string | undefined> {
  const t = templates()[routePath]?.body;
  if (t === undefined) return body();
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(JSON.stringify(t)) },
    { weight: 3, arbitrary: mutated(t).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: body() },
  );
}
function queryOf(routePath: string): fc.Arbitrary<Record<string, string>> {
  const t = templates()[routePath]?.query;
  if (t === undefined) return query();
  const asQuery = (q: unknown) => Object.fromEntries(Object.entries(q as object).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]));
  return fc.oneof({ weight: 1, arbitrary: fc.constant(t) }, { weight: 3, arbitrary: mutated(t).map(asQuery) }, { weight: 1, arbitrary: query() });
}

describe('every route under random input', () => {
  afterAll(() => {
    // Every route must have been reached past validation at least once (an answer other than a validation 400;
    // a rule's 400 such as "your cart is empty" counts as reached).
    // Except where success needs a token that only a mail carries (the HTTP tests cover those).
    const needsMailedToken = ['POST /_hirmer/api/account/resetPassword', 'POST /api/crm/activate'];
    const known = new Set(Object.keys(templates()));
    const shallow = Object.entries(stats)
      .filter(([r, codes]) => known.has(r.slice(r.indexOf(' ') + 1)) && !needsMailedToken.includes(r) && [...codes].every((c) => c === 400))
      .map(([r]) => r);
    expect(shallow, JSON.stringify(Object.fromEntries(Object.entries(stats).map(([k, v]) => [k, [...v]])))).toEqual([]);
  });

  for (const route of allRoutes()) {
    it(`${route.method} ${route.path}`, async () => {
      const handler = extensions.actions![route.namespace]![route.action]!;
      await fc.assert(
        fc.asyncProperty(bodyOf(route.path), queryOf(route.path), session, async (rawBody, q, sessionData) => {
          const before = snapshot();
          const request: Request = {
            method: route.method,
            path: route.path,
            query: q,
            body: route.method === 'GET' ? undefined : rawBody,
            clientIp: '10.0.0.9',
            sessionData,
            headers: {},
          };
          const response = await handler(request, context);
          expect(response.statusCode).toBeLessThan(500);
          const parsed = JSON.parse(response.body ?? 'null');
          const domain400 = response.statusCode === 400 && parsed?.errors?.some((e: { code: string }) => !VALIDATION_CODES.has(e.code));
          (stats[`${route.method} ${route.path}`] ??= new Set()).add(domain400 ? '400:domain' : response.statusCode);
          if (response.statusCode >= 400) {
            expect(parsed.success).toBe(false);
            expect(parsed.errors.length).toBeGreaterThan(0);
            for (const e of parsed.errors) expect(typeof e.code === 'string' && typeof e.message === 'string').toBe(true);
            expect(snapshot()).toBe(before);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
