import * as z from '../config/zod';
import {
  STREET_MAX,
  STREET_NUMBER_MAX,
  ADDITIONAL_ADDRESS_MAX,
  POSTAL_CODE_MAX,
  CITY_MAX,
  DEFAULT_DELIVERY_STATES,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../config';
import { captchaTokenSchema, emailSchema, passwordSchema, personNameSchema } from './fields';
import { SALUTATIONS, birthdateBounds, isBirthdateAllowed, stateIssue, type DeliveryStates } from './address-rules';

/** Account payloads and the user context (accounts-cart-services.md §3, §5). */

// The rules without zod (./address-rules.ts), for the forms that load none.
export { SALUTATIONS, birthdateBounds, isBirthdateAllowed, stateIssue, type DeliveryStates };

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
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { message: 'Please choose a country.' }),
  state: z.string().trim().max(60).optional(),
};

/** An address whose state follows the given countries' states (addressSchema: the defaults). */
export function addressSchemaWith(states: DeliveryStates) {
  return z.object(addressFields).superRefine((address, ctx) => {
    const issue = stateIssue(address, states);
    if (issue) ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please choose a state.', params: { code: issue } });
  });
}

/** An address with the default countries' states (the forms take the project's: addressSchemaWith). */
export const addressSchema = addressSchemaWith(DEFAULT_DELIVERY_STATES);
/** An address as an action takes it: its state is checked against the project's states (extensions/actions/account.ts). */
export const addressBodySchema = z.object(addressFields);
export type Address = z.infer<typeof addressSchema>;

/** Login: the password's length rule (5 to 255) holds here too, so a too short one is never sent on. */
export const loginSchema = z.object({ email: emailSchema, password: z.string().min(1).min(PASSWORD_MIN).max(PASSWORD_MAX) });

/** A birthdate given as day, month and year: all three or none, a real date, age 16 to 100. */
function birthdateProblem(v: { birthdayDay?: number; birthdayMonth?: number; birthdayYear?: number }, today: Date): string | null {
  const parts = [v.birthdayDay, v.birthdayMonth, v.birthdayYear];
  if (parts.every((p) => p === undefined)) return null;
  if (parts.some((p) => p === undefined)) return 'birthdate_incomplete';
  const value = `${String(v.birthdayYear).padStart(4, '0')}-${String(v.birthdayMonth).padStart(2, '0')}-${String(v.birthdayDay).padStart(2, '0')}`;
  return isBirthdateAllowed(value, today) ? null : 'birthdate_range';
}
export type LoginPayload = z.infer<typeof loginSchema>;

const flag = z.boolean().optional();

export const registrationFieldsSchema = z.object({
  // Required at registration (§5), though an address alone may go without.
  salutation: z.enum(SALUTATIONS, { error: 'Please choose a salutation.' }),
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  // The state against the project's states per country: checked by the action (deliveryStateList).
  billingAddress: addressBodySchema,
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

/** What the register action accepts: the fields, and the birthdate rule on the server too (today's date). */
export const registrationSchema = registrationFieldsSchema.superRefine((v, ctx) => {
  const problem = birthdateProblem(v, new Date());
  if (problem) ctx.addIssue({ code: 'custom', path: ['birthdayYear'], message: 'You must be between 16 and 100 years old.', params: { code: problem } });
});
export type RegistrationPayload = z.infer<typeof registrationFieldsSchema>;

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
