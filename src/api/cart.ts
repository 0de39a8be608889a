import { call, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { AnswerAt, BodyAt } from '../../extensions/api-contract';

/**
 * Endpoint functions of the cart (accounts-cart-services.md §7), answers typed by the actions.
 * Every change runs through the cart's queue.
 */

export const CART_KEY = '/api/cart/cart';

export type CartAnswer = AnswerAt<'GET', typeof CART_KEY>;
export type CartAddAnswer = AnswerAt<'POST', '/api/cart/cart/add'>;
export type CheckoutAnswer = AnswerAt<'POST', '/api/cart/cart/checkout'>;
/** 'The voucher "…" has been accepted.' or 'The gift card has been accepted.', in the shopper's language. */
export type VoucherAnswer = AnswerAt<'POST', '/api/cart/cart/voucher'>;

export type CartAddInput = BodyAt<'POST', '/api/cart/cart/add'>;

export function fetchCart(): Promise<ApiResult<CartAnswer>> {
  return call('GET', CART_KEY);
}

export function addToCart(payload: CartAddInput): Promise<ApiResult<CartAddAnswer>> {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/add', { body: payload }));
}

/** Several articles at once; a set is one entry with selectedSetArticles and count 1. */
export function addMultipleToCart(payload: BodyAt<'POST', '/api/cart/cart/addMultiple'>) {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/addMultiple', { body: payload }));
}

export function updateCartLine(lineItemId: string, count: number) {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/lineItem/update', { body: { lineItemId, count } }));
}

export function removeCartLine(lineItemId: string) {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/lineItem/remove', { body: { lineItemId } }));
}

/** Hands the cart to the checkout: the answer carries the URL to go to. */
export function checkoutCart(crossDomainData?: string): Promise<ApiResult<CheckoutAnswer>> {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/checkout', { body: crossDomainData ? { uc_cross_domain_data: crossDomainData } : {} }));
}

export function fetchCartCategories(skus: string[]) {
  return call('POST', '/api/cart/cart/categories', { body: skus });
}

/** A voucher code, or a gift card number with its PIN (§5, §8). */
export function applyVoucher(payload: { code: string; pin?: string }): Promise<ApiResult<VoucherAnswer>> {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/voucher', { body: payload }));
}

export function removeVoucher(code: string) {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/voucher/remove', { body: { code } }));
}

/** Express payment: the cart goes to the provider's entry (PayPal, Amazon Pay); the answer carries its URL. */
export function expressCheckoutCart(method: BodyAt<'POST', '/api/cart/cart/express'>['method']) {
  return enqueue(RESOURCE.cart, () => call('POST', '/api/cart/cart/express', { body: { method } }));
}
