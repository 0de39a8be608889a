import * as z from '../config/zod';
import { CARD_CODE_DIGITS, CUSTOMER_NUMBER_DIGITS } from '../config/constants';
import { passwordSchema } from './fields';

/** Loyalty card (accounts-cart-services.md §3): levels black, blue, silver. */

export const LOYALTY_LEVELS = ['black', 'blue', 'silver'] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

export const loyaltyCardDataSchema = z.object({
  loyaltyCardNumber: z.string().regex(new RegExp(`^\\d{1,${CUSTOMER_NUMBER_DIGITS}}$`), { message: 'The customer number has up to 8 digits.' }),
  loyaltyCardCVC: z.string().regex(new RegExp(`^\\d{1,${CARD_CODE_DIGITS}}$`), { message: 'The card code has up to 4 digits.' }),
});

export const activateSchema = z
  .object({ token: z.string().min(10).max(200), newPass: passwordSchema, confirmationPass: z.string().max(255) })
  .refine((b) => b.newPass === b.confirmationPass, { path: ['confirmationPass'], message: 'The passwords do not match.' });

/** A card voucher (accounts-cart-services.md §3 "Loyalty voucher"). */
export interface LoyaltyVoucher {
  title: string;
  validUntil: string;
  /** The current value in cents, like every amount the backend keeps (§9 "prices in cents"). */
  value: number;
  status: 'redeemed' | 'available';
  store: string;
  /** The code to enter at the checkout or show in a store (cards kept before codes were shown have none). */
  code?: string;
}

export interface LoyaltyCard {
  customerNumber: string;
  cardCode: string;
  userLevel: LoyaltyLevel;
  vouchers: LoyaltyVoucher[];
  /** The travel voucher's reduction in percent by card level (black 20, blue or silver 15). */
  travelVoucherValue: number;
  /** The travel voucher's code for the card's level, when the CRM has one. */
  travelVoucherCode: string | null;
}

/** A new card for a logged-in account without one (the spec's "register card with account"): digital, or printed as well. */
export const newCardForAccountSchema = z.object({
  printed: z.boolean().default(false),
  acceptLoyaltyConditions: z.literal(true, { message: 'validation.accept' }),
});
