import * as z from '../config/zod';
import { idSchema, itemNumberSchema, skuSchema } from './fields';

/** Wishlist payloads and the wishlist (accounts-cart-services.md §3); guests' entries last 7 days. */

export const wishlistAddSchema = z.object({
  itemNumber: itemNumberSchema,
  sku: skuSchema.optional(),
  count: z.literal(1).default(1),
});
export type WishlistAddPayload = z.infer<typeof wishlistAddSchema>;

export const wishlistRemoveSchema = z.union([z.object({ lineItemId: idSchema }), z.object({ itemNumber: itemNumberSchema, sku: skuSchema.optional() })]);
export type WishlistRemovePayload = z.infer<typeof wishlistRemoveSchema>;

export const wishlistMigrateSchema = z.object({ userId: idSchema });

export interface WishlistLineItem {
  lineItemId: string;
  name: string;
  count: number;
  addedAt: string;
  projectSpecificData: {
    objectID: string;
    itemNumber: string;
    sku?: string;
    brand: string;
    colorVariant: string;
    sizeVariant?: string;
    sizeOnLabel?: string;
    outOfStockFlag: boolean;
  };
}

export interface Wishlist {
  wishlistId: string | null;
  lineItems: WishlistLineItem[];
}
