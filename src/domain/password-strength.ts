/**
 * The password strength of accounts-cart-services.md §5: pure and without zod, so the meter beside a
 * password field costs no schema code at page load.
 */
import { PASSWORD_MIN, PASSWORD_STRENGTH_LEVELS } from '../config';

export type PasswordStrength = { level: number; tooShort: boolean };

/** Level 0 ("too short") below the minimum, then 1 (very weak) to 5 (very strong). */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN) return { level: 0, tooShort: true };
  let level = 1;
  if (password.length >= 8) level++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) level++;
  if (/\d/.test(password)) level++;
  if (/[^A-Za-z0-9]/.test(password)) level++;
  if (password.length >= 12) level++;
  return { level: Math.min(level, PASSWORD_STRENGTH_LEVELS), tooShort: false };
}

/** Colour per level 0 to 5: red for too short and very weak, through orange and yellow, to green. */
export const PASSWORD_STRENGTH_COLOURS = ['#b00020', '#d32f2f', '#ef6c00', '#f9a825', '#7cb342', '#2e7d32'] as const;
