import type { VatGroup } from '../config/regions';
import type { MessageId } from '../i18n/catalog';

/** Rules of the basket (accounts-cart-services.md §2, §5, §9), each one pure function. */

/** Express payment methods are available when the country list is empty or contains the territory. */
export function isExpressPaymentAvailable(countries: readonly string[], territory: string): boolean {
  return countries.length === 0 || countries.includes(territory);
}

/**
 * The free-shipping note refers to Germany: the remaining sum up to the threshold (given by the
 * server or the editor), in cents; null when there is no threshold or the shopper is elsewhere.
 */
export function freeShippingRemainder(sumCents: number, thresholdCents: number | undefined, territory: string): number | null {
  if (!thresholdCents || thresholdCents <= 0 || territory !== 'DE') return null;
  return Math.max(0, thresholdCents - sumCents);
}

/** The VAT text variant follows the country group: EU 27, CH, others. */
export function vatTextId(group: VatGroup): MessageId {
  return group === 'eu' ? 'cart.vat.eu' : group === 'ch' ? 'cart.vat.ch' : 'cart.vat.other';
}

/** The checkout step labels: the basket flow and the reservation flow (§2 "Checkout steps"). */
export const ORDER_STEPS: readonly MessageId[] = ['cart.step.basket', 'cart.step.addresses', 'cart.step.payment', 'cart.step.review'];
export const RESERVATION_STEPS: readonly MessageId[] = ['cart.step.reservationOverview', 'cart.step.login', 'cart.step.reservationReview'];

/** Cart lines are in cents (divide by 100 for currency units). */
export function centsToUnits(cents: number): number {
  return cents / 100;
}

/** Quantity choices of a line: 1 up to the limit, always including the current count. */
export function quantityOptions(current: number, max: number): number[] {
  const top = Math.max(max, current);
  return Array.from({ length: top }, (_, i) => i + 1);
}

/**
 * A reservation line's amount (cents): the unit price times the pieces. The reservation answer carries unit prices
 * only (accounts-cart-services.md §3 "Reservation": amount); nothing is paid online, so there is no basket total.
 */
export function reservationLineTotal(item: { price: number; count: number }): number {
  return item.price * item.count;
}
