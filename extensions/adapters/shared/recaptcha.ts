import * as z from 'zod';
import { CAPTCHA_VERIFY_TIMEOUT_MS } from '../../../src/config/constants';
import type { CaptchaPort } from '../../services/captcha';
import { DomainError } from '../../services/owner';
import { SettingsError } from '../../settings';

/**
 * reCAPTCHA's answer (developers.google.com/recaptcha/docs/verify): `success`, and on failure
 * `error-codes` such as `invalid-input-response` (a made-up or foreign token),
 * `timeout-or-duplicate` (an expired token, or one used before) and `invalid-input-secret`.
 */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Codes that say the deployment is wrong, not the shopper's token. */
const CONFIGURATION_ERRORS = ['missing-input-secret', 'invalid-input-secret', 'invalid-keys'];

const unavailable = () =>
  new DomainError('captcha_unavailable', 'The captcha check does not answer right now. Please try again in a moment.', 'unavailable', 'token');

/**
 * The invisible captcha's server side: reCAPTCHA v2 (invisible), verified through its documented
 * `siteverify` API with the secret key (`CAPTCHA_SECRET`). A rejected token is the shopper's
 * (400 captcha_invalid); a verifier that does not answer in time, or answers nonsense, refuses the
 * form for now (503 captcha_unavailable) and never lets a script through; a rejected secret is the
 * operator's, logged and answered like a missing setting.
 */
export function createRecaptcha(options: { secret: string; verifyUrl: string; timeoutMs?: number }): CaptchaPort {
  return {
    async verify(token, clientAddress) {
      const form = new URLSearchParams({ secret: options.secret, response: token });
      if (clientAddress && clientAddress !== 'unknown') form.set('remoteip', clientAddress);
      let answer: z.infer<typeof siteverifyAnswer>;
      try {
        const res = await fetch(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? CAPTCHA_VERIFY_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
        answer = siteverifyAnswer.parse(await res.json());
      } catch (error) {
        console.error(`[captcha] reCAPTCHA verification failed: ${error instanceof Error ? error.message : String(error)}`);
        throw unavailable();
      }
      if (answer.success) return true;
      const codes = answer['error-codes'] ?? [];
      if (codes.some((c) => CONFIGURATION_ERRORS.includes(c))) {
        throw new SettingsError([`CAPTCHA_SECRET (project configuration "captchaSecret") was refused by reCAPTCHA (${codes.join(', ')}).`]);
      }
      return false;
    },
  };
}

/**
 * The deployed bundle without a captcha secret: the captcha forms answer 503 and the log names the
 * setting, instead of letting every token through (the development verifier is the local host's).
 */
export function unconfiguredCaptcha(): CaptchaPort {
  return {
    async verify() {
      throw new SettingsError([
        'CAPTCHA_SECRET (project configuration "captchaSecret") is missing: the forms with a captcha (registration, newsletter, contact, competition, early shop) are refused until it is set.',
      ]);
    },
  };
}
