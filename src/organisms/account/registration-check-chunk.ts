import type { registrationCheck } from './registration-check';

/** The registration form's check (./registration-check.ts, zod) as a chunk of its own, loaded when the shopper reaches for the form (useCheckedForm). */
export const loadRegistrationCheck = (options: Parameters<typeof registrationCheck>[0]) =>
  import('./registration-check').then((m) => m.registrationCheck(options));
