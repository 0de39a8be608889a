import * as z from '../config/zod';
import { DEFAULT_DELIVERY_STATES, PASSWORD_MAX, PASSWORD_MIN } from '../config';
import { SALUTATIONS, addressSchema, registrationFieldsSchema, stateIssue, type DeliveryStates } from './account';
import { emailSchema } from './fields';
import { isBirthdateAllowed } from './address-rules';
import { REGISTRATION_MESSAGES } from './registration-rules';

/**
 * The registration rules of accounts-cart-services.md §3, §4 and §5, one pure function each.
 * The form schema is built from the same field schemas the register action validates with; the
 * rules without a schema are in ./registration-rules.ts (the form loads them at load, without zod).
 */

// ---- password strength (src/domain/password-strength.ts, without zod: the meter loads at page load) ----

export { PASSWORD_STRENGTH_COLOURS, passwordStrength, type PasswordStrength } from './password-strength';

// ---- the rules without zod -------------------------------------------------------------------

export { birthdateBounds } from './address-rules';
export { isBirthdateAllowed };
export {
  REGISTRATION_MESSAGES,
  applyLoyaltyTick,
  birthdayParts,
  dropEmptyFields,
  registrationCountries,
  registrationFormField,
  stateRequired,
  toRegistrationPayload,
  type LoyaltyTicks,
} from './registration-rules';

// The countries' options (zod-free, for views that load no zod).
export { countryOptions, sortByName } from './country-options';

// ---- the form --------------------------------------------------------------------------------

const address = addressSchema.shape;

/** The password rule of every password form (§5): a custom message below the minimum. */
export const newPasswordSchema = z.string().min(PASSWORD_MIN, { message: REGISTRATION_MESSAGES.passwordTooShort }).max(PASSWORD_MAX);

export function makeRegistrationFormSchema({
  today = new Date(),
  assortments = false,
  states = DEFAULT_DELIVERY_STATES,
}: {
  today?: Date;
  assortments?: boolean;
  states?: DeliveryStates;
} = {}) {
  return z
    .object({
      salutation: z.enum(SALUTATIONS, { message: REGISTRATION_MESSAGES.salutation }),
      firstName: registrationFieldsSchema.shape.firstName,
      lastName: registrationFieldsSchema.shape.lastName,
      email: emailSchema,
      password: newPasswordSchema,
      birthdate: z
        .string()
        .optional()
        .refine((value) => !value || isBirthdateAllowed(value, today), { message: REGISTRATION_MESSAGES.birthdate }),
      company: address.company,
      phone: address.phone,
      streetName: address.streetName,
      streetNumber: address.streetNumber,
      additionalInfo: address.additionalAddressInfo,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
      state: z.string().optional(),
      newsletter: z.boolean().optional(),
      newsletterBig: z.boolean().optional(),
      newsletterTall: z.boolean().optional(),
      registernewcustomercard: z.boolean().optional(),
      registernewcustomercard_print: z.boolean().optional(),
      acceptLoyaltyConditions: z.boolean().optional(),
    })
    .superRefine((form, ctx) => {
      if (stateIssue(form, states)) ctx.addIssue({ code: 'custom', path: ['state'], message: REGISTRATION_MESSAGES.state });
      if (assortments && form.newsletter && !form.newsletterBig && !form.newsletterTall) {
        ctx.addIssue({ code: 'custom', path: ['newsletterBig'], message: REGISTRATION_MESSAGES.assortment });
      }
      if (form.registernewcustomercard && !form.acceptLoyaltyConditions) {
        ctx.addIssue({ code: 'custom', path: ['acceptLoyaltyConditions'], message: REGISTRATION_MESSAGES.conditions });
      }
    });
}
export type RegistrationForm = z.output<ReturnType<typeof makeRegistrationFormSchema>>;
