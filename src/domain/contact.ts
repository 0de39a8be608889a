import * as z from '../config/zod';
import { CUSTOMER_NUMBER_DIGITS } from '../config/constants';
import { captchaTokenSchema, emailSchema, personNameSchema } from './fields';

/**
 * The contact form (accounts-cart-services.md §3, §5): one set of fields and rules, validated by the form as the
 * shopper types (contactFormSchema) and by the action with the captcha token (contactSchema). Messages are ids of
 * the contact area, so the form and the action's answer say the same.
 */

export const CONTACT_SUBJECTS = ['orderQuestion', 'complaint', 'refund', 'return', 'delivery', 'others'] as const;

/** A phone number to call back: digits, spaces and ( ) . / -, an optional leading +, 4 to 30 characters. */
export const PHONE_PATTERN = /^\+?[\d\s()./-]{4,30}$/;
export const phoneNumberSchema = z.string().trim().regex(PHONE_PATTERN, { message: 'contact.phoneInvalid' });

const CUSTOMER_NUMBER_PATTERN = new RegExp(`^\\d{1,${CUSTOMER_NUMBER_DIGITS}}$`);
export const customerNumberSchema = z.string().trim().regex(CUSTOMER_NUMBER_PATTERN, { message: 'contact.custNumberInvalid' });

/** An optional text field: left empty (as a form sends it) or absent means not given; else it meets its rule. */
function optionalText(schema: z.ZodString) {
  return z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .optional();
}

const contactFields = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  custNumber: optionalText(customerNumberSchema),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string().trim().min(1).max(5000),
  callBack: z.boolean().optional(),
  phoneNumber: optionalText(phoneNumberSchema),
  acceptDatenschutz: z.boolean().refine((accepted) => accepted, { message: 'contact.privacyRequired' }),
});

/** "Phone required with callback". */
function phoneForCallBack(contact: { callBack?: boolean | undefined; phoneNumber?: string | undefined }, ctx: z.RefinementCtx): void {
  if (contact.callBack && !contact.phoneNumber) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'contact.phoneRequired', params: { code: 'phone_required' } });
  }
}

/** The form's fields as the shopper fills them in (empty optional fields allowed; the token is added on submit). */
export const contactFormSchema = contactFields.superRefine(phoneForCallBack);
/** The action's body: the form's fields and the captcha token. */
export const contactSchema = contactFields.extend({ token: captchaTokenSchema }).superRefine(phoneForCallBack);
export type ContactPayload = z.infer<typeof contactSchema>;
