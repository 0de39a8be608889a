import * as z from '../../config/zod';
import { passwordSchema } from '../../domain/fields';
import { zodCheck } from '../../ui/form/zod-check';

/** The first password, typed twice (the activation action validates newPass with the same rule). */
export const loyaltyActivationFormSchema = z
  .object({ newPass: passwordSchema, confirmationPass: z.string().max(255) })
  .refine((v) => v.newPass === v.confirmationPass, { path: ['confirmationPass'], message: 'account.passwordMismatch' });

/** The activation view's check, a chunk of its own (loyalty-activation-check-chunk.ts). */
export const checkLoyaltyActivation = zodCheck(loyaltyActivationFormSchema, ['newPass', 'confirmationPass']);
