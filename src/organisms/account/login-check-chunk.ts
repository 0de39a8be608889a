/** The login form's check (./login-check.ts, zod) as a chunk of its own, loaded when the shopper reaches for the form (useCheckedForm). */
export const loadLoginCheck = () => import('./login-check').then((m) => m.checkLogin);
