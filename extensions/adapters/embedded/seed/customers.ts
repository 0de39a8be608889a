import type { Order } from '../../../../src/domain/order';
import type { LoyaltyLevel, LoyaltyVoucher } from '../../../../src/domain/loyalty';
import type { Db } from '../db';
import type { EmbeddedCatalogue } from '../catalogue';
import { accountWriter, type AccountDoc } from '../accounts';
import { documentsFor, orderAddressOf } from '../orders';
import { reservationWriter } from '../reservations';
import { describeSku } from '../lines';
import { hashPassword } from '../password';
import type { Rng } from '../../../demo-data/random';
import {
  DAY_MS,
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_VOUCHERS,
  FREE_LOYALTY_CARD,
  ORDER_PLAN,
  TRAVEL_VOUCHER_CODES,
  vouchersFor,
} from '../../../demo-data/customers';

/**
 * Demo customers with addresses, loyalty cards of each level, orders of each status (with their
 * documents) and reservations. Dates count back from today so the "last 3 months" view has entries.
 */
export async function seedCustomers(
  db: Db,
  catalogue: EmbeddedCatalogue,
  rng: Rng,
  writeOrder: (o: Order, accountId: string) => void,
  writeCard: (c: {
    number: string;
    code: string;
    level: LoyaltyLevel;
    accountId: string | null;
    vouchers: LoyaltyVoucher[];
    travelVoucherCode?: string;
  }) => void,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const writeAccount = accountWriter(db);
  const writeReservation = reservationWriter(db);
  const skus = db
    .prepare<[], string>(
      "SELECT v.sku FROM variants v JOIN products p ON p.id = v.product_id WHERE v.stock > 0 AND v.is_nos = 0 AND json_extract(p.doc, '$.productType') = 'regular' ORDER BY v.rowid LIMIT 400",
    )
    .pluck()
    .all();
  const insertVoucher = db.prepare('INSERT INTO vouchers (code, kind, pin, value, currency, redeemed) VALUES (?, ?, ?, ?, ?, ?)');
  let orderSeq = 0;

  db.transaction(() => {
    DEMO_CUSTOMERS.forEach((c, ci) => {
      const id = `acc_demo${ci + 1}`;
      const doc: AccountDoc = {
        salutation: 'Mr',
        firstName: c.firstName,
        lastName: c.lastName,
        birthday: `19${70 + ci * 4}-0${(ci % 9) + 1}-15`,
        addresses: [
          {
            salutation: 'Mr',
            firstName: c.firstName,
            lastName: c.lastName,
            streetName: 'Kaufingerstraße',
            streetNumber: String(10 + ci),
            postalCode: '80331',
            city: 'München',
            country: 'DE',
            projectSpecificData: { lastCountry: 'DE' },
          },
        ],
        emarsysuserid: `demo${ci + 1}`,
        newsletter: ci % 2 === 0,
      };
      writeAccount({ id, email: c.email, passwordHash, doc });
      if (c.level)
        writeCard({
          number: String(10_000_001 + ci),
          code: String(1000 + ci),
          level: c.level,
          accountId: id,
          vouchers: vouchersFor(c.level, rng),
          travelVoucherCode: TRAVEL_VOUCHER_CODES[c.level],
        });
      if (!c.orders || !skus.length) return;
      const address = orderAddressOf(doc)!;
      for (const [daysAgo, status] of ORDER_PLAN) {
        const lines = rng.sample(skus, rng.int(1, 3)).flatMap((sku) => {
          const info = describeSku(catalogue, sku, 'de', 'eur');
          return info
            ? [
                {
                  sku,
                  itemNumber: info.colorVariant.itemnum,
                  name: info.name,
                  brand: info.brand,
                  color: info.color,
                  size: info.size,
                  count: rng.int(1, 2),
                  price: info.price,
                },
              ]
            : [];
        });
        const orderNumber = `H${String(50_000_001 + orderSeq++)}`;
        writeOrder(
          {
            orderId: `ord_demo${orderSeq}`,
            orderNumber,
            documentNumber: `D${String(70_000_001 + orderSeq)}`,
            date: new Date(Date.now() - daysAgo * DAY_MS - ci * 3_600_000).toISOString(),
            status,
            deliveryStatus: status === 'OPEN' ? 'processing' : status === 'SHIPPED' ? 'delivered' : 'cancelled',
            paymentStatus: status === 'CANCELLED' ? 'refunded' : 'paid',
            currency: 'EUR',
            deliveryAddress: address,
            invoiceAddress: address,
            documents: documentsFor(status, orderNumber),
            articles: lines,
            amount: lines.reduce((s, l) => s + l.price * l.count, 0),
          },
          id,
        );
      }
      [
        [3, 'MUC1'],
        [120, 'BER1'],
      ].forEach(([daysAgo, storeId], ri) => {
        const lines = rng.sample(skus, 2).flatMap((sku) => {
          const info = describeSku(catalogue, sku, 'de', 'eur');
          return info
            ? [{ sku, amount: 1, itemNumber: info.colorVariant.itemnum, product: `${info.brand} ${info.name}`, color: info.color, size: info.size }]
            : [];
        });
        writeReservation({
          number: `R${40_000_001 + ci * 10 + ri}`,
          accountId: id,
          storeId: String(storeId),
          createdAt: new Date(Date.now() - Number(daysAgo) * DAY_MS).toISOString(),
          lines,
        });
      });
    });
    writeCard({ number: FREE_LOYALTY_CARD.number, code: FREE_LOYALTY_CARD.code, level: 'silver', accountId: null, vouchers: [] });
    for (const v of DEMO_VOUCHERS) insertVoucher.run(v.code, v.kind, v.pin, v.value, v.currency, v.redeemed);
  })();
}
