import * as z from '../config/zod';
import { idSchema, quantitySchema, skuSchema } from './fields';
import type { StoreAddress } from './store';

/** Click-and-reserve payloads (oxid = sku, basketid = reservation line) and the reservation basket. */

export const reserveAddSchema = z.object({ oxid: skuSchema, amount: quantitySchema.default(1), filialeid: idSchema });
export const reserveEditSchema = z.object({ basketid: idSchema, amount: quantitySchema, filialeid: idSchema.optional() });
export const reserveRemoveSchema = z.object({ basketid: idSchema });
/** Cancelling a reservation of the account's history: its number (R + digits). */
export const reservationCancelSchema = z.object({
  reservationNumber: z
    .string()
    .trim()
    .regex(/^R\d{1,20}$/),
});

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

/** Waiting in the store for pick-up; cancelled by the customer; or not picked up in time. */
export type ReservationStatus = 'reserved' | 'cancelled' | 'expired';

export interface ReservationHistoryEntry {
  reservationNumber: string;
  date: string;
  status: ReservationStatus;
  /** The last day the store holds the articles (ISO timestamp). */
  pickUpUntil: string;
  store: { id: string; name: string; address: StoreAddress };
  amount: number;
  product: string;
  itemNumber: string;
  sku: string;
  color: string;
  size: string;
}
