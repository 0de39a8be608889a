/**
 * Type guards for values read back from storage on every page (the user cache, the search state,
 * the size filter ...): plain checks instead of zod schemas, since any zod import in the first
 * load costs about 20 KB gzip. `readStored(key, guard)` takes them like a schema.
 */

export type Guard<T> = (value: unknown) => value is T;

export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

/** A string of at most `max` (and at least `min`) characters. */
export function isString(min = 0, max = Number.POSITIVE_INFINITY): Guard<string> {
  return (value): value is string => typeof value === 'string' && value.length >= min && value.length <= max;
}

export function isArrayOf<T>(item: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(item);
}

/** An object with (at least) these fields; other fields are kept, as zod's looseObject keeps them. */
export function isObjectWith<T extends Record<string, unknown>>(fields: { [K in keyof T]: Guard<T[K]> }): Guard<T> {
  return (value): value is T =>
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)((value as Record<string, unknown>)[key]));
}

export function isOptional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}
