import * as z from 'zod';
import { CUSTOMER_NUMBER_DIGITS } from '../config/constants';
import { captchaTokenSchema, emailSchema, personNameSchema } from './fields';

/** Contact form (accounts-cart-services.md §3, §5). */

export const CONTACT_SUBJECTS = ['orderQuestion', 'complaint', 'refund', 'return', 'delivery', 'others'] as const;
const PHONE_PATTERN = /^\+?[\d\s()./-]{4,30}$/;

export const contactSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    custNumber: z
      .string()
      .regex(new RegExp(`^\\d{1,${CUSTOMER_NUMBER_DIGITS}}$`))
      .optional(),
    subject: z.enum(CONTACT_SUBJECTS),
    message: z.string().trim().min(1).max(5000),
    callBack: z.boolean().optional(),
    phoneNumber: z.string().trim().regex(PHONE_PATTERN).optional(),
    acceptDatenschutz: z.literal(true, { message: 'Please accept the data protection terms.' }),
    token: captchaTokenSchema,
  })
  .superRefine((c, ctx) => {
    if (c.callBack && !c.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Please enter a phone number for the call back.', params: { code: 'phone_required' } });
    }
  });
export type ContactPayload = z.infer<typeof contactSchema>;
