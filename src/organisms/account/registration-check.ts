import { makeRegistrationFormSchema } from '../../domain/account-rules';
import { REGISTRATION_FIELDS, REGISTRATION_FLAGS } from '../../domain/registration-rules';
import { zodCheck } from '../../ui/form/zod-check';

/**
 * The registration form's check (makeRegistrationFormSchema, zod), a chunk of its own
 * (registration-check-chunk.ts): the entered texts with each tick as true or false.
 */
export const registrationCheck = (options: Parameters<typeof makeRegistrationFormSchema>[0]) =>
  zodCheck(makeRegistrationFormSchema(options), REGISTRATION_FIELDS, (entered) => ({
    ...entered,
    ...Object.fromEntries(REGISTRATION_FLAGS.map((flag) => [flag, entered[flag] !== ''])),
  }));
