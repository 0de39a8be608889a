import * as z from 'zod';
import { defineAction } from '../lib/action';
import { captchaTokenSchema } from '../../src/domain/fields';
import { requireCaptcha } from './support';

/** Lets a form check its captcha token before sending (the forms' own calls verify it again). */
export const verify = defineAction({
  body: z.object({ token: captchaTokenSchema }),
  handler: async ({ body, services, request }) => {
    await requireCaptcha(services, body.token, request);
    return { body: { success: true } };
  },
});
