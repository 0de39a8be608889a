import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecaptcha } from '../../extensions/adapters/shared/recaptcha';
import { DomainError } from '../../extensions/services/owner';
import { SettingsError } from '../../extensions/settings';
import { startRecaptchaStandIn, type RecaptchaStandIn } from '../support/recaptcha-stand-in';

/** The captcha port's reCAPTCHA adapter against a local stand-in of reCAPTCHA's siteverify API. */
let standIn: RecaptchaStandIn;
beforeAll(async () => {
  standIn = await startRecaptchaStandIn();
});
afterAll(async () => {
  await standIn?.close();
});

const outcome = async (promise: Promise<boolean>) =>
  promise.then(
    (ok) => (ok ? 'passes' : 'refused'),
    (error: unknown) => (error instanceof DomainError ? `${error.code} (${error.kind})` : error instanceof SettingsError ? 'settings' : String(error)),
  );

describe('reCAPTCHA verification (siteverify)', () => {
  it.each([
    ['a valid token', 'valid-abc', 'passes'],
    ['an invalid token', 'made-up', 'refused'],
    ['an expired or reused token', 'expired-abc', 'refused'],
    ['a verifier that does not answer in time', 'slow-abc', 'captcha_unavailable (unavailable)'],
    ['a verifier that fails', 'broken-abc', 'captcha_unavailable (unavailable)'],
  ])('%s: %s', async (_case, token, expected) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const captcha = createRecaptcha({ secret: standIn.secret, verifyUrl: standIn.verifyUrl, timeoutMs: 500 });
      expect(await outcome(captcha.verify(token, '203.0.113.1'))).toBe(expected);
    } finally {
      logged.mockRestore();
    }
  });

  it('sends the secret, the token and the client address, form-encoded', async () => {
    await createRecaptcha({ secret: standIn.secret, verifyUrl: standIn.verifyUrl }).verify('valid-sent', '198.51.100.7');
    expect(standIn.requests.at(-1)).toEqual({ secret: 'stand-in-secret', response: 'valid-sent', remoteip: '198.51.100.7' });
  });

  it('reports a secret reCAPTCHA refuses as a setting, not as the shopper’s token', async () => {
    expect(await outcome(createRecaptcha({ secret: 'wrong', verifyUrl: standIn.verifyUrl }).verify('valid-abc', '203.0.113.1'))).toBe('settings');
  });
});
