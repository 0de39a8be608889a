import { changeEmailSchema, changePasswordSchema } from '../../domain/account';
import { newPasswordSchema } from '../../domain/account-rules';
import { zodCheck } from '../../ui/form/zod-check';

/** The login-data forms' checks (the schemas their actions validate with), a chunk of their own (login-data-checks-chunk.ts). */
export const checkChangeEmail = zodCheck(changeEmailSchema, ['email', 'password']);
/** The same rule as the action, with the spec's own too-short message (§5). */
export const checkChangePassword = zodCheck(changePasswordSchema.extend({ newPassword: newPasswordSchema }), ['oldPassword', 'newPassword']);
