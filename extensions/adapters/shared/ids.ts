import { randomBytes, randomInt } from 'node:crypto';

/** Opaque row ids: unguessable, so knowing one customer's ids tells nothing about another's. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(9).toString('base64url')}`;
}

/** Human-readable numbers (orders, reservations): a letter and eight digits. */
export function newNumber(letter: string): string {
  return `${letter}${randomInt(10_000_000, 100_000_000)}`;
}
