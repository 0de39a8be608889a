import { call, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { ActionAnswer, ActionBody } from '../../extensions/api-contract';

/**
 * The basket's changes (accounts-cart-services.md §7): quantities, lines, vouchers, the checkout and
 * express payment, answers typed by the actions. Every change runs through the cart's queue.
 */

export type CheckoutAnswer = ActionAnswer<'hirmer-cart/checkout'>;
/** 'The voucher "…" has been accepted.' or 'The gift card has been accepted.', in the shopper's language. */
export type VoucherAnswer = ActionAnswer<'hirmer-cart/applyVoucher'>;

export function updateCartLine(lineItemId: string, count: number) {
  return enqueue(RESOURCE.cart, () => call('POST', 'hirmer-cart/updateLineItem', { body: { lineItemId, count }, once: true }));
}

export function removeCartLine(lineItemId: string) {
  return enqueue(RESOURCE.cart, () => call('POST', 'hirmer-cart/removeLineItem', { body: { lineItemId }, once: true }));
}

/** Hands the cart to the checkout: the answer carries the URL to go to. */
export function checkoutCart(crossDomainData?: string): Promise<ApiResult<CheckoutAnswer>> {
  return enqueue(RESOURCE.cart, () =>
    call('POST', 'hirmer-cart/checkout', { body: crossDomainData ? { uc_cross_domain_data: crossDomainData } : {}, once: true }),
  );
}

/** A voucher code, or a gift card number with its PIN (§5, §8). */
export function applyVoucher(payload: { code: string; pin?: string }): Promise<ApiResult<VoucherAnswer>> {
  return enqueue(RESOURCE.cart, () => call('POST', 'hirmer-cart/applyVoucher', { body: payload, once: true }));
}

export function removeVoucher(code: string) {
  return enqueue(RESOURCE.cart, () => call('POST', 'hirmer-cart/removeVoucher', { body: { code }, once: true }));
}

/** Express payment: the cart goes to the provider's entry (PayPal, Amazon Pay); the answer carries its URL. */
export function expressCheckoutCart(method: ActionBody<'hirmer-cart/expressCheckout'>['method']) {
  return enqueue(RESOURCE.cart, () => call('POST', 'hirmer-cart/expressCheckout', { body: { method } }));
}
