import type { OrderStatus } from '../../src/domain/order';
import type { LoyaltyLevel, LoyaltyVoucher } from '../../src/domain/loyalty';
import type { Rng } from './random';
import { STORES } from './stores';

/**
 * The demo customers, vouchers and gift cards every backend is seeded with (the README lists the
 * logins): data only, written by the embedded seed and pushed into commercetools by its seed.
 */
/** The demo logins the README lists; every one has the same password. */
export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_CUSTOMERS: { email: string; firstName: string; lastName: string; level: LoyaltyLevel | null; orders: boolean }[] = [
  { email: 'max.mustermann@example.com', firstName: 'Max', lastName: 'Mustermann', level: null, orders: true },
  { email: 'black@example.com', firstName: 'Lukas', lastName: 'Schwarz', level: 'black', orders: true },
  { email: 'blue@example.com', firstName: 'Jonas', lastName: 'Blau', level: 'blue', orders: true },
  { email: 'silver@example.com', firstName: 'Felix', lastName: 'Silber', level: 'silver', orders: true },
  { email: 'neu@example.com', firstName: 'Paul', lastName: 'Neumann', level: null, orders: false },
];
/** A loyalty card with no account yet: connect it from the loyalty card page. */
export const FREE_LOYALTY_CARD = { number: '20000001', code: '4711' };
export const DEMO_VOUCHERS = [
  { code: 'WILLKOMMEN10', kind: 'voucher', pin: null, value: 1000, currency: 'EUR', redeemed: 0 },
  { code: 'STYLE15', kind: 'voucher', pin: null, value: 1500, currency: 'EUR', redeemed: 0 },
  { code: 'ALT2020', kind: 'voucher', pin: null, value: 500, currency: 'EUR', redeemed: 1 },
  { code: '6010000000000001', kind: 'giftcard', pin: '1234', value: 5000, currency: 'EUR', redeemed: 0 },
  { code: '6010000000000002', kind: 'giftcard', pin: '5678', value: 10000, currency: 'EUR', redeemed: 0 },
] as const;

export const DAY_MS = 86_400_000;
/** Days before today of each demo order and its status: every status, spread over three years. */
export const ORDER_PLAN: [number, OrderStatus][] = [
  [6, 'OPEN'],
  [40, 'SHIPPED'],
  [75, 'CANCELLED'],
  [200, 'SHIPPED'],
  [420, 'SHIPPED'],
  [800, 'SHIPPED'],
];

/** A card's vouchers: values in cents (10 € birthday voucher, 25 € or 15 € loyalty bonus), each with its code. */
export function vouchersFor(level: LoyaltyLevel, rng: Rng): LoyaltyVoucher[] {
  const until = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  const code = (prefix: string) => `${prefix}-${String(rng.int(100_000, 999_999))}`;
  return [
    { title: 'Geburtstagsgutschein', validUntil: until(60), value: 1000, status: 'available', store: 'Hirmer München', code: code('GEB') },
    {
      title: 'Treuebonus',
      validUntil: until(-30),
      value: level === 'black' ? 2500 : 1500,
      status: 'redeemed',
      store: rng.pick(STORES).name,
      code: code('BONUS'),
    },
  ];
}

/** The demo CRM's travel voucher codes by card level ("black 20, blue or silver 15": one code each). */
export const TRAVEL_VOUCHER_CODES: Record<LoyaltyLevel, string> = { black: 'REISE20-BLACK', blue: 'REISE15', silver: 'REISE15' };
