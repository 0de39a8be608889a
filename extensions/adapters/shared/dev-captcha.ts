import { timingSafeEqual } from 'node:crypto';
import type { CaptchaPort } from '../../services/captcha';

/** The development captcha: exactly the configured token passes, anything else fails. */
export function createDevCaptcha(devToken: string): CaptchaPort {
  const expected = Buffer.from(devToken);
  return {
    async verify(token) {
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
