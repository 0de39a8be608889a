import { DEFAULT_DELIVERY_STATES } from '../config/regions';
import type { ProjectConfiguration } from './project-configuration';
import type { RegistrationPayload } from './account';
import type { DeliveryStates, SALUTATIONS } from './address-rules';

/**
 * The registration rules of accounts-cart-services.md §3, §4 and §5 that need no schema, one pure
 * function each: the registration form is on screen at load and loads no zod (its check, built from
 * the same field schemas the register action validates with, is ./account-rules.ts's
 * makeRegistrationFormSchema, which re-exports these).
 */

/** The form's ticks (checkboxes): a ticked one is true. */
export const REGISTRATION_FLAGS = [
  'newsletter',
  'newsletterBig',
  'newsletterTall',
  'registernewcustomercard',
  'registernewcustomercard_print',
  'acceptLoyaltyConditions',
] as const;

/** The form's fields in the order they are shown (the first invalid one takes focus). */
export const REGISTRATION_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'birthdate',
  'company',
  'streetName',
  'streetNumber',
  'additionalInfo',
  'postalCode',
  'city',
  'country',
  'state',
  'phone',
  'email',
  'password',
  ...REGISTRATION_FLAGS,
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
type RegistrationFlag = (typeof REGISTRATION_FLAGS)[number];

/** The checked registration form (makeRegistrationFormSchema's output). */
export type RegistrationFormValues = {
  salutation: (typeof SALUTATIONS)[number];
  firstName: string;
  lastName: string;
  email: string;
  password: string;
} & Partial<
  Record<Exclude<RegistrationField, RegistrationFlag | 'salutation' | 'firstName' | 'lastName' | 'email' | 'password'>, string> &
    Record<RegistrationFlag, boolean>
>;

/** Message ids of the form's own rules (src/i18n/messages/account.ts). */
export const REGISTRATION_MESSAGES = {
  birthdate: 'account.birthdateRange',
  state: 'account.stateRequired',
  assortment: 'account.assortmentRequired',
  conditions: 'account.loyaltyConditionsRequired',
  passwordTooShort: 'account.passwordTooShort',
  salutation: 'account.salutationRequired',
} as const;

// ---- birthdate -------------------------------------------------------------------------------

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

// ---- the payload -----------------------------------------------------------------------------

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
export function toRegistrationPayload(form: RegistrationFormValues, token: string, states: DeliveryStates = DEFAULT_DELIVERY_STATES): RegistrationPayload {
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
