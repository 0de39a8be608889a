import * as z from '../config/zod';
import { captchaTokenSchema, emailSchema, personNameSchema } from './fields';

/** Newsletter, competition and early-shop payloads (accounts-cart-services.md §3, §5). */

export const newsletterSubscribeSchema = z.object({
  hggbig: z.boolean().optional(),
  hggtall: z.boolean().optional(),
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  // Newsletter email: required, no length bound beyond the address itself.
  email: z.string().trim().min(1).max(1000).pipe(z.email()),
  birthday: z.string().max(40).optional(),
  token: captchaTokenSchema,
});
export type NewsletterSubscribePayload = z.infer<typeof newsletterSubscribeSchema>;

export const UNSUBSCRIBE_REASONS = ['noMoreBigSizes', 'contentNotInteresting', 'sentTooOften', 'prefersCatalogue', 'other'] as const;
export const newsletterUnsubscribeSchema = z.object({
  reason: z.enum(UNSUBSCRIBE_REASONS).default('other'),
  email: emailSchema.optional(),
  uid: z.string().max(64).optional(),
  /** The one-time token of the unsubscribe link mailed to the address. */
  token: z.string().min(10).max(200).optional(),
});

export const newsletterConfirmQuerySchema = z.object({ token: z.string().min(10).max(200) });

const accepted = z.literal(true, { message: 'Please accept the conditions.' });

export const raffleSchema = z.object({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  participationPrivacy: accepted,
  notificationInfo: accepted,
  isEvent: z.boolean().optional(),
  token: captchaTokenSchema,
});

export const earlyShopSchema = z.object({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  participationPrivacy: accepted,
  triggerID: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ])
    .optional(),
  token: captchaTokenSchema,
});

export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number];
