import { appliedChanges } from './applied';
import type { OrdersPort } from '../../services/orders';
import { DomainError, type Owner } from '../../services/owner';
import type { Order, OrderAddress, OrderStatus } from '../../../src/domain/order';
import type { EmbeddedCarts } from './carts';
import { fromJson, type Db } from './db';
import { newId, newNumber } from '../shared/ids';
import type { AccountDoc } from './accounts';

interface Row {
  doc: string;
}

export function orderAddressOf(doc: AccountDoc): OrderAddress | null {
  const a = doc.addresses[0];
  if (!a) return null;
  return {
    firstName: a.firstName ?? doc.firstName,
    lastName: a.lastName ?? doc.lastName,
    streetName: a.streetName,
    streetNumber: a.streetNumber,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
  };
}

/** Documents an order has by status: every order an invoice, shipped ones a return label too. */
export function documentsFor(status: OrderStatus, orderNumber: string): Order['documents'] {
  if (status === 'CANCELLED') return [];
  const docs: Order['documents'] = [{ type: 'invoice', name: `Rechnung-${orderNumber}.pdf` }];
  if (status === 'SHIPPED') docs.push({ type: 'return', name: `Retourenschein-${orderNumber}.pdf` });
  return docs;
}

/** Orders in SQLite: the order as a document, account and date as indexed columns for the history views. */
export function createOrders(
  db: Db,
  carts: Pick<EmbeddedCarts, 'buildSync' | 'clearSync'>,
  stock: { takeSync(lines: readonly { sku: string; count: number }[]): string[] },
): OrdersPort & { write(order: Order, accountId: string): void } {
  const insert = db.prepare('INSERT INTO orders (id, number, account_id, created_at, status, doc) VALUES (?, ?, ?, ?, ?, ?)');
  const accountDoc = db.prepare<[string], { doc: string; email: string }>('SELECT doc, email FROM accounts WHERE id = ?');
  const write = (order: Order, accountId: string) => insert.run(order.orderId, order.orderNumber, accountId, order.date, order.status, JSON.stringify(order));
  const redeem = db.prepare('UPDATE vouchers SET redeemed = 1 WHERE code = ? AND redeemed = 0');

  const applied = appliedChanges(db);

  /** Reading the cart, taking the stock, writing the order, redeeming vouchers and emptying the cart: one transaction. */
  const placeFromCart = db.transaction((accountId: string, owner: Owner, currency: string, language: string): Order => {
    const cart = carts.buildSync(owner, currency, language);
    if (!cart.lineItems.length) throw new DomainError('cart_empty', 'Your cart is empty.', 'invalid');
    const account = accountDoc.get(accountId);
    if (!account) throw new DomainError('unknown_account', 'Please log in again.', 'unauthorized');
    const address = orderAddressOf(fromJson<AccountDoc>(account.doc));
    if (!address) throw new DomainError('address_missing', 'Please add a billing address first.', 'invalid');
    const orderNumber = newNumber('H');
    const order: Order = {
      orderId: newId('ord'),
      orderNumber,
      documentNumber: newNumber('D'),
      date: new Date().toISOString(),
      status: 'OPEN',
      deliveryStatus: 'processing',
      paymentStatus: 'paid',
      currency: cart.currency,
      deliveryAddress: address,
      invoiceAddress: address,
      documents: documentsFor('OPEN', orderNumber),
      articles: cart.lineItems.map((l) => ({
        sku: l.variant.sku,
        itemNumber: l.variant.projectSpecificData.articleNumber,
        name: l.name,
        brand: l.projectSpecificData.brand,
        color: l.variant.projectSpecificData.color,
        size: l.variant.projectSpecificData.size,
        count: l.count,
        price: l.price,
      })),
      amount: cart.total,
      ...(cart.discounts.length ? { discounts: cart.discounts } : {}),
    };
    for (const d of cart.discounts) {
      if (!redeem.run(d.code).changes) throw new DomainError('voucher_invalid', 'The voucher code is invalid.', 'conflict', 'code');
    }
    stock.takeSync(cart.lineItems.map((l) => ({ sku: l.variant.sku, count: l.count })));
    write(order, accountId);
    carts.clearSync(owner);
    return order;
  });

  return {
    write,
    async list(accountId, filter = {}) {
      const where = ['account_id = ?'];
      const args: (string | number)[] = [accountId];
      if (filter.year !== undefined) {
        where.push('created_at >= ? AND created_at < ?');
        args.push(`${filter.year}-01-01`, `${filter.year + 1}-01-01`);
      }
      if (filter.since) {
        where.push('created_at >= ?');
        args.push(filter.since.toISOString());
      }
      const orders = db
        .prepare<(string | number)[], Row>(`SELECT doc FROM orders WHERE ${where.join(' AND ')} ORDER BY created_at DESC`)
        .all(...args)
        .map((r) => fromJson<Order>(r.doc));
      if (!filter.term) return orders;
      const term = filter.term.toLowerCase();
      return orders.filter(
        (o) => o.orderNumber.toLowerCase().includes(term) || o.articles.some((a) => `${a.brand} ${a.name} ${a.itemNumber}`.toLowerCase().includes(term)),
      );
    },
    async years(accountId) {
      return db
        .prepare<[string], number>('SELECT DISTINCT CAST(substr(created_at, 1, 4) AS INTEGER) AS y FROM orders WHERE account_id = ? ORDER BY y DESC')
        .pluck()
        .all(accountId);
    },
    async get(accountId, orderId) {
      const row = db
        .prepare<[string, string, string], Row>('SELECT doc FROM orders WHERE (id = ? OR number = ?) AND account_id = ?')
        .get(orderId, orderId, accountId);
      return row ? fromJson<Order>(row.doc) : null;
    },
    async findByNumberAndEmail(orderNumber, email) {
      const row = db
        .prepare<[string, string], Row>('SELECT o.doc FROM orders o JOIN accounts a ON a.id = o.account_id WHERE o.number = ? AND a.email = ? COLLATE NOCASE')
        .get(orderNumber, email);
      return row ? fromJson<Order>(row.doc) : null;
    },
    async placeFromCart(accountId, owner, currency, language) {
      // A checkout repeated with its request id gets the order it placed.
      return db.transaction(() => applied.once(`orders:${accountId}`, () => placeFromCart(accountId, owner, currency, language)))();
    },
  };
}
