import * as z from '../config/zod';
import { itemNumberSchema } from './fields';

/** Stores and store stock (storefront-browsing.md §3 "Store stock entry", §7 stores info). */

export const openingHoursSchema = z.array(z.object({ days: z.string(), hours: z.string() }));

export interface StoreAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
}

export interface Store {
  id: string;
  name: string;
  address: StoreAddress;
  openingHours: z.infer<typeof openingHoursSchema>;
}

export interface StoreStockEntry {
  store: string;
  name: string;
  stock: number;
  address: StoreAddress;
  openingHours: Store['openingHours'];
}

/** `size` is the size label of the colour variant, or 0 for all sizes together. */
export const storesInfoQuerySchema = z.object({
  product: itemNumberSchema,
  size: z.string().trim().min(1, { message: 'Select your size' }).max(20),
});

export { storesWithStock } from './store-stock';
