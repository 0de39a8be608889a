import type { Address as CtAddress, Cart as CtCart, CartUpdateAction, Order as CtOrder } from '@commercetools/platform-sdk';
import type { OrdersPort } from '../../services/orders';
import { DomainError } from '../../services/owner';
import type { Order, OrderAddress, OrderStatus } from '../../../src/domain/order';
import { newNumber } from '../shared/ids';
import { ct, ctErrorCodes, isNotFound, literal, type CtApi } from './client';
import { afterAnswer, afterEarlierTry, hasLanded, isConflict, REQUESTS_FIELD, settleLost, settlePause, withRequest, writeOnce } from './write-once';
import { BackendUnavailableError, settling, writeId } from '../../services/request-scope';
import { voucherAmounts, type CtCarts, type GiftCardDoc } from './carts';
import { CONTAINERS } from './model';
import type { CustomObjects } from './custom-objects';
import type { createCtStock } from './stock';

const PAGE = 500;
/** Orders looked through for the one a repeated checkout placed. */
const RECENT_ORDERS = 5;

/** Documents an order has by status: every order an invoice, shipped ones a return label too. */
export function documentsFor(status: OrderStatus, orderNumber: string): Order['documents'] {
  if (status === 'CANCELLED') return [];
  const docs: Order['documents'] = [{ type: 'invoice', name: `Rechnung-${orderNumber}.pdf` }];
  if (status === 'SHIPPED') docs.push({ type: 'return', name: `Retourenschein-${orderNumber}.pdf` });
  return docs;
}

function statusOf(o: CtOrder): OrderStatus {
  if (o.orderState === 'Cancelled') return 'CANCELLED';
  if (o.orderState === 'Complete' || o.shipmentState === 'Shipped' || o.shipmentState === 'Delivered') return 'SHIPPED';
  return 'OPEN';
}

function addressOf(a: CtAddress | undefined): OrderAddress {
  return {
    firstName: a?.firstName ?? '',
    lastName: a?.lastName ?? '',
    streetName: a?.streetName ?? '',
    streetNumber: a?.streetNumber ?? '',
    postalCode: a?.postalCode ?? '',
    city: a?.city ?? '',
    country: a?.country ?? '',
  };
}

const field = (o: CtOrder, name: string) => (typeof o.custom?.fields?.[name] === 'string' ? (o.custom.fields[name] as string) : undefined);

/** The shop's order of a commercetools order (line names in the order's locale, as they were ordered). */
export function orderOf(o: CtOrder): Order {
  const status = statusOf(o);
  const locale = o.locale ?? 'de';
  const orderNumber = o.orderNumber ?? o.id;
  const attr = (line: CtOrder['lineItems'][number], name: string) => line.variant.attributes?.find((a) => a.name === name)?.value;
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? ((value as Record<string, string>)[locale] ?? (value as Record<string, string>).de ?? '')
        : '';
  let giftCards: { code: string; amount: number }[] = [];
  try {
    giftCards = JSON.parse(field(o, 'giftCardAmounts') ?? '[]') as { code: string; amount: number }[];
  } catch {
    giftCards = [];
  }
  const discounts: NonNullable<Order['discounts']> = [
    ...voucherAmounts(o).map((v) => ({ code: v.code, kind: 'voucher' as const, amount: v.amount })),
    ...giftCards.map((g) => ({ code: g.code, kind: 'giftcard' as const, amount: g.amount })),
  ];
  return {
    orderId: o.id,
    orderNumber,
    documentNumber: field(o, 'documentNumber') ?? orderNumber,
    date: field(o, 'orderDate') ?? o.completedAt ?? o.createdAt,
    status,
    deliveryStatus: status === 'OPEN' ? 'processing' : status === 'SHIPPED' ? 'delivered' : 'cancelled',
    paymentStatus: o.paymentState === 'CreditOwed' ? 'refunded' : o.paymentState === 'Paid' ? 'paid' : 'pending',
    currency: o.totalPrice.currencyCode,
    deliveryAddress: addressOf(o.shippingAddress ?? o.billingAddress),
    invoiceAddress: addressOf(o.billingAddress),
    documents: documentsFor(status, orderNumber),
    articles: o.lineItems.map((l) => ({
      sku: l.variant.sku ?? '',
      itemNumber: String(attr(l, 'itemnum') ?? ''),
      name: l.name[locale] ?? l.name.de ?? Object.values(l.name)[0] ?? '',
      brand: String(attr(l, 'brandTitle') ?? ''),
      color: text(attr(l, 'color')),
      size: String(attr(l, 'sizeString') ?? ''),
      count: l.quantity,
      price: l.price.value.centAmount,
    })),
    amount: Math.max(0, o.totalPrice.centAmount - giftCards.reduce((s, g) => s + g.amount, 0)),
    ...(discounts.length ? { discounts } : {}),
  };
}

const FIELD_ORDER_NUMBER = 'orderNumber';

/**
 * Orders as commercetools orders: placed from the account's cart (billing and shipping address from
 * the customer, the number `H` and eight digits), listed by customer. Gift cards applied to the cart
 * are redeemed (custom objects) and their amounts kept on the order.
 */
export function createCtOrders(
  api: CtApi,
  carts: CtCarts,
  objects: CustomObjects,
  stock: Pick<ReturnType<typeof createCtStock>, 'checkForOrder' | 'takeForOrder'>,
): OrdersPort {
  async function all(accountId: string): Promise<Order[]> {
    const page = await ct(() =>
      api
        .orders()
        .get({ queryArgs: { where: `customerId = ${literal(accountId)}`, sort: 'createdAt desc', limit: PAGE, expand: ['discountCodes[*].discountCode'] } })
        .execute(),
    );
    return page.results.map(orderOf).sort((a, b) => b.date.localeCompare(a.date));
  }

  async function byNumber(orderNumber: string): Promise<CtOrder | null> {
    try {
      return await ct(() =>
        api
          .orders()
          .withOrderNumber({ orderNumber })
          .get({ queryArgs: { expand: ['discountCodes[*].discountCode'] } })
          .execute(),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The order a request placed before (a repeated request), among the account's latest. */
  async function placedBy(accountId: string, id: string): Promise<CtOrder | null> {
    const page = await ct(() =>
      api
        .orders()
        .get({
          queryArgs: { where: `customerId = ${literal(accountId)}`, sort: 'createdAt desc', limit: RECENT_ORDERS, expand: ['discountCodes[*].discountCode'] },
        })
        .execute(),
    );
    return page.results.find((o) => hasLanded(o, id)) ?? null;
  }

  /**
   * The order from the prepared cart, once: sent again after a lost answer it meets DuplicateField
   * (the number) or a 409 (the cart's version moved when it was ordered); both are resolved by
   * looking the number up. Without any answer, the cart's version is moved on (the order can then
   * no longer be made from it) or found moved by the order.
   */
  async function orderOnce(prepared: CtCart, id: string): Promise<CtOrder> {
    const orderNumber = String(prepared.custom?.fields?.[FIELD_ORDER_NUMBER] ?? '');
    const ours = async () => {
      const order = orderNumber ? await byNumber(orderNumber) : null;
      return order && hasLanded(order, id) ? order : null;
    };
    for (let cart = prepared; ; ) {
      try {
        return (
          await api
            .orders()
            .post({
              body: { cart: { typeId: 'cart', id: cart.id }, version: cart.version, orderNumber, paymentState: 'Paid' },
              queryArgs: { expand: ['discountCodes[*].discountCode'] },
            })
            .execute()
        ).body;
      } catch (error) {
        if (isConflict(error) || ctErrorCodes(error).includes('DuplicateField')) {
          const order = await settling(ours);
          if (order) return order;
          // A conflict that changed nothing (the cart is as prepared) is tried again; a changed cart is the shopper's to confirm again.
          const again = await carts.readCart(cart.id);
          if (again?.cartState === 'Active' && again.version === cart.version && isConflict(error)) continue;
          throw new DomainError('busy', 'This was changed at the same time elsewhere. Please try again.', 'conflict');
        }
        if (!(error instanceof BackendUnavailableError && error.uncertain)) throw error;
        break;
      }
    }
    return settleLost<CtOrder>({
      fence: () =>
        api
          .carts()
          .withId({ ID: prepared.id })
          .post({
            body: { version: prepared.version, actions: carts.customFields(prepared, { [REQUESTS_FIELD]: withRequest(prepared, `!${id}.order`) }) },
          })
          .execute(),
      look: async () => {
        // The cart first: while it is as prepared, the order is still open; once it moved, the order exists or never will.
        const cart = await carts.readCart(prepared.id);
        if (cart?.cartState === 'Active' && cart.version === prepared.version) return 'open';
        const order = await ours();
        return order ? { landed: order } : 'cancelled';
      },
      pauseMs: settlePause(),
    });
  }

  /**
   * An order the checkout answered 503 for while it may have been placed: outside the action, the
   * cart's version is moved on (then the order cannot be made from it any more) or, when the order
   * was placed, it is taken back: deleted, its lines put into an active cart of the shopper again
   * and its gift cards given back, so that the 503 stays true.
   */
  function settleOrderLater(prepared: CtCart, id: string, giftCards: string[]): void {
    const orderNumber = String(prepared.custom?.fields?.[FIELD_ORDER_NUMBER] ?? '');
    afterAnswer(`order ${orderNumber}`, id, async () => {
      try {
        await api
          .carts()
          .withId({ ID: prepared.id })
          .post({ body: { version: prepared.version, actions: carts.customFields(prepared, { [REQUESTS_FIELD]: withRequest(prepared, `!${id}.order`) }) } })
          .execute();
        await releaseGiftCards(giftCards, id);
        return true;
      } catch (error) {
        if (!isConflict(error) && !isNotFound(error)) throw error;
      }
      const order = await byNumber(orderNumber);
      if (!order || !hasLanded(order, id)) {
        const cart = await carts.readCart(prepared.id);
        if (cart?.cartState === 'Active' && cart.version === prepared.version) return false;
        await releaseGiftCards(giftCards, id);
        return true;
      }
      await takeBack(order, prepared, id);
      await releaseGiftCards(giftCards, id);
      console.warn(`[commercetools] order ${orderNumber} was placed after its checkout answered 503; it was taken back`);
      return true;
    });
  }

  /** Deletes an order placed although its checkout answered 503, and puts its lines into an active cart of the shopper again. */
  async function takeBack(order: CtOrder, prepared: CtCart, id: string): Promise<void> {
    const owner = prepared.customerId ? { kind: 'account' as const, id: prepared.customerId } : { kind: 'session' as const, id: prepared.anonymousId ?? '' };
    const currency = prepared.totalPrice.currencyCode;
    const cart = (await carts.activeCart(owner, currency)) ?? (await carts.emptyCart(owner, currency, prepared.locale ?? 'de'));
    await writeOnce<CtCart, CartUpdateAction>({
      id: `restore-${id}`,
      current: cart,
      read: async () => (await carts.readCart(cart.id)) ?? cart,
      plan: () => ({ actions: prepared.lineItems.map((l) => carts.lineOf(l)) }),
      custom: carts.customFields,
      send: carts.send,
    });
    try {
      await api
        .orders()
        .withId({ ID: order.id })
        .delete({ queryArgs: { version: order.version } })
        .execute();
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  /** Gift cards this request redeemed, given back when its order was not placed (best effort). */
  async function releaseGiftCards(codes: string[], id: string): Promise<void> {
    for (const code of codes) {
      await objects
        .update<GiftCardDoc>(CONTAINERS.giftCards, code, (card) =>
          card?.redeemed && card.redeemedBy === id
            ? { value: { ...card, redeemed: false, redeemedBy: undefined }, result: null }
            : { value: undefined, result: null },
        )
        .catch(() => undefined);
    }
  }

  return {
    async list(accountId, filter = {}) {
      let orders = await all(accountId);
      if (filter.year !== undefined) orders = orders.filter((o) => o.date.startsWith(String(filter.year)));
      if (filter.since) orders = orders.filter((o) => o.date >= filter.since!.toISOString());
      if (!filter.term) return orders;
      const term = filter.term.toLowerCase();
      return orders.filter(
        (o) => o.orderNumber.toLowerCase().includes(term) || o.articles.some((a) => `${a.brand} ${a.name} ${a.itemNumber}`.toLowerCase().includes(term)),
      );
    },
    async years(accountId) {
      return [...new Set((await all(accountId)).map((o) => Number(o.date.slice(0, 4))))].sort((a, b) => b - a);
    },
    async get(accountId, orderId) {
      return (await all(accountId)).find((o) => o.orderId === orderId || o.orderNumber === orderId) ?? null;
    },
    async findByNumberAndEmail(orderNumber, email) {
      try {
        const o = await ct(() =>
          api
            .orders()
            .withOrderNumber({ orderNumber })
            .get({ queryArgs: { expand: ['discountCodes[*].discountCode'] } })
            .execute(),
        );
        return o.customerEmail?.toLowerCase() === email.trim().toLowerCase() ? orderOf(o) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    /**
     * Placed once per request (write-once.ts): the preparing update carries the request's id and the
     * order number chosen for it, the order inherits both from the cart; a repeated request finds
     * its order, and an order whose answer was lost is looked up by its number. commercetools makes
     * the order only at the cart's version and only once per number, so a copy sent again cannot
     * place a second one.
     */
    async placeFromCart(accountId, owner, currency, language) {
      const id = writeId();
      // A repeated checkout whose earlier try is still being settled here waits for its outcome.
      await afterEarlierTry(id);
      const cart = await carts.activeCart(owner, currency);
      if (!cart?.lineItems.length) {
        const placed = await placedBy(accountId, id);
        if (placed) return orderOf(placed);
        throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
      }
      const view = await carts.toCart(cart, currency, language);
      if (!view.lineItems.length) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
      // A line beyond the online stock refuses the order before anything is redeemed or prepared.
      const stockRead = await stock.checkForOrder(view.lineItems.map((l) => ({ sku: l.variant.sku, count: l.count })));
      const customer = await ct(() => api.customers().withId({ ID: accountId }).get().execute()).catch((error: unknown) => {
        throw isNotFound(error) ? new DomainError('unknown_account', 'Please log in again.', 'unauthorized') : error;
      });
      const billing = customer.addresses.find((a) => a.id === customer.defaultBillingAddressId) ?? customer.addresses[0];
      if (!billing) throw new DomainError('address_missing', 'Please add a billing address first.', 'invalid');
      const giftCards = view.discounts.filter((d) => d.kind === 'giftcard');
      // Redeem the gift cards first: a card spent meanwhile stops the order before it exists.
      for (const g of giftCards) {
        await objects.update<GiftCardDoc>(CONTAINERS.giftCards, g.code, (card) => {
          if (card?.redeemed && card.redeemedBy === id) return { value: undefined, result: null };
          if (!card || card.redeemed) throw new DomainError('voucher_invalid', 'The voucher code is invalid.', 'conflict', 'code');
          return { value: { ...card, redeemed: true, redeemedBy: id }, result: null };
        });
      }
      let prepared: CtCart | null = null;
      try {
        const { id: _id, key: _key, ...address } = billing;
        prepared = await writeOnce<CtCart, CartUpdateAction>({
          id,
          current: cart,
          read: async () => {
            const again = await carts.readCart(cart.id);
            if (!again) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
            return again;
          },
          plan: () => ({
            actions: [
              { action: 'setCustomerEmail', email: customer.email },
              { action: 'setBillingAddress', address },
              { action: 'setShippingAddress', address },
            ],
            fields: {
              giftCards: JSON.stringify(giftCards.map((g) => g.code)),
              giftCardAmounts: JSON.stringify(giftCards.map((g) => ({ code: g.code, amount: g.amount }))),
              documentNumber: newNumber('D'),
              orderDate: new Date().toISOString(),
              [FIELD_ORDER_NUMBER]: newNumber('H'),
            },
          }),
          custom: carts.customFields,
          send: carts.send,
          // Prepared but not ordered: the addresses and numbers on the cart change nothing the shopper sees.
          undo: () => ({}),
        });
        const order = await orderOnce(prepared, id);
        const placed = orderOf(order);
        // The cart's inventory mode is None (commercetools-mock knows no other): the order's pieces come
        // off the online stock here, at the entries read before the order. The order stands either way;
        // a failure is reported for the stock to be corrected (the next stock import sets it).
        const ordered = placed.articles.map((a) => ({ sku: a.sku, count: a.count }));
        await stock.takeForOrder(ordered, stockRead).catch((error: unknown) => {
          console.error(`[commercetools] order ${placed.orderNumber} placed, but its stock was not taken off the inventory`, error);
        });
        // The ordered cart is done with (commercetools marks it Ordered; removing it keeps "the active cart" unambiguous).
        await carts
          .readCart(prepared.id)
          .then((c) => c && carts.removeCart(c))
          .catch(() => undefined);
        return placed;
      } catch (error) {
        // The order may have been placed although the answer is a 503: settled after the answer (taken back if it was).
        const placedAnyway = error instanceof BackendUnavailableError && error.uncertain;
        if (placedAnyway && prepared)
          settleOrderLater(
            prepared,
            id,
            giftCards.map((g) => g.code),
          );
        else
          await releaseGiftCards(
            giftCards.map((g) => g.code),
            id,
          );
        throw error;
      }
    },
  };
}
