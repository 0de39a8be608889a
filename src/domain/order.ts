import * as z from '../config/zod';
import { ORDER_NUMBER_MAX, ORDER_NUMBER_MIN } from '../config/constants';
import { emailSchema, idSchema } from './fields';

/** Order history (accounts-cart-services.md §3 "Order history entry"). */

export const ORDER_STATUSES = ['OPEN', 'SHIPPED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DOCUMENT_TYPES = ['invoice', 'return'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface OrderAddress {
  firstName: string;
  lastName: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface OrderArticle {
  sku: string;
  itemNumber: string;
  name: string;
  brand: string;
  color: string;
  size: string;
  count: number;
  price: number;
}

export interface Order {
  orderId: string;
  orderNumber: string;
  documentNumber: string;
  date: string;
  status: OrderStatus;
  deliveryStatus: string;
  paymentStatus: string;
  currency: string;
  deliveryAddress: OrderAddress;
  invoiceAddress: OrderAddress;
  documents: { type: DocumentType; name: string }[];
  articles: OrderArticle[];
  /** Total in cents (after vouchers and gift cards). */
  amount: number;
  discounts?: { code: string; kind: 'voucher' | 'giftcard'; amount: number }[];
}

export const orderYearParamsSchema = z.object({ year: z.coerce.number().int().min(1990).max(2200) });
export const orderSearchParamsSchema = z.object({ term: z.string().trim().min(1).max(100).optional() });
export const orderDocumentSchema = z.object({ orderId: idSchema });
export const returnRedirectQuerySchema = z.object({
  email: emailSchema,
  orderNumber: z.string().trim().min(ORDER_NUMBER_MIN).max(ORDER_NUMBER_MAX),
});
