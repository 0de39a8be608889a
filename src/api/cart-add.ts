import { call, type ApiResult } from './request';
import { enqueue, RESOURCE } from './queue';
import type { ActionAnswer, ActionBody } from '../../extensions/api-contract';

/**
 * Adding to the cart (accounts-cart-services.md §7), through the cart's queue: a module of its own,
 * loaded with the blocks that add (the product page, the product line), not with the page shell.
 */

export type CartAddAnswer = ActionAnswer<'hirmer-cart/add'>;
export type CartAddInput = ActionBody<'hirmer-cart/add'>;

export function addToCart(payload: CartAddInput): Promise<ApiResult<CartAddAnswer>> {
  return enqueue(RESOURCE.cart, () => call('POST', 'hirmer-cart/add', { body: payload, once: true }));
}

/** Several articles at once; a set is one entry with selectedSetArticles and count 1. */
export function addMultipleToCart(payload: ActionBody<'hirmer-cart/addMultiple'>) {
  return enqueue(RESOURCE.cart, () => call('POST', 'hirmer-cart/addMultiple', { body: payload, once: true }));
}

export function fetchCartCategories(skus: string[]) {
  return call('POST', 'hirmer-cart/categories', { body: skus });
}
