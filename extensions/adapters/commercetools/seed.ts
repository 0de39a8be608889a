import type { CategoryDraft, ChannelDraft, CustomerDraft, OrderImportDraft, ProductDraft, Type } from '@commercetools/platform-sdk';
import type { CommercetoolsSettings } from '../../settings';
import type { Product } from '../../../src/domain/product';
import { LANGUAGES } from '../../../src/config/languages';
import { createRng } from '../../demo-data/random';
import { buildCategories } from '../../demo-data/categories';
import { generateProducts } from '../../demo-data/products';
import { generateReviews } from '../../demo-data/reviews';
import { STORES } from '../../demo-data/stores';
import { baseStoreStock } from '../../demo-data/store-stock';
import {
  DAY_MS,
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_VOUCHERS,
  FREE_LOYALTY_CARD,
  ORDER_PLAN,
  TRAVEL_VOUCHER_CODES,
  vouchersFor,
} from '../../demo-data/customers';
import { describeVariant } from '../shared/lines';
import { ct, ctErrorCodes, inList, isNotFound, literal, type CtApi } from './client';
import { createCtApi, SCRIPT_REQUEST_TIMEOUT_MS } from './client';
import { CustomObjects } from './custom-objects';
import { CONTAINERS, TYPE_DRAFTS, TYPES } from './model';
import { PRODUCT_TYPE_KEY, productDraftOf, productTypeDraft } from './products';
import type { GiftCardDoc } from './carts';
import type { LoyaltyCardDoc } from './crm';
import { cardLevelOf, LOYALTY_LEVEL_FIELD, loyaltyLevelValue } from './customer-model';

/** Share of regular products with reviews (the same as the embedded seed). */
const REVIEWED_SHARE = 0.3;
/** Store stock (inventory entries per channel) for the first products only: one entry per sku and store costs a request each. */
export const STORE_STOCK_PRODUCTS = 60;
/** Requests in flight at once while seeding. */
const CONCURRENCY = 8;
const BATCH = 50;

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (next < items.length) await run(items[next++]!);
  });
  await Promise.all(workers);
}

async function exists(get: () => Promise<unknown>): Promise<boolean> {
  try {
    await get();
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/**
 * A create that may have been sent before (a retry inside this run after a lost answer, or a run that
 * was interrupted after commercetools made it): DuplicateField means it is there already.
 */
async function createOnce(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if (ctErrorCodes(error).includes('DuplicateField')) return false;
    throw error;
  }
}

/** Progress per step, so that an operator sees how far a run got (and where a rerun resumes). */
function progress(log: (m: string) => void, step: string, total: number) {
  let done = 0;
  let shown = -1;
  const every = Math.max(1, Math.ceil(total / 10));
  log(`${step}: ${total} to check`);
  return {
    tick(n = 1) {
      done += n;
      const mark = Math.floor(done / every);
      if (mark !== shown && done < total) {
        shown = mark;
        log(`${step}: ${done}/${total}`);
      }
    },
    end(created: number) {
      log(`${step}: ${total}/${total} done, ${created} created`);
    },
  };
}

export interface SeedCounts {
  created: { types: number; categories: number; stores: number; products: number; inventory: number; discountCodes: number; customers: number; orders: number };
}

/**
 * Pushes the deterministic demo shop into a commercetools project, idempotently: what exists (by key,
 * sku and channel, code, email or order number) is left alone, so a second run creates nothing and
 * a run interrupted anywhere is completed by the next one (a create that landed before the
 * interruption meets DuplicateField and counts as there). Requests have their own long time limit
 * (SCRIPT_REQUEST_TIMEOUT_MS, retries of 5xx, resets and timeouts included), and every step prints
 * its progress. The same generator and seed as the embedded backend give the same catalogue.
 */
export async function seedCommercetools(
  settings: CommercetoolsSettings,
  options: {
    size: number;
    seed: number;
    log?: (m: string) => void;
    storeStockProducts?: number;
    typesOnly?: boolean;
    /** Where the demo pictures are served: the variants' image URLs hang below it (MEDIA_BASE_URL). */
    mediaBaseUrl?: string;
  },
  apiOverride?: CtApi,
): Promise<SeedCounts> {
  const storeStockProducts = options.storeStockProducts ?? STORE_STOCK_PRODUCTS;
  // One request at a time per item (no twins), with a longer time limit than a shopper's action.
  const api = apiOverride ?? createCtApi(settings, { hedge: false, requestTimeoutMs: SCRIPT_REQUEST_TIMEOUT_MS });
  const objects = new CustomObjects(api);
  const log = options.log ?? (() => {});
  const created: SeedCounts['created'] = { types: 0, categories: 0, stores: 0, products: 0, inventory: 0, discountCodes: 0, customers: 0, orders: 0 };
  const started = Date.now();

  const typeStep = progress(log, 'types', TYPE_DRAFTS.length + 1);
  for (const draft of TYPE_DRAFTS) {
    typeStep.tick();
    let found: Type | null = null;
    try {
      found = await ct(() => api.types().withKey({ key: draft.key }).get().execute());
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (!found) {
      if (await createOnce(() => ct(() => api.types().post({ body: draft }).execute()))) created.types++;
      continue;
    }
    // A type made by an earlier version lacks the fields added since (the change ids, `requests`): added, nothing else touched.
    const have = new Set(found.fieldDefinitions.map((f) => f.name));
    const missing = (draft.fieldDefinitions ?? []).filter((f) => !have.has(f.name));
    if (missing.length) {
      const type = found;
      await ct(() =>
        api
          .types()
          .withId({ ID: type.id })
          .post({ body: { version: type.version, actions: missing.map((fieldDefinition) => ({ action: 'addFieldDefinition' as const, fieldDefinition })) } })
          .execute(),
      );
      log(`types: ${draft.key} got the fields ${missing.map((f) => f.name).join(', ')}`);
    }
  }
  typeStep.tick();
  if (!(await exists(() => api.productTypes().withKey({ key: PRODUCT_TYPE_KEY }).get().execute()))) {
    if (await createOnce(() => ct(() => api.productTypes().post({ body: productTypeDraft() }).execute()))) created.types++;
  }
  typeStep.end(created.types);
  // A project with its own catalogue needs only the types the adapter keeps its fields in.
  if (options.typesOnly) {
    log(`Custom types and product type ready (${created.types} created).`);
    return { created };
  }

  // Categories, parents first (buildCategories lists them so).
  const categories = buildCategories();
  const categoryIds = new Map<string, string>();
  const categoryStep = progress(log, 'categories', categories.length);
  for (const [i, c] of categories.entries()) {
    categoryStep.tick();
    try {
      const found = await ct(() => api.categories().withKey({ key: c.id }).get().execute());
      categoryIds.set(c.id, found.id);
      continue;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    const draft: CategoryDraft = {
      key: c.id,
      name: { ...c.name },
      slug: Object.fromEntries(LANGUAGES.map((l) => [l, c.slug])),
      orderHint: (Math.max(c.position, i) / 1_000_000 + 0.0000001).toFixed(7),
      ...(c.parentId ? { parent: { typeId: 'category', key: c.parentId } } : {}),
      custom: { type: { typeId: 'type', key: TYPES.category }, fields: c.group ? { group: c.group } : {} },
    };
    if (await createOnce(() => ct(() => api.categories().post({ body: draft }).execute()))) created.categories++;
    categoryIds.set(c.id, (await ct(() => api.categories().withKey({ key: c.id }).get().execute())).id);
  }
  categoryStep.end(created.categories);

  const storeStep = progress(log, 'stores', STORES.length);
  for (const [position, store] of STORES.entries()) {
    storeStep.tick();
    if (await exists(() => api.channels().withKey({ key: store.id }).get().execute())) continue;
    const draft: ChannelDraft = {
      key: store.id,
      roles: ['InventorySupply', 'ProductDistribution'],
      name: { de: store.name, en: store.name },
      address: {
        streetName: store.address.street,
        postalCode: store.address.postalCode,
        city: store.address.city,
        country: store.address.country,
        phone: store.address.phone,
      },
      custom: { type: { typeId: 'type', key: TYPES.channel }, fields: { openingHours: JSON.stringify(store.openingHours), position: String(position) } },
    };
    if (await createOnce(() => ct(() => api.channels().post({ body: draft }).execute()))) created.stores++;
  }
  storeStep.end(created.stores);
  const channelIds = new Map<string, string>();
  for (const c of (
    await ct(() =>
      api
        .channels()
        .get({ queryArgs: { limit: 500 } })
        .execute(),
    )
  ).results)
    channelIds.set(c.key, c.id);

  // Products in batches: one query finds which keys exist, the rest are created.
  const rng = createRng(options.seed);
  const reviewRng = createRng(options.seed ^ 0x5eed);
  const generated = [...generateProducts(rng, categories, options.size)];
  const products: Product[] = [];
  const productStep = progress(log, 'products', generated.length);
  for (let i = 0; i < generated.length; i += BATCH) {
    const batch = generated.slice(i, i + BATCH);
    const existing = await ct(() =>
      api
        .products()
        .get({
          queryArgs: {
            where: inList(
              'key',
              batch.map((p) => p.id),
            ),
            limit: BATCH,
          },
        })
        .execute(),
    );
    const have = new Set(existing.results.map((p) => p.key));
    await inParallel(
      batch.filter((p) => !have.has(p.id)),
      async (p) => {
        const draft: ProductDraft = productDraftOf(p, categoryIds, options.mediaBaseUrl ?? '');
        if (await createOnce(() => ct(() => api.products().post({ body: draft }).execute()))) created.products++;
      },
    );
    products.push(...batch);
    productStep.tick(batch.length);
  }
  productStep.end(created.products);
  // Reviews draw from their own generator in product order, exactly as the embedded seed does.
  const reviewed: [string, ReturnType<typeof generateReviews>][] = [];
  for (const p of products) {
    if (p.productType === 'regular' && reviewRng.chance(REVIEWED_SHARE)) reviewed.push([p.colorVariants[0]!.itemnum, generateReviews(reviewRng)]);
  }

  // Online stock (no channel) for every sku; store stock for the first products.
  const entries: { sku: string; quantity: number; channel?: string }[] = [];
  products.forEach((p, index) => {
    for (const sv of p.colorVariants.flatMap((c) => c.sizeVariants)) {
      entries.push({ sku: sv.sku, quantity: sv.isNos ? 9999 : sv.stock });
      if (index >= storeStockProducts) continue;
      for (const store of STORES) {
        const quantity = baseStoreStock(store.id, sv.sku, sv.isNos);
        if (quantity > 0) entries.push({ sku: sv.sku, quantity, channel: store.id });
      }
    }
  });
  const inventoryStep = progress(log, 'inventory', entries.length);
  for (let i = 0; i < entries.length; i += BATCH) {
    const batch = entries.slice(i, i + BATCH);
    const existing = await ct(() =>
      api
        .inventory()
        .get({ queryArgs: { where: inList('sku', [...new Set(batch.map((e) => e.sku))]), limit: 500 } })
        .execute(),
    );
    const have = new Set(existing.results.map((e) => `${e.sku}|${e.supplyChannel?.id ?? ''}`));
    await inParallel(
      batch.filter((e) => !have.has(`${e.sku}|${e.channel ? channelIds.get(e.channel) : ''}`)),
      async (e) => {
        const made = await createOnce(() =>
          ct(() =>
            api
              .inventory()
              .post({ body: { sku: e.sku, quantityOnStock: e.quantity, ...(e.channel ? { supplyChannel: { typeId: 'channel', key: e.channel } } : {}) } })
              .execute(),
          ),
        );
        if (made) created.inventory++;
      },
    );
    inventoryStep.tick(batch.length);
  }
  inventoryStep.end(created.inventory);
  const reviewStep = progress(log, 'reviews', reviewed.length);
  await inParallel(reviewed, async ([itemnum, reviews]) => {
    if (!(await objects.get(CONTAINERS.reviews, itemnum))) await objects.put(CONTAINERS.reviews, itemnum, { reviews });
    reviewStep.tick();
  });
  reviewStep.end(reviewed.length);

  // Vouchers as discount codes (an absolute cart discount in their currency); gift cards as custom objects.
  const voucherStep = progress(log, 'vouchers', DEMO_VOUCHERS.length);
  for (const v of DEMO_VOUCHERS) {
    voucherStep.tick();
    if (v.kind === 'giftcard') {
      if (!(await objects.get(CONTAINERS.giftCards, v.code))) {
        await objects.put<GiftCardDoc>(CONTAINERS.giftCards, v.code, { pin: v.pin!, value: v.value, currency: v.currency, redeemed: Boolean(v.redeemed) });
      }
      continue;
    }
    const found = await ct(() =>
      api
        .discountCodes()
        .get({ queryArgs: { where: `code = ${literal(v.code)}`, limit: 1 } })
        .execute(),
    );
    if (found.results.length) continue;
    // The cart discount may be there from an interrupted run (made just before its code).
    const discountKey = `voucher-${v.code.toLowerCase()}`;
    await createOnce(() =>
      ct(() =>
        api
          .cartDiscounts()
          .post({
            body: {
              key: discountKey,
              name: { de: `Gutschein ${v.code}`, en: `Voucher ${v.code}` },
              value: { type: 'absolute', money: [{ currencyCode: v.currency, centAmount: v.value }] },
              cartPredicate: `currency = "${v.currency}"`,
              target: { type: 'totalPrice' },
              sortOrder: `0.${String(DEMO_VOUCHERS.indexOf(v) + 1).padStart(4, '0')}1`,
              requiresDiscountCode: true,
            },
          })
          .execute(),
      ),
    );
    const discount = await ct(() => api.cartDiscounts().withKey({ key: discountKey }).get().execute());
    // A used voucher is inactive; a fresh one can be used once.
    const made = await createOnce(() =>
      ct(() =>
        api
          .discountCodes()
          .post({ body: { code: v.code, cartDiscounts: [{ typeId: 'cart-discount', id: discount.id }], isActive: v.redeemed !== 1, maxApplications: 1 } })
          .execute(),
      ),
    );
    if (made) created.discountCodes++;
  }
  voucherStep.end(created.discountCodes);

  await seedCustomers(api, objects, products.slice(0, storeStockProducts), createRng(options.seed + 1), created, log);
  await objects.put(CONTAINERS.meta, 'seeded', { size: options.size, seed: options.seed, at: new Date().toISOString() });
  log(`Seeded commercetools project ${settings.projectKey} in ${Date.now() - started} ms: ${JSON.stringify(created)} created.`);
  return { created };
}

async function seedCustomers(
  api: CtApi,
  objects: CustomObjects,
  products: Product[],
  rng: ReturnType<typeof createRng>,
  created: SeedCounts['created'],
  log: (m: string) => void,
) {
  const skus = products
    .filter((p) => p.productType === 'regular')
    .flatMap((p) => p.colorVariants.flatMap((c) => c.sizeVariants.filter((s) => s.stock > 0 && !s.isNos).map((s) => ({ sku: s.sku, product: p }))));
  let orderSeq = 0;
  const customerStep = progress(log, 'customers and orders', DEMO_CUSTOMERS.length);
  const byEmail = async (email: string) =>
    (
      await ct(() =>
        api
          .customers()
          .get({ queryArgs: { where: `lowercaseEmail = ${literal(email.toLowerCase())}`, limit: 1 } })
          .execute(),
      )
    ).results[0];
  for (const [ci, c] of DEMO_CUSTOMERS.entries()) {
    customerStep.tick();
    const level = c.level ? { level: c.level } : null;
    let customer = await byEmail(c.email);
    const address = {
      salutation: 'Mr',
      firstName: c.firstName,
      lastName: c.lastName,
      streetName: 'Kaufingerstraße',
      streetNumber: String(10 + ci),
      postalCode: '80331',
      city: 'München',
      country: 'DE',
    };
    if (!customer) {
      const draft: CustomerDraft = {
        email: c.email,
        password: DEMO_PASSWORD,
        salutation: 'Mr',
        firstName: c.firstName,
        lastName: c.lastName,
        dateOfBirth: `19${70 + ci * 4}-0${(ci % 9) + 1}-15`,
        addresses: [{ key: 'billing', ...address }],
        defaultBillingAddress: 0,
        custom: {
          type: { typeId: 'type', key: TYPES.customer },
          fields: { emarsysuserid: `demo${ci + 1}`, newsletter: ci % 2 === 0, [LOYALTY_LEVEL_FIELD]: loyaltyLevelValue(level) },
        },
      };
      if (await createOnce(() => ct(() => api.customers().post({ body: draft }).execute()))) created.customers++;
      customer = (await byEmail(c.email))!;
    }
    // A customer seeded by an earlier version lacks the copy of its card's level (customer-model.ts).
    if (customer.custom && cardLevelOf(customer) === undefined) {
      const before = customer;
      customer = await ct(() =>
        api
          .customers()
          .withId({ ID: before.id })
          .post({ body: { version: before.version, actions: [{ action: 'setCustomField', name: LOYALTY_LEVEL_FIELD, value: loyaltyLevelValue(level) }] } })
          .execute(),
      );
    }
    if (c.level) {
      const number = String(10_000_001 + ci);
      const vouchers = vouchersFor(c.level, rng);
      if (!(await objects.get(CONTAINERS.loyaltyCards, number))) {
        await objects.put<LoyaltyCardDoc>(CONTAINERS.loyaltyCards, number, {
          number,
          code: String(1000 + ci),
          level: c.level,
          accountId: customer.id,
          vouchers,
          travelVoucherCode: TRAVEL_VOUCHER_CODES[c.level],
        });
      }
      // Each document on its own: a run interrupted between the two completes the second.
      if (!(await objects.get(CONTAINERS.loyaltyByAccount, customer.id))) await objects.put(CONTAINERS.loyaltyByAccount, customer.id, { number });
    }
    if (!c.orders || !skus.length) continue;
    for (const [daysAgo, status] of ORDER_PLAN) {
      const lines = rng.sample(skus, rng.int(1, 3)).map(({ sku, product }) => ({ sku, product, count: rng.int(1, 2) }));
      const orderNumber = `H${String(50_000_001 + orderSeq++)}`;
      if (await exists(() => api.orders().withOrderNumber({ orderNumber }).get().execute())) continue;
      const date = new Date(Date.now() - daysAgo * DAY_MS - ci * 3_600_000).toISOString();
      const lineItems: OrderImportDraft['lineItems'] = lines.map(({ sku, product, count }) => {
        const info = describeVariant(product, sku, 'de', 'eur')!;
        return {
          productId: undefined,
          name: { de: info.name },
          variant: { sku },
          price: { value: { currencyCode: 'EUR', centAmount: info.price } },
          quantity: count,
        };
      });
      const total = lines.reduce((s, l) => s + describeVariant(l.product, l.sku, 'de', 'eur')!.price * l.count, 0);
      const made = await createOnce(() =>
        ct(() =>
          api
            .orders()
            .importOrder()
            .post({
              body: {
                orderNumber,
                customerId: customer.id,
                customerEmail: customer.email,
                lineItems,
                totalPrice: { currencyCode: 'EUR', centAmount: total },
                orderState: status === 'OPEN' ? 'Open' : status === 'SHIPPED' ? 'Complete' : 'Cancelled',
                paymentState: status === 'CANCELLED' ? 'CreditOwed' : 'Paid',
                shipmentState: status === 'SHIPPED' ? 'Delivered' : undefined,
                billingAddress: address,
                shippingAddress: address,
                completedAt: date,
                custom: { type: { typeId: 'type', key: TYPES.order }, fields: { orderDate: date, documentNumber: `D${String(70_000_001 + orderSeq)}` } },
              },
            })
            .execute(),
        ),
      );
      if (made) created.orders++;
    }
  }
  customerStep.end(created.customers + created.orders);
  if (!(await objects.get(CONTAINERS.loyaltyCards, FREE_LOYALTY_CARD.number))) {
    await objects.put<LoyaltyCardDoc>(CONTAINERS.loyaltyCards, FREE_LOYALTY_CARD.number, {
      number: FREE_LOYALTY_CARD.number,
      code: FREE_LOYALTY_CARD.code,
      level: 'silver',
      accountId: null,
      vouchers: [],
    });
  }
}
