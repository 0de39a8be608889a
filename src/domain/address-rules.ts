import { BIRTHDATE_MAX_AGE_YEARS, BIRTHDATE_MIN_AGE_YEARS } from '../config/constants';

/**
 * The address and birthdate rules of accounts-cart-services.md §5 without the account's schemas
 * (./account.ts builds them on these and re-exports them), so a form that is on screen at load
 * (the registration) loads no zod.
 */

export const SALUTATIONS = ['Mr', 'Mrs'] as const;

/** States per country (the project configuration's `deliveryStateList`). */
export type DeliveryStates = Readonly<Record<string, readonly string[]>>;

/**
 * The state rule: a country with states (Canada and the United States by default, the project
 * configuration's `deliveryStateList` otherwise) needs one of its states; others none.
 */
export function stateIssue(address: { country: string; state?: string }, states: DeliveryStates): 'state_required' | 'state_unknown' | null {
  const list = states[address.country];
  if (!list?.length) return null;
  if (!address.state) return 'state_required';
  return list.includes(address.state) ? null : 'state_unknown';
}

// ---- birthdate (§5: age 16 to 100) -------------------------------------------------------------

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const yearsBefore = (today: Date, years: number) => new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));

/** Latest allowed: today minus 16 years; earliest: today minus 100 years (ISO dates for the input's min/max). */
export function birthdateBounds(today: Date): { min: string; max: string } {
  return { min: isoDate(yearsBefore(today, BIRTHDATE_MAX_AGE_YEARS)), max: isoDate(yearsBefore(today, BIRTHDATE_MIN_AGE_YEARS)) };
}

export function isBirthdateAllowed(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return false;
  const check = new Date(`${value}T00:00:00Z`);
  if (isoDate(check) !== value) return false;
  const { min, max } = birthdateBounds(today);
  return value >= min && value <= max;
}
