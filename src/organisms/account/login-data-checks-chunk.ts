/**
 * The login-data forms' checks (./login-data-checks.ts, zod) as a chunk of their own, loaded when the
 * shopper reaches for a form (useCheckedForm): the login data load no zod.
 */
export const loadChangeEmailCheck = () => import('./login-data-checks').then((m) => m.checkChangeEmail);
export const loadChangePasswordCheck = () => import('./login-data-checks').then((m) => m.checkChangePassword);
