import * as z from '../config/zod';
import { DEFAULT_DELIVERY_STATES, PASSWORD_MAX, PASSWORD_MIN } from '../config';
import type { ProjectConfiguration } from './project-configuration';
import { SALUTATIONS, addressSchema, registrationFieldsSchema, stateIssue, type DeliveryStates, type RegistrationPayload } from './account';
import { emailSchema } from './fields';

/**
 * The registration rules of accounts-cart-services.md §3, §4 and §5, one pure function each.
 * The form schema is built from the same field schemas the register action validates with.
 */

// ---- password strength (src/domain/password-strength.ts, without zod: the meter loads at page load) ----

export { PASSWORD_STRENGTH_COLOURS, passwordStrength, type PasswordStrength } from './password-strength';

// ---- birthdate -------------------------------------------------------------------------------

import { birthdateBounds, isBirthdateAllowed } from './account';

export { birthdateBounds, isBirthdateAllowed };

/** The birthdate input becomes birthdayDay, birthdayMonth and birthdayYear. */
export function birthdayParts(value: string | undefined): Pick<RegistrationPayload, 'birthdayDay' | 'birthdayMonth' | 'birthdayYear'> {
  if (!value) return {};
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { birthdayDay: day, birthdayMonth: month, birthdayYear: year };
}

// ---- countries and states --------------------------------------------------------------------

export function stateRequired(country: string | undefined, states: DeliveryStates = DEFAULT_DELIVERY_STATES): boolean {
  return !!country && !!states[country]?.length;
}

/** Loyalty card registration: the DACH main countries; otherwise main countries plus delivery countries. */
export function registrationCountries(
  loyalty: boolean,
  configuration: Pick<ProjectConfiguration, 'mainCountriesDach' | 'mainCountries' | 'deliveryCountryList'>,
): string[] {
  if (loyalty) return [...configuration.mainCountriesDach];
  return [...new Set([...configuration.mainCountries, ...configuration.deliveryCountryList])];
}

// The countries' options (zod-free, for views that load no zod).
export { countryOptions, sortByName } from './country-options';

// ---- loyalty ticks ---------------------------------------------------------------------------

export interface LoyaltyTicks {
  registernewcustomercard: boolean;
  registernewcustomercard_print: boolean;
}

/** Ticking the physical card ticks the loyalty registration; unticking the registration unticks the physical card. */
export function applyLoyaltyTick(ticks: LoyaltyTicks, field: keyof LoyaltyTicks, checked: boolean): LoyaltyTicks {
  if (field === 'registernewcustomercard_print') {
    return checked ? { registernewcustomercard: true, registernewcustomercard_print: true } : { ...ticks, registernewcustomercard_print: false };
  }
  return checked ? { ...ticks, registernewcustomercard: true } : { registernewcustomercard: false, registernewcustomercard_print: false };
}

// ---- the form and its payload ----------------------------------------------------------------

const address = addressSchema.shape;

/** Message ids of the form's own rules (src/i18n/messages/account.ts). */
export const REGISTRATION_MESSAGES = {
  birthdate: 'account.birthdateRange',
  state: 'account.stateRequired',
  assortment: 'account.assortmentRequired',
  conditions: 'account.loyaltyConditionsRequired',
  passwordTooShort: 'account.passwordTooShort',
  salutation: 'account.salutationRequired',
} as const;

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

/** Empty strings, undefined and false flags are dropped before sending (§3). */
export function dropEmptyFields<T extends Record<string, unknown>>(value: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === null || field === '' || field === false) continue;
    if (typeof field === 'string' && field.trim() === '') continue;
    out[key] = field;
  }
  return out as Partial<T>;
}

/** The register payload of the form: additionalInfo renamed additionalAddressInfo, birthdate split, captcha token added. */
export function toRegistrationPayload(form: RegistrationForm, token: string, states: DeliveryStates = DEFAULT_DELIVERY_STATES): RegistrationPayload {
  const billingAddress = dropEmptyFields({
    salutation: form.salutation,
    firstName: form.firstName,
    lastName: form.lastName,
    company: form.company,
    phone: form.phone,
    streetName: form.streetName,
    streetNumber: form.streetNumber,
    additionalAddressInfo: form.additionalInfo,
    postalCode: form.postalCode,
    city: form.city,
    country: form.country,
    state: stateRequired(form.country, states) ? form.state : undefined,
  });
  const projectSpecificData = dropEmptyFields({
    newsletter: form.newsletter,
    newsletterBig: form.newsletter ? form.newsletterBig : undefined,
    newsletterTall: form.newsletter ? form.newsletterTall : undefined,
    registernewcustomercard: form.registernewcustomercard,
    registernewcustomercard_print: form.registernewcustomercard_print,
    token,
  });
  return dropEmptyFields({
    salutation: form.salutation,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
    ...birthdayParts(form.birthdate),
    billingAddress,
    projectSpecificData,
  }) as RegistrationPayload;
}

/** Server field names ("billingAddress.streetName") back to the form's names ("streetName"). */
export function registrationFormField(field: string | undefined): string | undefined {
  if (!field) return field;
  const name = field.replace(/^billingAddress\./, '');
  return name === 'additionalAddressInfo' ? 'additionalInfo' : name;
}
