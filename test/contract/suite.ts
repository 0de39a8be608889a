import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendServices } from '../../extensions/services';
import { DomainError, type Owner } from '../../extensions/services/owner';
import { withinRequest } from '../../extensions/services/request-scope';
import type { Product, SizeVariant } from '../../src/domain/product';
import { QUANTITY_MAX } from '../../src/config/constants';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, FREE_LOYALTY_CARD, TRAVEL_VOUCHER_CODES } from '../../extensions/demo-data/customers';
import { STORES } from '../../extensions/demo-data/stores';

/**
 * One contract for every commerce backend: the same behaviour tests run against the embedded
 * (SQLite) adapter and against the commercetools adapter talking HTTP to commercetools-mock. Both
 * are seeded from the same generator (CONTRACT_SIZE products of CONTRACT_SEED). A feature the
 * mock lacks is a test of its own that says so by name and asserts what the mock does instead.
 */
export const CONTRACT_SIZE = 40;
export const CONTRACT_SEED = 42;
/** Products with store stock in every backend (the commercetools seed writes inventory for these). */
export const CONTRACT_STORE_STOCK_PRODUCTS = 6;

export interface ContractBackend {
  services: BackendServices;
  close(): Promise<void>;
}

/** What a backend under test cannot do; each gap is a test of its own, named after it. */
export interface BackendGaps {
  /** Whether the backend computes voucher (discount code) amounts; commercetools-mock does not. */
  computesVoucherDiscounts: boolean;
}

const expectDomainError = async (promise: Promise<unknown>, code: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected DomainError ${code}`).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
};

let sequence = 0;
const guest = (): Owner => ({ kind: 'session', id: `contract-guest-${Date.now().toString(36)}-${sequence++}` });

export function contractSuite(name: string, gaps: BackendGaps, open: () => Promise<ContractBackend>): void {
  describe(`${name}: the commerce backend contract`, () => {
    let backend: ContractBackend;
    let s: BackendServices;
    let products: Product[];
    /** Variants with stock for several pieces (not never-out-of-stock), of regular products. */
    let stocked: { product: Product; itemnum: string; sv: SizeVariant }[];

    beforeAll(async () => {
      backend = await open();
      s = backend.services;
      products = [];
      for await (const batch of s.catalogue.listProducts({ batchSize: 9 })) products.push(...batch);
      products.sort((a, b) => a.id.localeCompare(b.id));
      stocked = products
        .filter((p) => p.productType === 'regular')
        .flatMap((p) =>
          p.colorVariants.flatMap((cv) => cv.sizeVariants.filter((sv) => sv.stock >= 5 && !sv.isNos).map((sv) => ({ product: p, itemnum: cv.itemnum, sv }))),
        );
    }, 180_000);
    afterAll(async () => {
      await backend?.close();
    });

    describe('catalogue', () => {
      it('lists every product once, in batches, as many as it counts', async () => {
        expect(products).toHaveLength(CONTRACT_SIZE);
        expect(new Set(products.map((p) => p.id)).size).toBe(CONTRACT_SIZE);
        expect(await s.catalogue.countProducts()).toBe(CONTRACT_SIZE);
      });

      it('finds products by id, sku and item number, and nothing for unknown ones', async () => {
        const p = products[3]!;
        const cv = p.colorVariants[0]!;
        const sv = cv.sizeVariants[0]!;
        expect((await s.catalogue.getProducts([p.id, 'P999999']))[0]).toEqual(p);
        expect(await s.catalogue.getBySku(sv.sku)).toEqual({ product: p, itemnum: cv.itemnum });
        expect((await s.catalogue.getProductByItemNumber(cv.itemnum))?.id).toBe(p.id);
        expect(await s.catalogue.getBySku('0000000000')).toBeNull();
        expect(await s.catalogue.getProductByItemNumber('99999999')).toBeNull();
      });

      it('gives the category tree with parents and the flyout groups', async () => {
        const categories = await s.catalogue.listCategories();
        const ids = new Set(categories.map((c) => c.id));
        expect(categories.length).toBeGreaterThan(10);
        expect(categories.every((c) => c.parentId === null || ids.has(c.parentId))).toBe(true);
        expect(categories.some((c) => c.group)).toBe(true);
        expect(products.every((p) => p.categories.every((c) => ids.has(c)))).toBe(true);
      });

      it('keeps a fingerprint that stays the same while nothing changes', async () => {
        expect(await s.catalogue.version()).toBe(await s.catalogue.version());
      });
    });

    describe('carts', () => {
      it('adds a line, adds the same sku to it, changes and removes it', async () => {
        const owner = guest();
        const { sv, product } = stocked[0]!;
        expect((await s.carts.get(owner, 'EUR', 'de')).lineItems).toEqual([]);
        const first = await s.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
        expect(first.cart.lineItems).toHaveLength(1);
        const line = first.cart.lineItems[0]!;
        expect(line).toMatchObject({ count: 1, price: sv.prices.eur!.price, name: product.title.de, variant: { sku: sv.sku } });
        expect(first.addedLineIds).toEqual([line.lineItemId]);
        const again = await s.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
        expect(again.cart.lineItems).toHaveLength(1);
        expect(again.cart.lineItems[0]!.count).toBe(2);
        const changed = await s.carts.updateCount(owner, again.cart.lineItems[0]!.lineItemId, 3, 'EUR', 'de');
        expect(changed.lineItems[0]!.count).toBe(3);
        expect(changed.sum).toBe(3 * sv.prices.eur!.price);
        const removed = await s.carts.remove(owner, changed.lineItems[0]!.lineItemId, 'EUR', 'de');
        expect(removed.lineItems).toEqual([]);
        await expectDomainError(s.carts.remove(owner, 'no-such-line', 'EUR', 'de'), 'unknown_line_item');
      });

      it('writes nothing when one of several lines fails (unknown sku, stock, quantity limit)', async () => {
        const owner = guest();
        const [a, b] = [stocked[1]!, stocked[2]!];
        await s.carts.add(owner, [{ sku: a.sv.sku, count: 1 }], 'EUR', 'de');
        await expectDomainError(
          s.carts.add(
            owner,
            [
              { sku: b.sv.sku, count: 1 },
              { sku: '0000000000', count: 1 },
            ],
            'EUR',
            'de',
          ),
          'unknown_sku',
        );
        await expectDomainError(
          s.carts.add(
            owner,
            [
              { sku: b.sv.sku, count: 1 },
              { sku: a.sv.sku, count: a.sv.stock + 1 },
            ],
            'EUR',
            'de',
          ),
          'insufficient_stock',
        );
        const nos = products.flatMap((p) => p.colorVariants.flatMap((c) => c.sizeVariants)).find((v) => v.isNos);
        if (nos) await expectDomainError(s.carts.add(owner, [{ sku: nos.sku, count: QUANTITY_MAX + 1 }], 'EUR', 'de'), 'quantity_limit');
        const soldOut = products
          .filter((p) => p.productType === 'regular')
          .flatMap((p) => p.colorVariants.flatMap((c) => c.sizeVariants))
          .find((v) => v.stock === 0 && !v.isNos)!;
        await expectDomainError(s.carts.add(owner, [{ sku: soldOut.sku, count: 1 }], 'EUR', 'de'), 'sold_out');
        const cart = await s.carts.get(owner, 'EUR', 'de');
        expect(cart.lineItems.map((l) => [l.variant.sku, l.count])).toEqual([[a.sv.sku, 1]]);
      });

      it('takes a set as one line with one chosen size of each part', async () => {
        const set = products.find((p) => p.productType === 'set')!;
        expect(set, 'the contract catalogue has a set').toBeDefined();
        const parts = await s.catalogue.getProducts(set.subProducts);
        const partSkus = parts.map((p) => p.colorVariants[0]!.sizeVariants.find((v) => v.stock > 2 || v.isNos)!.sku);
        const setSku = set.colorVariants[0]!.sizeVariants[0]!.sku;
        const owner = guest();
        await expectDomainError(s.carts.add(owner, [{ sku: setSku, count: 1, selectedSetArticles: partSkus.slice(1) }], 'EUR', 'de'), 'set_incomplete');
        const { cart } = await s.carts.add(owner, [{ sku: setSku, count: 1, selectedSetArticles: partSkus }], 'EUR', 'de');
        expect(cart.lineItems).toHaveLength(1);
        expect(cart.lineItems[0]!.projectSpecificData.setArticleData?.selectedArticles.map((a) => a.sku).sort()).toEqual([...partSkus].sort());
      });

      it('keeps an item of the other shop system as a line of its own with its basketitemid and parent article, through quantity, removal and login', async () => {
        const owner = guest();
        const { sv, product } = stocked[7]!;
        const item = { basketitemid: `oxid-${sequence++}`, parentArticleId: product.id };
        await s.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
        const added = await s.carts.add(owner, [{ sku: sv.sku, count: 1, alternativeItem: item }], 'EUR', 'de');
        // The shop's own line of the sku and the other system's item are two lines.
        expect(added.cart.lineItems).toHaveLength(2);
        const line = added.cart.lineItems.find((l) => l.projectSpecificData.alternativeItem)!;
        expect(line.projectSpecificData.alternativeItem).toEqual(item);
        expect(line).toMatchObject({ count: 1, variant: { sku: sv.sku }, projectSpecificData: { productId: product.id } });
        expect(added.addedLineIds).toEqual([line.lineItemId]);
        expect(added.cart.lineItems.find((l) => l !== line)!.projectSpecificData.alternativeItem).toBeUndefined();
        // The same basket item again adds to its line; the read keeps it.
        const again = await s.carts.add(owner, [{ sku: sv.sku, count: 1, alternativeItem: item }], 'EUR', 'de');
        expect(again.cart.lineItems.find((l) => l.lineItemId === line.lineItemId)!.count).toBe(2);
        const changed = await s.carts.updateCount(owner, line.lineItemId, 3, 'EUR', 'de');
        expect(changed.lineItems.find((l) => l.lineItemId === line.lineItemId)).toMatchObject({ count: 3, projectSpecificData: { alternativeItem: item } });
        // A parent article that is not the sku's product, or a set, is refused and writes nothing.
        const other = stocked.find((x) => x.product.id !== product.id)!;
        await expectDomainError(
          s.carts.add(owner, [{ sku: other.sv.sku, count: 1, alternativeItem: { basketitemid: 'oxid-x', parentArticleId: product.id } }], 'EUR', 'de'),
          'parent_article_mismatch',
        );
        const set = products.find((p) => p.productType === 'set')!;
        await expectDomainError(
          s.carts.add(
            owner,
            [{ sku: set.colorVariants[0]!.sizeVariants[0]!.sku, count: 1, alternativeItem: { basketitemid: 'oxid-y', parentArticleId: set.id } }],
            'EUR',
            'de',
          ),
          'alternative_item_set',
        );
        expect((await s.carts.get(owner, 'EUR', 'de')).lineItems).toHaveLength(2);
        // Into the account on login, still the other system's item.
        const into: Owner = { kind: 'account', id: (await s.accounts.register(registration(`alternative-${Date.now()}@example.com`))).accountId };
        await s.carts.merge(owner, into);
        const merged = await s.carts.get(into, 'EUR', 'de');
        expect(merged.lineItems.find((l) => l.projectSpecificData.alternativeItem)).toMatchObject({ count: 3, projectSpecificData: { alternativeItem: item } });
        const removed = await s.carts.remove(into, merged.lineItems.find((l) => l.projectSpecificData.alternativeItem)!.lineItemId, 'EUR', 'de');
        expect(removed.lineItems.map((l) => [l.variant.sku, l.projectSpecificData.alternativeItem ?? null])).toEqual([[sv.sku, null]]);
      });

      it('answers prices in the currency asked for', async () => {
        const owner = guest();
        const { sv } = stocked[3]!;
        await s.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
        const chf = await s.carts.get(owner, 'CHF', 'de');
        expect(chf.currency).toBe('CHF');
        expect(chf.lineItems[0]!.price).toBe(sv.prices.chf!.price);
      });

      it('moves a guest cart into the account cart on login', async () => {
        const from = guest();
        const into: Owner = { kind: 'account', id: (await s.accounts.register(registration(`merge-${Date.now()}@example.com`))).accountId };
        const [a, b] = [stocked[4]!, stocked[5]!];
        await s.carts.add(from, [{ sku: a.sv.sku, count: 1 }], 'EUR', 'de');
        await s.carts.add(into, [{ sku: b.sv.sku, count: 1 }], 'EUR', 'de');
        await s.carts.merge(from, into);
        expect((await s.carts.get(into, 'EUR', 'de')).lineItems.map((l) => l.variant.sku).sort()).toEqual([a.sv.sku, b.sv.sku].sort());
        expect((await s.carts.get(from, 'EUR', 'de')).lineItems).toEqual([]);
      });

      it('refuses unknown, used and foreign-currency vouchers with one answer', async () => {
        const owner = guest();
        await expectDomainError(s.carts.applyVoucher(owner, { code: 'WILLKOMMEN10' }, 'EUR', 'de'), 'cart_empty');
        await s.carts.add(owner, [{ sku: stocked[6]!.sv.sku, count: 1 }], 'EUR', 'de');
        await expectDomainError(s.carts.applyVoucher(owner, { code: 'NOSUCHCODE' }, 'EUR', 'de'), 'voucher_invalid');
        await expectDomainError(s.carts.applyVoucher(owner, { code: '6010000000000001', pin: '0000' }, 'EUR', 'de'), 'voucher_invalid');
        await expectDomainError(s.carts.removeVoucher(owner, 'STYLE15', 'EUR', 'de'), 'voucher_not_in_cart');
      });

      it('applies a gift card with its PIN: it pays what it is worth, the total never below zero', async () => {
        const owner = guest();
        const { sv } = stocked[7]!;
        await s.carts.add(owner, [{ sku: sv.sku, count: 1 }], 'EUR', 'de');
        const { cart, kind } = await s.carts.applyVoucher(owner, { code: '6010000000000002', pin: '5678' }, 'EUR', 'de');
        expect(kind).toBe('giftcard');
        const expected = Math.min(10_000, cart.sum);
        expect(cart.discounts).toEqual([{ code: '6010000000000002', kind: 'giftcard', amount: expected }]);
        expect(cart.total).toBe(cart.sum - expected);
        const removed = await s.carts.removeVoucher(owner, '6010000000000002', 'EUR', 'de');
        expect(removed.discounts).toEqual([]);
      });

      const applyStyle15 = async () => {
        const owner = guest();
        await s.carts.add(owner, [{ sku: stocked[8]!.sv.sku, count: 1 }], 'EUR', 'de');
        const { cart, kind } = await s.carts.applyVoucher(owner, { code: 'STYLE15' }, 'EUR', 'de');
        expect(kind).toBe('voucher');
        expect(cart.discounts.map((d) => [d.code, d.kind])).toEqual([['STYLE15', 'voucher']]);
        return cart;
      };
      if (gaps.computesVoucherDiscounts) {
        it('applies a voucher code: it is on the cart and takes its amount off', async () => {
          const cart = await applyStyle15();
          expect(cart.discounts[0]!.amount).toBe(1500);
          expect(cart.total).toBe(cart.sum - 1500);
        });
      } else {
        it('commercetools-mock computes no cart discounts: the voucher code is on the cart with amount 0', async () => {
          const cart = await applyStyle15();
          expect(cart.discounts[0]!.amount).toBe(0);
          expect(cart.total).toBe(cart.sum);
        });
      }
    });

    describe('accounts', () => {
      it('registers, signs in with the password only, and refuses a second account for the email', async () => {
        const email = `contract-${Date.now()}@example.com`;
        const account = await s.accounts.register(registration(email));
        expect(account).toMatchObject({
          email,
          firstName: 'Erika',
          lastName: 'Muster',
          birthday: '1984-05-06',
          projectSpecificData: { hasLoyaltyCard: false, newsletter: true },
        });
        expect(account.addresses[0]).toMatchObject({ streetName: 'Hauptstraße', streetNumber: '5', city: 'Berlin', country: 'DE' });
        expect((await s.accounts.get(account.accountId))?.email).toBe(email);
        expect((await s.accounts.authenticate(email, 'Secret123!'))?.accountId).toBe(account.accountId);
        expect(await s.accounts.authenticate(email, 'wrong-password')).toBeNull();
        await expectDomainError(s.accounts.register(registration(email)), 'email_exists');
      });

      it('resets a password with a single-use token, and answers null for unknown emails', async () => {
        const email = `reset-${Date.now()}@example.com`;
        await s.accounts.register(registration(email));
        expect(await s.accounts.requestPasswordReset(`nobody-${Date.now()}@example.com`)).toBeNull();
        const reset = (await s.accounts.requestPasswordReset(email))!;
        expect(reset.account.email).toBe(email);
        await s.accounts.resetPassword(reset.token, 'Renewed123!');
        expect(await s.accounts.authenticate(email, 'Renewed123!')).not.toBeNull();
        await expectDomainError(s.accounts.resetPassword(reset.token, 'Again12345!'), 'reset_token_invalid');
      });

      it('changes email and password only with the current password', async () => {
        const email = `change-${Date.now()}@example.com`;
        const { accountId } = await s.accounts.register(registration(email));
        await expectDomainError(s.accounts.changeEmail(accountId, `new-${email}`, 'wrong'), 'wrong_password');
        await expectDomainError(s.accounts.changeEmail(accountId, DEMO_CUSTOMERS[0]!.email, 'Secret123!'), 'email_exists');
        expect((await s.accounts.changeEmail(accountId, `new-${email}`, 'Secret123!')).email).toBe(`new-${email}`);
        await expectDomainError(s.accounts.changePassword(accountId, 'wrong', 'Other123!'), 'wrong_password');
        await s.accounts.changePassword(accountId, 'Secret123!', 'Other123!');
        expect(await s.accounts.authenticate(`new-${email}`, 'Other123!')).not.toBeNull();
      });

      it('replaces the billing address', async () => {
        const { accountId } = await s.accounts.register(registration(`address-${Date.now()}@example.com`));
        const account = await s.accounts.updateBillingAddress(accountId, {
          streetName: 'Neuer Weg',
          streetNumber: '7a',
          postalCode: '1010',
          city: 'Wien',
          country: 'AT',
        });
        expect(account.addresses[0]).toMatchObject({ streetName: 'Neuer Weg', streetNumber: '7a', city: 'Wien', country: 'AT', firstName: 'Erika' });
      });

      it('keeps logins on the server: logout ends one, a reset ends all', async () => {
        const { accountId } = await s.accounts.register(registration(`login-${Date.now()}@example.com`));
        const one = await s.accounts.startLogin(accountId);
        const two = await s.accounts.startLogin(accountId);
        expect(await s.accounts.isLoginActive(accountId, one)).toBe(true);
        expect(await s.accounts.isLoginActive('another-account', one)).toBe(false);
        await s.accounts.endLogin(accountId, one);
        expect(await s.accounts.isLoginActive(accountId, one)).toBe(false);
        expect(await s.accounts.isLoginActive(accountId, two)).toBe(true);
        await s.accounts.endAllLogins(accountId);
        expect(await s.accounts.isLoginActive(accountId, two)).toBe(false);
      });

      it('activates an email-only registration with its mailed token, once', async () => {
        const email = `activate-${Date.now()}@example.com`;
        const { token } = await s.accounts.createActivation(email, 'Karl', 'Karten');
        expect(await s.accounts.authenticate(email, 'First123!')).toBeNull();
        const account = await s.accounts.activate(token, 'First123!');
        expect(account).toMatchObject({ email, firstName: 'Karl' });
        expect(await s.accounts.authenticate(email, 'First123!')).not.toBeNull();
        await expectDomainError(s.accounts.activate(token, 'Second123!'), 'reset_token_invalid');
        await expectDomainError(s.accounts.createActivation(email, 'Karl', 'Karten'), 'email_exists');
      });

      it('removes an account (an undone registration)', async () => {
        const email = `remove-${Date.now()}@example.com`;
        const { accountId } = await s.accounts.register(registration(email));
        await s.accounts.remove(accountId);
        expect(await s.accounts.get(accountId)).toBeNull();
        expect((await s.accounts.register(registration(email))).email).toBe(email);
      });
    });

    describe('wishlists', () => {
      it('keeps entries with and without a size, newest first, and removes them either way', async () => {
        const owner = guest();
        const [a, b] = [stocked[9]!, stocked[10]!];
        await s.wishlists.add(owner, { itemNumber: a.itemnum }, 'de');
        const list = await s.wishlists.add(owner, { itemNumber: b.itemnum, sku: b.sv.sku }, 'de');
        expect(list.lineItems.map((l) => [l.projectSpecificData.itemNumber, l.projectSpecificData.sku])).toEqual([
          [b.itemnum, b.sv.sku],
          [a.itemnum, undefined],
        ]);
        await expectDomainError(s.wishlists.add(owner, { itemNumber: '99999999' }, 'de'), 'unknown_item_number');
        const afterA = await s.wishlists.remove(owner, { itemNumber: a.itemnum }, 'de');
        expect(afterA.lineItems).toHaveLength(1);
        const empty = await s.wishlists.remove(owner, { lineItemId: afterA.lineItems[0]!.lineItemId }, 'de');
        expect(empty.lineItems).toEqual([]);
        await expectDomainError(s.wishlists.remove(owner, { itemNumber: a.itemnum }, 'de'), 'unknown_line_item');
      });

      it('moves a guest wishlist into the account on login', async () => {
        const from = guest();
        const into: Owner = { kind: 'account', id: (await s.accounts.register(registration(`wish-${Date.now()}@example.com`))).accountId };
        await s.wishlists.add(from, { itemNumber: stocked[11]!.itemnum }, 'de');
        const merged = await s.wishlists.migrate(from, into, 'de');
        expect(merged.lineItems.map((l) => l.projectSpecificData.itemNumber)).toEqual([stocked[11]!.itemnum]);
        expect((await s.wishlists.get(from, 'de')).lineItems).toEqual([]);
      });
    });

    describe('orders', () => {
      it('lists the demo orders of a customer by year and finds one by number and email', async () => {
        const max = (await s.accounts.authenticate(DEMO_CUSTOMERS[0]!.email, DEMO_PASSWORD))!;
        const orders = await s.orders.list(max.accountId);
        expect(orders.length).toBeGreaterThanOrEqual(6);
        expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['OPEN', 'SHIPPED', 'CANCELLED']));
        const years = await s.orders.years(max.accountId);
        expect(years.length).toBeGreaterThan(1);
        expect((await s.orders.list(max.accountId, { year: years[0] })).every((o) => o.date.startsWith(String(years[0])))).toBe(true);
        const first = orders[0]!;
        expect((await s.orders.get(max.accountId, first.orderId))?.orderNumber).toBe(first.orderNumber);
        expect(await s.orders.get('someone-else', first.orderId)).toBeNull();
        expect((await s.orders.findByNumberAndEmail(first.orderNumber, DEMO_CUSTOMERS[0]!.email.toUpperCase()))?.orderId).toBe(first.orderId);
        expect(await s.orders.findByNumberAndEmail(first.orderNumber, 'other@example.com')).toBeNull();
      });

      it('places an order from the cart and empties the cart; an empty cart is refused', async () => {
        const { accountId } = await s.accounts.register(registration(`order-${Date.now()}@example.com`));
        const owner: Owner = { kind: 'account', id: accountId };
        await expectDomainError(s.orders.placeFromCart(accountId, owner, 'EUR', 'de'), 'cart_empty');
        const { sv } = stocked[12]!;
        await s.carts.add(owner, [{ sku: sv.sku, count: 2 }], 'EUR', 'de');
        const order = await s.orders.placeFromCart(accountId, owner, 'EUR', 'de');
        expect(order).toMatchObject({ status: 'OPEN', currency: 'EUR', amount: 2 * sv.prices.eur!.price, invoiceAddress: { city: 'Berlin' } });
        expect(order.articles.map((a) => [a.sku, a.count])).toEqual([[sv.sku, 2]]);
        expect(order.documents.map((d) => d.type)).toEqual(['invoice']);
        expect((await s.carts.get(owner, 'EUR', 'de')).lineItems).toEqual([]);
        expect((await s.orders.list(accountId)).map((o) => o.orderNumber)).toEqual([order.orderNumber]);
      });
    });

    describe('online stock', () => {
      it('takes an order off the online stock, and a stock import sets it', async () => {
        const { product, sv } = stocked[20]!;
        const stockOf = async () =>
          (await s.catalogue.getProducts([product.id]))[0]!.colorVariants.flatMap((c) => c.sizeVariants).find((v) => v.sku === sv.sku)!.stock;
        expect(await s.stock.importOnlineStock([{ sku: sv.sku, stock: 3 }])).toEqual({ productIds: [product.id], unknownSkus: [] });
        expect(await stockOf()).toBe(3);
        const { accountId } = await s.accounts.register(registration(`stock-${Date.now()}@example.com`));
        const owner: Owner = { kind: 'account', id: accountId };
        await s.carts.add(owner, [{ sku: sv.sku, count: 2 }], 'EUR', 'de');
        await s.orders.placeFromCart(accountId, owner, 'EUR', 'de');
        expect(await stockOf()).toBe(1);
        expect(
          await s.stock.importOnlineStock([
            { sku: sv.sku, stock: 5 },
            { sku: 'no-such-sku', stock: 1 },
          ]),
        ).toEqual({ productIds: [product.id], unknownSkus: ['no-such-sku'] });
        expect(await stockOf()).toBe(5);
        // The same stock again changes no product.
        expect(await s.stock.importOnlineStock([{ sku: sv.sku, stock: 5 }])).toEqual({ productIds: [], unknownSkus: [] });
      });
    });

    describe('an order beyond the stock', () => {
      it('is refused, with the cart, the stock and the orders as they were', async () => {
        const { product, sv } = stocked[21]!;
        const stockOf = async () =>
          (await s.catalogue.getProducts([product.id]))[0]!.colorVariants.flatMap((c) => c.sizeVariants).find((v) => v.sku === sv.sku)!.stock;
        await s.stock.importOnlineStock([{ sku: sv.sku, stock: 3 }]);
        const { accountId } = await s.accounts.register(registration(`beyond-${Date.now()}@example.com`));
        const owner: Owner = { kind: 'account', id: accountId };
        await s.carts.add(owner, [{ sku: sv.sku, count: 2 }], 'EUR', 'de');
        // Sold meanwhile elsewhere: one piece left, then none.
        await s.stock.importOnlineStock([{ sku: sv.sku, stock: 1 }]);
        await expectDomainError(s.orders.placeFromCart(accountId, owner, 'EUR', 'de'), 'insufficient_stock');
        await s.stock.importOnlineStock([{ sku: sv.sku, stock: 0 }]);
        await expectDomainError(s.orders.placeFromCart(accountId, owner, 'EUR', 'de'), 'sold_out');
        expect(await stockOf()).toBe(0);
        expect((await s.carts.get(owner, 'EUR', 'de')).lineItems.map((l) => [l.variant.sku, l.count])).toEqual([[sv.sku, 2]]);
        expect(await s.orders.list(accountId)).toEqual([]);
        // Back in stock, the same cart is ordered.
        await s.stock.importOnlineStock([{ sku: sv.sku, stock: 2 }]);
        expect((await s.orders.placeFromCart(accountId, owner, 'EUR', 'de')).articles.map((a) => [a.sku, a.count])).toEqual([[sv.sku, 2]]);
        expect(await stockOf()).toBe(0);
      });
    });

    describe('a change repeated with its request id (the browser repeating a call whose answer was lost)', () => {
      /** Runs `work` twice as the same request (one request id), as an action does for each. */
      const twice = async <T>(work: () => Promise<T>): Promise<[T, T]> => {
        const scope = { deadline: Date.now() + 60_000, budgetMs: 60_000, requestId: `contract-repeat-${Date.now().toString(36)}-${sequence++}` };
        return [await withinRequest(scope, work), await withinRequest(scope, work)];
      };

      it('adds to the basket, changes a quantity, applies a gift card and removes a line once', async () => {
        const owner = guest();
        const [a, b] = [stocked[13]!, stocked[14]!];
        await twice(() => s.carts.add(owner, [{ sku: a.sv.sku, count: 1 }], 'EUR', 'de'));
        const [, added] = await twice(() => s.carts.add(owner, [{ sku: b.sv.sku, count: 2 }], 'EUR', 'de'));
        expect(added.cart.lineItems.map((l) => [l.variant.sku, l.count]).sort()).toEqual(
          [
            [a.sv.sku, 1],
            [b.sv.sku, 2],
          ].sort(),
        );
        const lineA = added.cart.lineItems.find((l) => l.variant.sku === a.sv.sku)!.lineItemId;
        await twice(() => s.carts.updateCount(owner, lineA, 3, 'EUR', 'de'));
        const [, voucher] = await twice(() => s.carts.applyVoucher(owner, { code: '6010000000000001', pin: '1234' }, 'EUR', 'de'));
        expect(voucher.cart.discounts.map((d) => d.code)).toEqual(['6010000000000001']);
        const lineB = added.cart.lineItems.find((l) => l.variant.sku === b.sv.sku)!.lineItemId;
        const [, removed] = await twice(() => s.carts.remove(owner, lineB, 'EUR', 'de'));
        expect(removed.lineItems.map((l) => [l.variant.sku, l.count])).toEqual([[a.sv.sku, 3]]);
        expect((await s.carts.get(owner, 'EUR', 'de')).lineItems.map((l) => [l.variant.sku, l.count])).toEqual([[a.sv.sku, 3]]);
      });

      it('adds to and removes from the wishlist once', async () => {
        const owner = guest();
        const { itemnum, sv } = stocked[15]!;
        await twice(() => s.wishlists.add(owner, { itemNumber: itemnum, sku: sv.sku }, 'de'));
        const [, listed] = await twice(() => s.wishlists.add(owner, { itemNumber: itemnum }, 'de'));
        expect(listed.lineItems).toHaveLength(2);
        const [, left] = await twice(() => s.wishlists.remove(owner, { itemNumber: itemnum }, 'de'));
        expect(left.lineItems.map((l) => l.projectSpecificData.sku)).toEqual([sv.sku]);
      });

      it('places one order, and answers the repeat with it', async () => {
        const { accountId } = await s.accounts.register(registration(`repeat-order-${Date.now()}@example.com`));
        const owner: Owner = { kind: 'account', id: accountId };
        await s.carts.add(owner, [{ sku: stocked[16]!.sv.sku, count: 1 }], 'EUR', 'de');
        const [first, again] = await twice(() => s.orders.placeFromCart(accountId, owner, 'EUR', 'de'));
        expect(again.orderNumber).toBe(first.orderNumber);
        expect((await s.orders.list(accountId)).map((o) => o.orderNumber)).toEqual([first.orderNumber]);
      });

      it('reserves once: one reservation, the stock taken once', async () => {
        const { sv, itemnum } = storeStocked();
        const here = (await s.stores.stockOf(itemnum, sv.sizeString)).find((e) => e.stock >= 2)!;
        const { accountId } = await s.accounts.register(registration(`repeat-reserve-${Date.now()}@example.com`));
        const owner: Owner = { kind: 'account', id: accountId };
        await twice(() => s.reservations.add(owner, { sku: sv.sku, amount: 1, storeId: here.store }, 'de'));
        expect((await s.reservations.basket(owner, 'de')).reservationBasketItems.map((i) => i.count)).toEqual([1]);
        const [first, again] = await twice(() => s.reservations.checkout(owner, accountId, 'de'));
        expect(again.reservationNumber).toBe(first.reservationNumber);
        expect(await s.stores.stockOfSku(here.store, sv.sku)).toBe(here.stock - 1);
        expect((await s.reservations.history(accountId, 'de')).map((e) => e.reservationNumber)).toEqual([first.reservationNumber]);
      });
    });

    describe('stores and reservations', () => {
      it('lists the stores and the stock of a colour in each', async () => {
        const stores = await s.stores.list();
        expect(stores.map((st) => st.id)).toEqual(STORES.map((st) => st.id));
        const { itemnum, sv } = storeStocked();
        const stock = await s.stores.stockOf(itemnum, sv.sizeString);
        expect(stock).toHaveLength(STORES.length);
        for (const entry of stock) expect(entry.stock).toBe(await s.stores.stockOfSku(entry.store, sv.sku));
        await expectDomainError(s.stores.stockOf('99999999', null), 'unknown_item_number');
      });

      it('reserves in one store, moves lines only where they are in stock, and takes the stock at checkout', async () => {
        const { sv } = storeStocked();
        const stock = await s.stores.stockOf(storeStocked().itemnum, sv.sizeString);
        const [here, there] = stock.filter((e) => e.stock >= 1);
        const { accountId } = await s.accounts.register(registration(`reserve-${Date.now()}@example.com`));
        const owner: Owner = { kind: 'account', id: accountId };
        const basket = await s.reservations.add(owner, { sku: sv.sku, amount: 1, storeId: here!.store }, 'de');
        expect(basket.filiale?.id).toBe(here!.store);
        expect(basket.reservationBasketItems.map((i) => [i.oxid, i.count])).toEqual([[sv.sku, 1]]);
        await expectDomainError(s.reservations.add(owner, { sku: sv.sku, amount: 1, storeId: there!.store }, 'de'), 'other_store');
        await expectDomainError(s.reservations.add(owner, { sku: sv.sku, amount: here!.stock + 1, storeId: here!.store }, 'de'), 'not_available_in_store');
        const { reservationNumber, entries } = await s.reservations.checkout(owner, accountId, 'de');
        expect(entries.map((e) => [e.sku, e.amount, e.store.id])).toEqual([[sv.sku, 1, here!.store]]);
        expect(await s.stores.stockOfSku(here!.store, sv.sku)).toBe(here!.stock - 1);
        expect((await s.reservations.history(accountId, 'de')).map((e) => e.reservationNumber)).toEqual([reservationNumber]);
        expect((await s.reservations.basket(owner, 'de')).reservationBasketItems).toEqual([]);
        await expectDomainError(s.reservations.checkout(owner, accountId, 'de'), 'reservation_empty');
      });

      it('cancels a reservation the store holds once: status cancelled, stock back; refuses it again and for another account', async () => {
        const { sv } = storeStocked();
        const here = (await s.stores.stockOf(storeStocked().itemnum, sv.sizeString)).find((e) => e.stock >= 1)!;
        const { accountId } = await s.accounts.register(registration(`cancel-${Date.now()}@example.com`));
        const other = await s.accounts.register(registration(`cancel2-${Date.now()}@example.com`));
        const owner: Owner = { kind: 'account', id: accountId };
        await s.reservations.add(owner, { sku: sv.sku, amount: 1, storeId: here.store }, 'de');
        const { reservationNumber } = await s.reservations.checkout(owner, accountId, 'de');
        expect((await s.reservations.history(accountId, 'de'))[0]).toMatchObject({ reservationNumber, status: 'reserved' });
        expect(await s.reservations.cancel(other.accountId, reservationNumber, 'de')).toEqual({ outcome: 'unknown' });
        expect(await s.stores.stockOfSku(here.store, sv.sku)).toBe(here.stock - 1);
        const cancelled = await s.reservations.cancel(accountId, reservationNumber, 'de');
        expect(cancelled).toMatchObject({ outcome: 'cancelled', entries: [{ reservationNumber, sku: sv.sku, status: 'cancelled' }] });
        expect(await s.stores.stockOfSku(here.store, sv.sku)).toBe(here.stock);
        expect(await s.reservations.cancel(accountId, reservationNumber, 'de')).toEqual({ outcome: 'refused', status: 'cancelled' });
        expect(await s.stores.stockOfSku(here.store, sv.sku)).toBe(here.stock);
        expect((await s.reservations.history(accountId, 'de')).map((e) => e.status)).toEqual(['cancelled']);
      });

      it('drops the store with the last line', async () => {
        const owner = guest();
        const { sv } = storeStocked();
        const store = (await s.stores.stockOf(storeStocked().itemnum, sv.sizeString)).find((e) => e.stock >= 1)!;
        const basket = await s.reservations.add(owner, { sku: sv.sku, amount: 1, storeId: store.store }, 'de');
        const empty = await s.reservations.remove(owner, basket.reservationBasketItems[0]!.basketid, 'de');
        expect(empty).toEqual({ reservationBasketItems: [], filiale: null });
      });
    });

    describe('loyalty, newsletter, contact, mails, session handover, reviews', () => {
      it('connects the free loyalty card with its code, once, and issues new cards', async () => {
        const { accountId } = await s.accounts.register(registration(`card-${Date.now()}@example.com`));
        await expectDomainError(s.loyalty.connect(accountId, FREE_LOYALTY_CARD.number, '0000'), 'card_unknown');
        const card = await s.loyalty.connect(accountId, FREE_LOYALTY_CARD.number, FREE_LOYALTY_CARD.code);
        expect(card).toMatchObject({ customerNumber: FREE_LOYALTY_CARD.number, userLevel: 'silver' });
        expect((await s.accounts.get(accountId))?.projectSpecificData).toMatchObject({ hasLoyaltyCard: true, loyaltyLevel: 'silver' });
        const other = await s.accounts.register(registration(`card2-${Date.now()}@example.com`));
        await expectDomainError(s.loyalty.connect(other.accountId, FREE_LOYALTY_CARD.number, FREE_LOYALTY_CARD.code), 'card_taken');
        const issued = await s.loyalty.issue(other.accountId, { printed: false });
        expect(issued.userLevel).toBe('blue');
        expect((await s.loyalty.cardOf(other.accountId))?.customerNumber).toBe(issued.customerNumber);
        await s.loyalty.withdraw(other.accountId);
        expect(await s.loyalty.cardOf(other.accountId)).toBeNull();
      });

      it("keeps a card holder's vouchers with their codes, amounts in cents, and the travel voucher code of the card's level", async () => {
        const holder = DEMO_CUSTOMERS.find((c) => c.level === 'black')!;
        const { accountId } = (await s.accounts.authenticate(holder.email, DEMO_PASSWORD))!;
        const card = (await s.loyalty.cardOf(accountId))!;
        expect(card).toMatchObject({ userLevel: 'black', travelVoucherValue: 20, travelVoucherCode: TRAVEL_VOUCHER_CODES.black });
        expect(card.vouchers.map((v) => v.value)).toEqual([1000, 2500]);
        for (const v of card.vouchers) expect(v.code).toMatch(/^[A-Z]+-\d{6}$/);
      });

      it('subscribes with double opt-in and unsubscribes', async () => {
        const email = `news-${Date.now()}@example.com`;
        const { token, alreadyConfirmed } = await s.newsletter.subscribe({ email, assortments: [] });
        expect(alreadyConfirmed).toBe(false);
        expect(await s.newsletter.isSubscribed(email)).toBe(false);
        await expectDomainError(s.newsletter.confirm('not-a-token-at-all'), 'newsletter_token_invalid');
        expect(await s.newsletter.confirm(token)).toEqual({ email });
        expect(await s.newsletter.isSubscribed(email)).toBe(true);
        expect(await s.newsletter.unsubscribe(email, 'other')).toBe(true);
        expect(await s.newsletter.unsubscribe(email, 'other')).toBe(false);
        expect(await s.newsletter.isSubscribed(email)).toBe(false);
      });

      it('ends a subscription through a mailed one-time unsubscribe token', async () => {
        const email = `unsub-${Date.now()}@example.com`;
        expect(await s.newsletter.requestUnsubscribe(email)).toBeNull();
        await s.newsletter.confirm((await s.newsletter.subscribe({ email, assortments: [] })).token);
        const token = (await s.newsletter.requestUnsubscribe(email))!;
        expect(token.length).toBeGreaterThan(20);
        expect(await s.newsletter.isSubscribed(email)).toBe(true);
        await expectDomainError(s.newsletter.unsubscribeWithToken('not-a-token-at-all', 'other'), 'newsletter_token_invalid');
        expect(await s.newsletter.unsubscribeWithToken(token, 'sentTooOften')).toEqual({ email });
        expect(await s.newsletter.isSubscribed(email)).toBe(false);
        await expectDomainError(s.newsletter.unsubscribeWithToken(token, 'other'), 'newsletter_token_invalid');
      });

      it('files contact messages, keeps mails in the outbox, hands a session over once', async () => {
        const { ticket } = await s.contact.send({
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
          subject: 'order',
          message: 'Hallo',
          callBack: false,
          language: 'de',
        } as never);
        expect(ticket).toMatch(/^K\d{8}$/);
        const to = `mail-${Date.now()}@example.com`;
        await s.outbox.send({
          kind: 'welcome',
          to,
          subject: 'Hallo',
          text: 'Text',
          html: '<p>Text</p>',
          links: [{ label: 'Link', url: 'https://example.com' }],
        });
        expect((await s.outbox.list({ to })).map((m) => m.subject)).toEqual(['Hallo']);
        await s.sessionHandover.leave('temporary-id-1', { sessionId: 'abc' } as never, 60_000);
        expect(await s.sessionHandover.take('temporary-id-1')).toEqual({ sessionId: 'abc' });
        expect(await s.sessionHandover.take('temporary-id-1')).toBeNull();
      });

      it('summarises the reviews of reviewed colours', async () => {
        const summaries = await s.reviews.summaries(products.map((p) => p.colorVariants[0]!.itemnum));
        const reviewed = Object.values(summaries);
        expect(reviewed.length).toBeGreaterThan(0);
        for (const r of reviewed) expect(r.reviewCount).toBe(r.mappedReviews.length);
      });
    });

    /** A stocked variant of the first products, which have store stock in every backend. */
    function storeStocked() {
      const first = new Set(products.slice(0, CONTRACT_STORE_STOCK_PRODUCTS).map((p) => p.id));
      const found = stocked.find((e) => first.has(e.product.id));
      if (!found) throw new Error(`no stocked variant among the first ${CONTRACT_STORE_STOCK_PRODUCTS} products`);
      return found;
    }
  });
}

export function registration(email: string) {
  return {
    email,
    password: 'Secret123!',
    salutation: 'Mrs' as const,
    firstName: 'Erika',
    lastName: 'Muster',
    birthdayDay: 6,
    birthdayMonth: 5,
    birthdayYear: 1984,
    billingAddress: { streetName: 'Hauptstraße', streetNumber: '5', postalCode: '10115', city: 'Berlin', country: 'DE' },
    newsletter: true,
  };
}
