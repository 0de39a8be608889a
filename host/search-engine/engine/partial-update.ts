/**
 * Algolia's partial update of a record (`partialUpdateObject`, `partialUpdateObjectNoCreate`):
 * first-level attributes are set (a nested one replaces its first-level ancestor whole), the rest of
 * the record stays; an attribute given as a built-in operation (`{ _operation, value }`) is changed
 * from what the record holds. IncrementFrom and IncrementSet that do not apply ignore the whole
 * update (and create no record: IncrementFrom creates one only from 0).
 */

type Attributes = Record<string, unknown>;

const OPERATIONS = ['Increment', 'Decrement', 'Add', 'Remove', 'AddUnique', 'IncrementFrom', 'IncrementSet'] as const;
type Operation = (typeof OPERATIONS)[number];

function operationOf(value: unknown): { op: Operation; value: unknown } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const op = (value as { _operation?: unknown })._operation;
  return OPERATIONS.includes(op as Operation) ? { op: op as Operation, value: (value as { value?: unknown }).value } : null;
}

const numberOr0 = (value: unknown) => (typeof value === 'number' ? value : 0);
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? [...value] : value === undefined ? [] : [value]);

/** The record after the partial update `body`, or null when an IncrementFrom/IncrementSet leaves it as it was (or not created). */
export function partiallyUpdated(existing: Attributes | undefined, body: Attributes): Attributes | null {
  const out: Attributes = { ...(existing ?? {}) };
  for (const [key, given] of Object.entries(body)) {
    const operation = operationOf(given);
    if (!operation) {
      out[key] = given;
      continue;
    }
    const current = existing?.[key];
    const value = operation.value;
    switch (operation.op) {
      case 'Increment':
        out[key] = numberOr0(current) + numberOr0(value);
        break;
      case 'Decrement':
        out[key] = numberOr0(current) - numberOr0(value);
        break;
      case 'Add':
        out[key] = [...arrayOf(current), value];
        break;
      case 'AddUnique':
        out[key] = arrayOf(current).includes(value) ? arrayOf(current) : [...arrayOf(current), value];
        break;
      case 'Remove':
        out[key] = arrayOf(current).filter((element) => element !== value);
        break;
      case 'IncrementFrom':
        if (numberOr0(current) !== value || (!existing && value !== 0)) return null;
        out[key] = numberOr0(current) + 1;
        break;
      case 'IncrementSet':
        if (typeof value !== 'number' || value <= numberOr0(current)) return null;
        out[key] = value;
        break;
    }
  }
  return out;
}
