import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, startBackend, type Backend } from './support';
import { startRecaptchaStandIn, type RecaptchaStandIn } from '../support/recaptcha-stand-in';

/**
 * The host with CAPTCHA_SECRET and CAPTCHA_VERIFY_URL pointing at a stand-in of reCAPTCHA's
 * siteverify: every captcha form's token is verified there, and the development token no longer
 * passes.
 */
let standIn: RecaptchaStandIn;
let backend: Backend;
beforeAll(async () => {
  standIn = await startRecaptchaStandIn();
  backend = await startBackend({ env: { CAPTCHA_SECRET: standIn.secret, CAPTCHA_VERIFY_URL: standIn.verifyUrl } });
});
afterAll(async () => {
  await backend?.close();
  await standIn?.close();
});

const registration = (email: string, token: string) => ({
  salutation: 'Mr',
  firstName: 'Karl',
  lastName: 'Neumeier',
  email,
  password: 'geheim123',
  billingAddress: { streetName: 'Leopoldstraße', streetNumber: '5', postalCode: '80802', city: 'München', country: 'DE' },
  projectSpecificData: { token },
});

describe('a registration through the host with a real captcha verifier', () => {
  it.each([
    ['a token the verifier rejects', 'made-up-token'],
    ['an expired token', 'expired-token'],
    ['the development token', 'dev-captcha-ok'],
    ['no token (the widget could not answer)', ''],
  ])('is refused with %s, and creates nothing', async (_case, token) => {
    const email = `captcha-${Math.random().toString(36).slice(2)}@example.com`;
    const answer = await new Client(backend.url).post('/api/account/register', registration(email, token));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ code: 'captcha_invalid', message: 'Bitte bestätigen Sie das Captcha.', field: 'token' });
    expect((await new Client(backend.url).post('/api/account/login', { email, password: 'geheim123' })).status).toBe(401);
  });

  it('goes through with a token the verifier accepts', async () => {
    const answer = await new Client(backend.url).post('/api/account/register', registration('captcha-ok@example.com', 'valid-token'));
    expect(answer.status).toBe(201);
    expect(standIn.requests.at(-1)).toMatchObject({ secret: 'stand-in-secret', response: 'valid-token' });
  });

  it('answers 503 while the verifier does not answer, never letting the form through', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await new Client(backend.url).post('/api/newsletter/subscribe', { email: 'slow@example.com', token: 'slow-token', hggbig: true });
      expect(answer.status).toBe(503);
      expect(answer.body.errors[0].code).toBe('captcha_unavailable');
      expect(await backend.services.newsletter.isSubscribed('slow@example.com')).toBe(false);
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    ['/api/newsletter/subscribe', { email: 'n@example.com', token: 'made-up', hggbig: true }],
    [
      '/api/contact/sendEmail',
      { firstName: 'Karl', lastName: 'Neu', email: 'k@example.com', subject: 'others', message: 'Hallo', acceptDatenschutz: true, token: 'made-up' },
    ],
    ['/api/crm/email', { email: 'c@example.com', firstName: 'Karl', lastName: 'Neu', token: 'made-up' }],
  ])('refuses a rejected token on %s as well', async (path, body) => {
    const answer = await new Client(backend.url).post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].code).toBe('captcha_invalid');
  });
});
