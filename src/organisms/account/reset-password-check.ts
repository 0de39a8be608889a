import * as z from '../../config/zod';
import { newPasswordSchema } from '../../domain/account-rules';
import { zodCheck } from '../../ui/form/zod-check';

/** The new password with the strength check, typed twice (the action validates newPassword with the same rule). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, repeat: z.string() })
  .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: 'account.passwordMismatch' });

/** The reset form's check, a chunk of its own (reset-password-check-chunk.ts). */
export const checkResetPassword = zodCheck(resetPasswordFormSchema, ['newPassword', 'repeat']);
