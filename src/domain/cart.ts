import * as z from '../config/zod';
import { QUANTITY_DEFAULT } from '../config/constants';
import { idSchema, quantitySchema, skuSchema } from './fields';

/** Cart payloads and the cart (accounts-cart-services.md §3, §7). Prices are in cents. */

export const cartVariantSchema = z.object({
  id: z.union([z.string().max(64), z.number()]).optional(),
  sku: skuSchema,
  attributes: z.record(z.string(), z.unknown()).optional(),
});

/**
 * "An alternative shop-system item has basketitemid with a parent article id" (accounts-cart-services.md §3): a
 * basket item handed over from the other shop system keeps that system's basket item id and names its parent
 * article (the product the variant belongs to, whose page the basket links to). It is a line of its own.
 */
const foreignIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/, { message: 'An id of letters, digits and . : _ -.' });
export const alternativeItemSchema = z.object({ basketitemid: foreignIdSchema, parentArticleId: foreignIdSchema });
export type AlternativeItem = z.infer<typeof alternativeItemSchema>;

export const cartAddSchema = z.object({
  variant: cartVariantSchema,
  count: quantitySchema.default(QUANTITY_DEFAULT),
  alternativeItem: alternativeItemSchema.optional(),
});
export type CartAddPayload = z.infer<typeof cartAddSchema>;

/** A set is one entry with the chosen sub-article skus (count 1). */
export const cartAddMultipleEntrySchema = cartAddSchema.extend({
  selectedSetArticles: z
    .array(z.union([skuSchema, z.object({ sku: skuSchema })]))
    .min(1)
    .max(20)
    .optional(),
});
export const cartAddMultipleSchema = z.array(cartAddMultipleEntrySchema).min(1, { message: 'Select at least one product.' }).max(50);
export type CartAddMultiplePayload = z.infer<typeof cartAddMultipleSchema>;

/** Either a bare list of skus or `{ skus }`. */
export const cartCategoriesSchema = z.union([
  z.array(skuSchema).min(1).max(200),
  z.object({ skus: z.array(skuSchema).min(1).max(200) }).transform((b) => b.skus),
]);

/** Express payment methods (accounts-cart-services.md §4: PayPal, Amazon Pay). */
export const EXPRESS_METHODS = ['paypal', 'amazonpay'] as const;
export const expressMethodSchema = z.enum(EXPRESS_METHODS);
export type ExpressMethod = z.infer<typeof expressMethodSchema>;
export const cartExpressSchema = z.object({ method: expressMethodSchema });

export const cartCheckoutSchema = z.object({ uc_cross_domain_data: z.string().max(4096).optional() }).default({});

/** A voucher code, or a gift card number with its PIN. */
export const cartVoucherSchema = z.object({
  code: z.string().trim().min(1).max(40),
  pin: z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, { message: 'The PIN has up to 8 digits.' })
    .optional(),
});
export const cartVoucherRemoveSchema = z.object({ code: z.string().trim().min(1).max(40) });

export const cartLineUpdateSchema = z.object({ lineItemId: idSchema, count: quantitySchema });
export const cartLineRemoveSchema = z.object({ lineItemId: idSchema });

export interface LineItem {
  lineItemId: string;
  name: string;
  count: number;
  /** Unit price in cents in the cart's currency. */
  price: number;
  strikePrice?: number;
  totalPrice: number;
  variant: {
    id: string;
    sku: string;
    projectSpecificData: { size: string; color: string; articleNumber: string };
  };
  projectSpecificData: {
    brand: string;
    categories: string[];
    productId: string;
    productType: string;
    setArticleData?: { selectedArticles: { sku: string; name: string; size: string; color: string; articleNumber: string }[] };
    /** An item of the other shop system: its basket item id and parent article (the product `productId`). */
    alternativeItem?: AlternativeItem;
  };
}

export interface Cart {
  cartId: string;
  currency: string;
  lineItems: LineItem[];
  /** Sum of the lines in cents. */
  sum: number;
  /** Applied vouchers and gift cards, each with the amount it takes off (cents). */
  discounts: { code: string; kind: 'voucher' | 'giftcard'; amount: number }[];
  /** What the customer pays: the sum less the discounts, never below zero. */
  total: number;
  itemCount: number;
  /** Free shipping to Germany from this sum (cents of the cart's currency), when the shop offers it: the server decides. */
  freeShippingThreshold?: number;
  projectSpecificData: { oxidErrors: { message: string }[] };
}
