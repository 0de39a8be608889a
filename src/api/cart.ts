import type * as z from 'zod';
import { request, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { Cart, CartAddMultiplePayload, LineItem, cartAddSchema } from '../domain/cart';

/** Endpoint functions of the cart (accounts-cart-services.md §7). Every change runs through the cart's queue. */

export const CART_KEY = '/api/cart/cart';

export interface CartAnswer {
  success: true;
  cart: Cart;
}
export interface CartAddAnswer extends CartAnswer {
  addedItems: LineItem[];
}
export interface CheckoutAnswer {
  success: true;
  data: { url: string; orderNumber?: string };
}

export type CartAddInput = z.input<typeof cartAddSchema>;

export function fetchCart(): Promise<ApiResult<CartAnswer>> {
  return request<CartAnswer>(CART_KEY);
}

export function addToCart(payload: CartAddInput): Promise<ApiResult<CartAddAnswer>> {
  return enqueue(RESOURCE.cart, () => request<CartAddAnswer>(`${CART_KEY}/add`, { method: 'POST', body: payload }));
}

/** Several articles at once; a set is one entry with selectedSetArticles and count 1. */
export function addMultipleToCart(payload: CartAddMultiplePayload): Promise<ApiResult<CartAddAnswer>> {
  return enqueue(RESOURCE.cart, () => request<CartAddAnswer>(`${CART_KEY}/addMultiple`, { method: 'POST', body: payload }));
}

export function updateCartLine(lineItemId: string, count: number): Promise<ApiResult<CartAnswer>> {
  return enqueue(RESOURCE.cart, () => request<CartAnswer>(`${CART_KEY}/lineItem/update`, { method: 'POST', body: { lineItemId, count } }));
}

export function removeCartLine(lineItemId: string): Promise<ApiResult<CartAnswer>> {
  return enqueue(RESOURCE.cart, () => request<CartAnswer>(`${CART_KEY}/lineItem/remove`, { method: 'POST', body: { lineItemId } }));
}

/** Hands the cart to the checkout: the answer carries the URL to go to. */
export function checkoutCart(crossDomainData?: string): Promise<ApiResult<CheckoutAnswer>> {
  return enqueue(RESOURCE.cart, () =>
    request<CheckoutAnswer>(`${CART_KEY}/checkout`, { method: 'POST', body: crossDomainData ? { uc_cross_domain_data: crossDomainData } : {} }),
  );
}

export function fetchCartCategories(skus: string[]): Promise<ApiResult<{ success: true; data: Record<string, string[]> }>> {
  return request(`${CART_KEY}/categories`, { method: 'POST', body: skus });
}

export interface VoucherAnswer extends CartAnswer {
  /** 'The voucher "…" has been accepted.' or 'The gift card has been accepted.', in the shopper's language. */
  message: string;
}

/** A voucher code, or a gift card number with its PIN (§5, §8). */
export function applyVoucher(payload: { code: string; pin?: string }): Promise<ApiResult<VoucherAnswer>> {
  return enqueue(RESOURCE.cart, () => request<VoucherAnswer>(`${CART_KEY}/voucher`, { method: 'POST', body: payload }));
}

export function removeVoucher(code: string): Promise<ApiResult<CartAnswer>> {
  return enqueue(RESOURCE.cart, () => request<CartAnswer>(`${CART_KEY}/voucher/remove`, { method: 'POST', body: { code } }));
}
