import * as z from 'zod';
import { idSchema, quantitySchema, skuSchema } from './fields';
import type { StoreAddress } from './store';

/** Click-and-reserve payloads (oxid = sku, basketid = reservation line) and the reservation basket. */

export const reserveAddSchema = z.object({ oxid: skuSchema, amount: quantitySchema.default(1), filialeid: idSchema });
export const reserveEditSchema = z.object({ basketid: idSchema, amount: quantitySchema, filialeid: idSchema.optional() });
export const reserveRemoveSchema = z.object({ basketid: idSchema });

export interface ReservationBasketItem {
  basketid: string;
  oxid: string;
  count: number;
  name: string;
  brand: string;
  /** The product, for the link to its page (slug in the basket's language; an outdated one redirects). */
  productId: string;
  slug: string;
  itemNumber: string;
  color: string;
  size: string;
  price: number;
}

export interface ReservationBasket {
  reservationBasketItems: ReservationBasketItem[];
  /** The store of the basket; none when the basket is empty. */
  filiale: { id: string; name: string; address: StoreAddress } | null;
}

export interface ReservationHistoryEntry {
  reservationNumber: string;
  date: string;
  store: { id: string; name: string; address: StoreAddress };
  amount: number;
  product: string;
  itemNumber: string;
  sku: string;
  color: string;
  size: string;
}
