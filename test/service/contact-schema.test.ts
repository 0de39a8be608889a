import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactSchema } from '../../src/domain/contact';
import { CONTACT_PHONES } from './contact-phones';

/** One contact schema (src/domain/contact.ts): the form's and the action's verdicts are the same, field by field. */
const filled = {
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.com',
  custNumber: '',
  subject: 'complaint' as const,
  message: 'Knopf fehlt',
  callBack: true,
  phoneNumber: '089 236830',
  acceptDatenschutz: true,
};
const asForm = (over: Partial<typeof filled>) => contactFormSchema.safeParse({ ...filled, ...over });
const asAction = (over: Partial<typeof filled>) => contactSchema.safeParse({ ...filled, ...over, token: 'dev-captcha-ok' });
const issues = (result: ReturnType<typeof asForm>) => (result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('the contact form and the contact action check with one schema', () => {
  it.each(CONTACT_PHONES)('the phone number %j: valid %s for both', (phone, valid) => {
    const form = asForm({ phoneNumber: phone });
    const action = asAction({ phoneNumber: phone });
    expect(form.success).toBe(valid);
    expect(action.success).toBe(valid);
    expect(issues(form)).toEqual(issues(action));
    if (!valid) expect(issues(form)).toEqual([['phoneNumber', 'contact.phoneInvalid']]);
  });

  it.each([
    ['a call back without a phone number', { phoneNumber: '' }, [['phoneNumber', 'contact.phoneRequired']]],
    ['no call back: no phone number needed', { callBack: false, phoneNumber: '' }, []],
    ['a customer number of 9 digits', { custNumber: '123456789' }, [['custNumber', 'contact.custNumberInvalid']]],
    ['a customer number with letters', { custNumber: '12a' }, [['custNumber', 'contact.custNumberInvalid']]],
    ['no consent to the privacy policy', { acceptDatenschutz: false }, [['acceptDatenschutz', 'contact.privacyRequired']]],
  ] as const)('%s', (_rule, over, expected) => {
    expect(issues(asForm(over))).toEqual(expected);
    expect(issues(asAction(over))).toEqual(expected);
  });

  it('an empty optional field is not given: the action receives no customer number and no phone', () => {
    const parsed = asAction({ custNumber: '', callBack: false, phoneNumber: '' });
    expect(parsed.success && [parsed.data.custNumber, parsed.data.phoneNumber]).toEqual([undefined, undefined]);
  });

  it('the action also needs the captcha token, the form does not', () => {
    expect(contactSchema.safeParse(filled).success).toBe(false);
    expect(contactFormSchema.safeParse(filled).success).toBe(true);
  });
});
