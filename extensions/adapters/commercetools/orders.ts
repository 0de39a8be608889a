import type { Address as CtAddress, Order as CtOrder } from '@commercetools/platform-sdk';
import type { OrdersPort } from '../../services/orders';
import { DomainError } from '../../services/owner';
import type { Order, OrderAddress, OrderStatus } from '../../../src/domain/order';
import { newNumber } from '../shared/ids';
import { ct, isNotFound, literal, type CtApi } from './client';
import { voucherAmounts, type CtCarts, type GiftCardDoc } from './carts';
import { CONTAINERS, TYPES } from './model';
import type { CustomObjects } from './custom-objects';

const PAGE = 500;

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

/**
 * Orders as commercetools orders: placed from the account's cart (billing and shipping address from
 * the customer, the number `H` and eight digits), listed by customer. Gift cards applied to the cart
 * are redeemed (custom objects) and their amounts kept on the order.
 */
export function createCtOrders(api: CtApi, carts: CtCarts, objects: CustomObjects): OrdersPort {
  async function all(accountId: string): Promise<Order[]> {
    const page = await ct(() =>
      api
        .orders()
        .get({ queryArgs: { where: `customerId = ${literal(accountId)}`, sort: 'createdAt desc', limit: PAGE, expand: ['discountCodes[*].discountCode'] } })
        .execute(),
    );
    return page.results.map(orderOf).sort((a, b) => b.date.localeCompare(a.date));
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
    async placeFromCart(accountId, owner, currency, language) {
      const cart = await carts.activeCart(owner);
      const view = await carts.toCart(cart, currency, language);
      if (!cart || !view.lineItems.length) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
      const customer = await ct(() => api.customers().withId({ ID: accountId }).get().execute()).catch((error: unknown) => {
        throw isNotFound(error) ? new DomainError('unknown_account', 'Please log in again.', 'unauthorized') : error;
      });
      const billing = customer.addresses.find((a) => a.id === customer.defaultBillingAddressId) ?? customer.addresses[0];
      if (!billing) throw new DomainError('address_missing', 'Please add a billing address first.', 'invalid');
      const giftCards = view.discounts.filter((d) => d.kind === 'giftcard');
      // Redeem the gift cards first: a card spent meanwhile stops the order before it exists.
      for (const g of giftCards) {
        await objects.update<GiftCardDoc>(CONTAINERS.giftCards, g.code, (card) => {
          if (!card || card.redeemed) throw new DomainError('voucher_invalid', 'The voucher code is invalid.', 'conflict', 'code');
          return { value: { ...card, redeemed: true }, result: null };
        });
      }
      const { id: _id, key: _key, ...address } = billing;
      const prepared = await ct(() =>
        api
          .carts()
          .withId({ ID: cart.id })
          .post({
            body: {
              version: cart.version,
              actions: [
                { action: 'setCustomerEmail', email: customer.email },
                { action: 'setBillingAddress', address },
                { action: 'setShippingAddress', address },
                {
                  action: 'setCustomType',
                  type: { typeId: 'type', key: TYPES.order },
                  fields: {
                    giftCards: JSON.stringify(giftCards.map((g) => g.code)),
                    giftCardAmounts: JSON.stringify(giftCards.map((g) => ({ code: g.code, amount: g.amount }))),
                    documentNumber: newNumber('D'),
                    orderDate: new Date().toISOString(),
                  },
                },
              ],
            },
          })
          .execute(),
      );
      const order = await ct(() =>
        api
          .orders()
          .post({
            body: { cart: { typeId: 'cart', id: prepared.id }, version: prepared.version, orderNumber: newNumber('H'), paymentState: 'Paid' },
            queryArgs: { expand: ['discountCodes[*].discountCode'] },
          })
          .execute(),
      );
      // The ordered cart is done with (commercetools marks it Ordered; removing it keeps "the active cart" unambiguous).
      await ct(() => api.carts().withId({ ID: prepared.id }).get().execute())
        .then((c) =>
          ct(() =>
            api
              .carts()
              .withId({ ID: c.id })
              .delete({ queryArgs: { version: c.version } })
              .execute(),
          ),
        )
        .catch(() => undefined);
      return orderOf(order);
    },
  };
}
