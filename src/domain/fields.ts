import * as z from '../config/zod';
import { EMAIL_MAX, PASSWORD_MIN, PASSWORD_MAX, NAME_MIN, NAME_MAX, QUANTITY_MAX } from '../config/constants';

/**
 * Field rules shared by several payloads (accounts-cart-services.md §5). Forms, endpoint functions
 * and actions all build on these, so a limit changes in one place.
 */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .pipe(z.email({ message: 'Please enter a valid email address.' }));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: `The password needs at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX);
export const personNameSchema = z.string().trim().min(NAME_MIN).max(NAME_MAX);
/**
 * The captcha token every captcha form sends (accounts-cart-services.md §5: "A captcha must be
 * confirmed"); empty when the widget could not answer: the action refuses it with the captcha text.
 */
export const captchaTokenSchema = z.string().max(4096);
/** 8-digit item number of a colour variant. */
export const itemNumberSchema = z.string().regex(/^\d{8}$/, { message: 'An item number has 8 digits.' });
/** Without a sku the answer is the spec's 'Sku is missing' (the message id's English text). */
export const skuSchema = z.string({ message: 'validation.skuMissing' }).trim().min(1, { message: 'validation.skuMissing' }).max(64);
export const quantitySchema = z.number().int().min(1).max(QUANTITY_MAX);
/** Ids issued by the backend: short opaque strings. */
export const idSchema = z.string().min(1).max(64);
