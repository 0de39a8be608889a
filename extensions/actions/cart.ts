import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { DomainError } from '../services';
import { message } from './messages';
import { statusMessage } from '../../src/domain/status-message';
import {
  cartVoucherRemoveSchema,
  cartVoucherSchema,
  cartAddMultipleSchema,
  cartAddSchema,
  cartCategoriesSchema,
  cartCheckoutSchema,
  cartExpressSchema,
  cartLineRemoveSchema,
  cartLineUpdateSchema,
} from '../../src/domain/cart';
import { ownerOf } from './support';
import { expressCheckoutAddress } from '../lib/express-checkout';
import { checkoutAddress } from '../lib/checkout-handoff';
import { isExpressPaymentAvailable } from '../../src/domain/cart-rules';

/** The cart (accounts-cart-services.md §7): lines in cents in the locale's currency. */

export const get = defineAction({
  handler: async ({ session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, cart: await services.carts.get(owner, locale.currency, locale.code) } };
  },
});

export const add = defineAction({
  body: cartAddSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner, session: next } = ownerOf(session);
    const line = { sku: body.variant.sku, count: body.count, ...(body.alternativeItem ? { alternativeItem: body.alternativeItem } : {}) };
    const { cart, addedLineIds } = await services.carts.add(owner, [line], locale.currency, locale.code);
    const addedItems = cart.lineItems.filter((l) => addedLineIds.includes(l.lineItemId)).map((l) => ({ ...l, count: body.count }));
    return { body: { success: true, addedItems, cart }, ...(next ? { session: next } : {}) };
  },
});

export const addMultiple = defineAction({
  body: cartAddMultipleSchema,
  handler: async ({ body, session, services, locale }) => {
    const lines = body.map((entry) => ({
      sku: entry.variant.sku,
      count: entry.count,
      ...(entry.selectedSetArticles ? { selectedSetArticles: entry.selectedSetArticles.map((a) => (typeof a === 'string' ? a : a.sku)) } : {}),
      ...(entry.alternativeItem ? { alternativeItem: entry.alternativeItem } : {}),
    }));
    if (lines.some((l) => l.selectedSetArticles) && lines.some((l) => l.selectedSetArticles && l.count !== 1)) {
      throw ActionError.badRequest('set_count', 'A set is added with count 1.', 'count');
    }
    const { owner, session: next } = ownerOf(session);
    const { cart, addedLineIds } = await services.carts.add(owner, lines, locale.currency, locale.code);
    const addedItems = cart.lineItems.filter((l) => addedLineIds.includes(l.lineItemId));
    return { body: { success: true, addedItems, cart }, ...(next ? { session: next } : {}) };
  },
});

export const updateLineItem = defineAction({
  body: cartLineUpdateSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, cart: await services.carts.updateCount(owner, body.lineItemId, body.count, locale.currency, locale.code) } };
  },
});

export const removeLineItem = defineAction({
  body: cartLineRemoveSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, cart: await services.carts.remove(owner, body.lineItemId, locale.currency, locale.code) } };
  },
});

/** A voucher code, or a gift card number with its PIN (accounts-cart-services.md §5, §8). */
export const applyVoucher = defineAction({
  body: cartVoucherSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner } = ownerOf(session);
    try {
      const { cart, kind } = await services.carts.applyVoucher(owner, body, locale.currency, locale.code);
      const text = kind === 'giftcard' ? message('giftCardAccepted', locale.language) : message('voucherAccepted', locale.language, { voucherVal: body.code });
      return { body: { success: true, status: statusMessage.message(text), cart } };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'voucher_invalid')
        throw ActionError.badRequest('voucher_invalid', message('voucherInvalid', locale.language), 'code');
      throw error;
    }
  },
});

export const removeVoucher = defineAction({
  body: cartVoucherRemoveSchema,
  handler: async ({ body, session, services, locale }) => {
    const { owner } = ownerOf(session);
    return { body: { success: true, cart: await services.carts.removeVoucher(owner, body.code, locale.currency, locale.code) } };
  },
});

/** Article categories per sku (tracking and the basket's recommendations). */
export const categories = defineAction({
  body: cartCategoriesSchema,
  handler: async ({ body, services }) => {
    const data: Record<string, string[]> = {};
    for (const sku of body) {
      const hit = await services.catalogue.getBySku(sku);
      if (hit) data[sku] = hit.product.categories;
    }
    return { body: { success: true, data } };
  },
});

/**
 * Checkout (accounts-cart-services.md §7: `POST /api/cart/cart/checkout` with `uc_cross_domain_data`
 * answers a checkout URL): the cart is handed to the checkout service, whose steps (Adressen,
 * Zahlung & Versand, Bestellung prüfen) place the order. Nothing is ordered here; the answer is the
 * configured checkout address (`checkoutUrl`), else the local host's stand-in (host/checkout.ts).
 */
export const checkout = defineAction({
  body: cartCheckoutSchema,
  requireAccount: true,
  handler: async ({ body, session, services, locale, configuration }) => {
    const { owner } = ownerOf(session);
    const cart = await services.carts.get(owner, locale.currency, locale.code);
    if (!cart.lineItems.length) throw ActionError.badRequest('cart_empty', 'Your cart is empty.');
    const url = checkoutAddress(configuration.checkoutUrl, {
      cartId: cart.cartId,
      locale: locale.code,
      currency: cart.currency,
      ...(body.uc_cross_domain_data ? { crossDomainData: body.uc_cross_domain_data } : {}),
    });
    return { body: { success: true, data: { url } } };
  },
});

/**
 * Express payment (accounts-cart-services.md §4): the basket hands its cart to PayPal or Amazon Pay
 * without the shop's checkout steps (the provider brings the address), where the project offers the
 * method in the shopper's territory (an empty country list: everywhere). The answer is the
 * provider's entry; a guest may pay this way.
 */
export const expressCheckout = defineAction({
  body: cartExpressSchema,
  handler: async ({ body, session, services, locale, configuration }) => {
    const { expressAvailability } = configuration;
    const countries = body.method === 'paypal' ? expressAvailability.payPalExpress : expressAvailability.amazonPay;
    if (!isExpressPaymentAvailable(countries, locale.territory)) {
      throw ActionError.conflict('express_unavailable', 'This payment method is not offered in your country.', 'method');
    }
    const { owner } = ownerOf(session);
    const cart = await services.carts.get(owner, locale.currency, locale.code);
    if (!cart.lineItems.length) throw ActionError.conflict('cart_empty', 'The cart is empty.');
    const url = expressCheckoutAddress(configuration.expressCheckoutUrl, {
      method: body.method,
      cartId: cart.cartId,
      amount: cart.total,
      currency: cart.currency,
      locale: locale.code,
    });
    return { body: { success: true, data: { url, method: body.method } } };
  },
});
