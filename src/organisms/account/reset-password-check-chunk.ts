/** The reset form's check (./reset-password-check.ts, zod) as a chunk of its own, loaded when the shopper reaches for the form (useCheckedForm). */
export const loadResetPasswordCheck = () => import('./reset-password-check').then((m) => m.checkResetPassword);
