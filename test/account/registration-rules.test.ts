import { describe, expect, it } from 'vitest';
import { accountNavigationItems, resolveAccountPage } from '../../src/domain/account-navigation';
import {
  applyLoyaltyTick,
  birthdateBounds,
  dropEmptyFields,
  isBirthdateAllowed,
  makeRegistrationFormSchema,
  passwordStrength,
  registrationCountries,
  registrationFormField,
  stateRequired,
  toRegistrationPayload,
  type RegistrationForm,
} from '../../src/domain/account-rules';
import { registrationSchema } from '../../src/domain/account';
import { getProject } from '../../src/config/projects';
import { stateOptions } from '../../src/organisms/account/states';

const today = new Date('2026-06-15T10:00:00Z');

const valid: RegistrationForm = {
  salutation: 'Mr',
  firstName: 'Max',
  lastName: 'Mustermann',
  email: 'max@example.com',
  password: 'Secret12!',
  birthdate: '1980-05-01',
  company: '',
  phone: '',
  streetName: 'Leopoldstraße',
  streetNumber: '12',
  additionalInfo: '',
  postalCode: '80802',
  city: 'München',
  country: 'DE',
  state: '',
  newsletter: false,
  newsletterBig: false,
  newsletterTall: false,
  registernewcustomercard: false,
  registernewcustomercard_print: false,
  acceptLoyaltyConditions: false,
};

function issues(form: Partial<RegistrationForm>, options: { assortments?: boolean } = {}) {
  const result = makeRegistrationFormSchema({ today, ...options }).safeParse({ ...valid, ...form });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`);
}

describe('registration field rules (accounts-cart-services.md §5)', () => {
  it.each([
    ['firstName is required', { firstName: '' }, ['firstName: too_small']],
    ['firstName needs 2 characters', { firstName: 'M' }, ['firstName: too_small']],
    ['firstName may have 30 characters', { firstName: 'M'.repeat(30) }, []],
    ['firstName may not have 31 characters', { firstName: 'M'.repeat(31) }, ['firstName: too_big']],
    ['lastName needs 2 to 30 characters', { lastName: 'X' }, ['lastName: too_small']],
    ['email must be an email', { email: 'max' }, ['email: invalid_format']],
    ['email may not exceed 255 characters', { email: `${'a'.repeat(251)}@x.de` }, ['email: too_big']],
    ['password needs 5 characters', { password: 'abcd' }, ['password: too_small']],
    ['password of 5 characters is fine', { password: 'abcde' }, []],
    ['password may not exceed 255 characters', { password: 'a'.repeat(256) }, ['password: too_big']],
    ['streetName is required', { streetName: '' }, ['streetName: too_small']],
    ['streetName max 255', { streetName: 's'.repeat(256) }, ['streetName: too_big']],
    ['streetNumber max 6', { streetNumber: '1234567' }, ['streetNumber: too_big']],
    ['streetNumber is required', { streetNumber: '' }, ['streetNumber: too_small']],
    ['additional address info is optional', { additionalInfo: '' }, []],
    ['additional address info max 30', { additionalInfo: 'a'.repeat(31) }, ['additionalInfo: too_big']],
    ['postalCode max 8', { postalCode: '123456789' }, ['postalCode: too_big']],
    ['postalCode is required', { postalCode: '' }, ['postalCode: too_small']],
    ['city max 25', { city: 'c'.repeat(26) }, ['city: too_big']],
    ['country is required', { country: '' }, ['country: invalid_format']],
    ['company and phone are optional', { company: '', phone: '' }, []],
    ['salutation is required', { salutation: undefined }, ['salutation: invalid_value']],
    ['state is required for the United States', { country: 'US', state: '' }, ['state: custom']],
    ['state is required for Canada', { country: 'CA', state: '' }, ['state: custom']],
    ['a US state satisfies it', { country: 'US', state: 'NY' }, []],
    ['no state is needed for Germany', { country: 'DE', state: '' }, []],
    ['birthdate is optional', { birthdate: '' }, []],
    ['birthdate younger than 16 years is refused', { birthdate: '2010-06-16' }, ['birthdate: custom']],
    ['birthdate exactly 16 years ago is allowed', { birthdate: '2010-06-15' }, []],
    ['birthdate exactly 100 years ago is allowed', { birthdate: '1926-06-15' }, []],
    ['birthdate more than 100 years ago is refused', { birthdate: '1926-06-14' }, ['birthdate: custom']],
    ['loyalty registration needs the participation conditions', { registernewcustomercard: true }, ['acceptLoyaltyConditions: custom']],
    ['accepted conditions satisfy it', { registernewcustomercard: true, acceptLoyaltyConditions: true }, []],
  ] as [string, Partial<RegistrationForm>, string[]][])('%s', (_rule, form, expected) => {
    expect(issues(form)).toEqual(expected);
  });

  it.each([
    ['hgg newsletter needs big or tall', { newsletter: true }, true, ['newsletterBig: custom']],
    ['hgg newsletter with big is fine', { newsletter: true, newsletterBig: true }, true, []],
    ['hgg newsletter with tall is fine', { newsletter: true, newsletterTall: true }, true, []],
    ['other projects do not ask for assortments', { newsletter: true }, false, []],
  ] as [string, Partial<RegistrationForm>, boolean, string[]][])('%s', (_rule, form, assortments, expected) => {
    expect(issues(form, { assortments })).toEqual(expected);
  });
});

describe('password strength meter: levels 0 to 5 with a too-short word', () => {
  it.each([
    ['', 0, true],
    ['abcd', 0, true],
    ['abcde', 1, false],
    ['abcdefgh', 2, false],
    ['abcdefgH', 3, false],
    ['abcdefH1', 4, false],
    ['abcdeH1!', 5, false],
    ['Abcdefghijk1!', 5, false],
  ])('%j has level %i', (password, level, tooShort) => {
    expect(passwordStrength(password)).toEqual({ level, tooShort });
  });
});

describe('birthdate: latest today minus 16 years, earliest today minus 100 years', () => {
  it('gives the input bounds', () => {
    expect(birthdateBounds(today)).toEqual({ min: '1926-06-15', max: '2010-06-15' });
  });
  it.each([
    ['2010-06-15', true],
    ['2010-06-16', false],
    ['1926-06-15', true],
    ['1926-06-14', false],
    ['not a date', false],
  ])('%s allowed: %s', (date, allowed) => expect(isBirthdateAllowed(date, today)).toBe(allowed));
});

describe('countries and states', () => {
  const configuration = { mainCountriesDach: ['DE', 'AT', 'CH'], mainCountries: ['DE', 'AT', 'CH', 'NL'], deliveryCountryList: ['DE', 'BE', 'US'] };
  it('a loyalty registration offers the DACH main countries only', () => {
    expect(registrationCountries(true, configuration)).toEqual(['DE', 'AT', 'CH']);
  });
  it('otherwise main countries plus delivery countries, each once', () => {
    expect(registrationCountries(false, configuration)).toEqual(['DE', 'AT', 'CH', 'NL', 'BE', 'US']);
  });
  it.each([
    ['CA', true],
    ['US', true],
    ['DE', false],
    [undefined, false],
  ])('state required for %s: %s', (country, required) => {
    expect(stateRequired(country)).toBe(required);
  });
  it('states are sorted by their translated name', () => {
    const de = stateOptions('US', 'de').map((o) => o.label);
    expect(de).toEqual([...de].sort((a, b) => a.localeCompare(b, 'de')));
    expect(de).toContain('Kalifornien');
    const fr = stateOptions('CA', 'fr');
    expect(fr[0]).toEqual({ value: 'AB', label: 'Alberta' });
    expect(fr.map((o) => o.label)).toContain('Colombie-Britannique');
    expect(stateOptions('DE', 'de')).toEqual([]);
  });
});

describe('loyalty ticks', () => {
  const none = { registernewcustomercard: false, registernewcustomercard_print: false };
  const both = { registernewcustomercard: true, registernewcustomercard_print: true };
  it.each([
    ['ticking the physical card ticks the loyalty registration', none, 'registernewcustomercard_print', true, both],
    ['unticking the loyalty registration unticks the physical card', both, 'registernewcustomercard', false, none],
    [
      'unticking the physical card keeps the loyalty registration',
      both,
      'registernewcustomercard_print',
      false,
      { registernewcustomercard: true, registernewcustomercard_print: false },
    ],
    [
      'ticking the loyalty registration leaves the physical card alone',
      none,
      'registernewcustomercard',
      true,
      { registernewcustomercard: true, registernewcustomercard_print: false },
    ],
  ] as const)('%s', (_rule, before, field, checked, after) => {
    expect(applyLoyaltyTick(before, field, checked)).toEqual(after);
  });
});

describe('the register payload', () => {
  it('drops empty fields, renames additionalInfo, splits the birthdate and adds the captcha token', () => {
    const payload = toRegistrationPayload({ ...valid, additionalInfo: 'Hinterhaus', company: '', phone: '  ' }, 'token-1');
    expect(payload).toEqual({
      salutation: 'Mr',
      firstName: 'Max',
      lastName: 'Mustermann',
      email: 'max@example.com',
      password: 'Secret12!',
      birthdayDay: 1,
      birthdayMonth: 5,
      birthdayYear: 1980,
      billingAddress: {
        salutation: 'Mr',
        firstName: 'Max',
        lastName: 'Mustermann',
        streetName: 'Leopoldstraße',
        streetNumber: '12',
        additionalAddressInfo: 'Hinterhaus',
        postalCode: '80802',
        city: 'München',
        country: 'DE',
      },
      projectSpecificData: { token: 'token-1' },
    });
    // The endpoint's own schema accepts it.
    expect(registrationSchema.safeParse(payload).success).toBe(true);
  });
  it('keeps the loyalty and newsletter flags that are ticked', () => {
    const payload = toRegistrationPayload(
      { ...valid, newsletter: true, newsletterTall: true, registernewcustomercard: true, registernewcustomercard_print: true },
      't',
    );
    expect(payload.projectSpecificData).toEqual({
      newsletter: true,
      newsletterTall: true,
      registernewcustomercard: true,
      registernewcustomercard_print: true,
      token: 't',
    });
  });
  it('sends the state only for countries with states', () => {
    expect(toRegistrationPayload({ ...valid, country: 'US', state: 'NY' }, 't').billingAddress.state).toBe('NY');
    expect(toRegistrationPayload({ ...valid, country: 'DE', state: 'NY' }, 't').billingAddress.state).toBeUndefined();
  });
  it('dropEmptyFields keeps zeros and true, drops empty strings, blanks, undefined and false', () => {
    expect(dropEmptyFields({ a: 0, b: true, c: '', d: ' ', e: undefined, f: false, g: 'x' })).toEqual({ a: 0, b: true, g: 'x' });
  });
  it.each([
    ['billingAddress.streetName', 'streetName'],
    ['billingAddress.additionalAddressInfo', 'additionalInfo'],
    ['email', 'email'],
  ])('server field %s is form field %s', (server, form) => expect(registrationFormField(server)).toBe(form));
});

describe('account navigation (§2)', () => {
  const pages = (projectId: string, region: string) =>
    accountNavigationItems(getProject(projectId), region).map((i) => `${i.page}:${i.messageId.split('.').pop()}`);
  it.each([
    ['hrm', 'DACH', ['LoginData:loginData', 'AccountAddress:addresses', 'OrderHistory:orders', 'Reservation:reservations', 'LoyaltyCard:loyaltyCard']],
    ['eck hides the reservation history', 'DACH', ['LoginData:loginData', 'AccountAddress:addresses', 'OrderHistory:orders', 'LoyaltyCard:loyaltyCard']],
    ['hrm', 'International', ['LoginData:loginData', 'AccountAddress:addresses', 'OrderHistory:orders', 'Reservation:reservations', 'LoyaltyCard:stylePass']],
  ])('%s in %s', (project, region, expected) => {
    expect(pages(project.split(' ')[0]!, region)).toEqual(expected);
  });
});

describe('the account area selects the active page', () => {
  it.each([
    [null, false, 'LoginPage'],
    ['Registration', false, 'Registration'],
    ['ResetPassword', false, 'ResetPassword'],
    ['LoginData', false, 'LoginPage'],
    ['AccountAddress', false, 'LoginPage'],
    ['Unknown', false, 'LoginPage'],
    [null, true, 'LoginData'],
    ['LoginPage', true, 'LoginData'],
    ['Registration', true, 'LoginData'],
    ['WelcomePage', true, 'WelcomePage'],
    ['AccountAddress', true, 'AccountAddress'],
    ['OrderHistory', true, 'OrderHistory'],
  ] as const)('page %s, logged in %s: %s', (requested, loggedIn, expected) => {
    expect(resolveAccountPage(requested, loggedIn)).toBe(expected);
  });
  it.each([
    ['ResetPassword', true, 'LoyaltyCard'],
    [null, true, 'LoyaltyCard'],
    ['AccountAddress', true, 'AccountAddress'],
    ['ResetPassword', false, 'ResetPassword'],
  ] as const)('after a new password: page %s, logged in %s: %s', (requested, loggedIn, expected) => {
    expect(resolveAccountPage(requested, loggedIn, { afterNewPassword: true })).toBe(expected);
  });
});
