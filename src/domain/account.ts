import * as z from 'zod';
import {
  STREET_MAX, STREET_NUMBER_MAX, ADDITIONAL_ADDRESS_MAX, POSTAL_CODE_MAX, CITY_MAX, COUNTRIES_WITH_STATES,
} from '../config';
import { captchaTokenSchema, emailSchema, passwordSchema, personNameSchema } from './fields';

/** Account payloads and the user context (accounts-cart-services.md §3, §5). */

export const SALUTATIONS = ['Mr', 'Mrs'] as const;

const addressFields = {
  salutation: z.enum(SALUTATIONS).optional(),
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  company: z.string().trim().max(STREET_MAX).optional(),
  phone: z.string().trim().max(40).optional(),
  streetName: z.string().trim().min(1).max(STREET_MAX),
  streetNumber: z.string().trim().min(1).max(STREET_NUMBER_MAX),
  additionalAddressInfo: z.string().trim().max(ADDITIONAL_ADDRESS_MAX).optional(),
  postalCode: z.string().trim().min(1).max(POSTAL_CODE_MAX),
  city: z.string().trim().min(1).max(CITY_MAX),
  country: z.string().trim().regex(/^[A-Z]{2}$/, { message: 'Please choose a country.' }),
  state: z.string().trim().max(60).optional(),
};

/** A state is required only for the countries that have states (Canada, United States). */
function requireStateWhereNeeded(address: { country: string; state?: string }, ctx: z.RefinementCtx) {
  if ((COUNTRIES_WITH_STATES as readonly string[]).includes(address.country) && !address.state) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please choose a state.', params: { code: 'state_required' } });
  }
}

export const addressSchema = z.object(addressFields).superRefine(requireStateWhereNeeded);
export type Address = z.infer<typeof addressSchema>;

export const loginSchema = z.object({ email: emailSchema, password: z.string().min(1).max(255) });
export type LoginPayload = z.infer<typeof loginSchema>;

const flag = z.boolean().optional();

export const registrationSchema = z.object({
  salutation: z.enum(SALUTATIONS).optional(),
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  billingAddress: addressSchema,
  birthdayDay: z.number().int().min(1).max(31).optional(),
  birthdayMonth: z.number().int().min(1).max(12).optional(),
  birthdayYear: z.number().int().min(1900).max(2100).optional(),
  projectSpecificData: z.object({
    newsletter: flag,
    newsletterBig: flag,
    newsletterTall: flag,
    registernewcustomercard: flag,
    registernewcustomercard_print: flag,
    token: captchaTokenSchema,
  }),
});
export type RegistrationPayload = z.infer<typeof registrationSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: z.string().min(10).max(200), newPassword: passwordSchema });
export const changeEmailSchema = z.object({ email: emailSchema, password: z.string().min(1).max(255) });
export const changePasswordSchema = z.object({ oldPassword: z.string().min(1).max(255), newPassword: passwordSchema });

export interface AccountAddress extends Address {
  projectSpecificData?: { lastCountry?: string };
}

/** What the storefront knows about a logged-in customer (never the password hash). */
export interface Account {
  accountId: string;
  email: string;
  salutation?: string;
  firstName: string;
  lastName: string;
  birthday?: string;
  addresses: AccountAddress[];
  projectSpecificData: {
    emarsysuserid: string;
    hasLoyaltyCard: boolean;
    loyaltyLevel?: string;
    newsletter: boolean;
  };
}

export interface UserContext {
  loggedIn: boolean;
  account?: Account;
}
