import { describe, joinPointer, type Reporter } from './problem';
import { type FieldDefinition, isPlainObject, isTranslatable, STRING_TYPES, TRANSLATION_KEY, valueFields } from './field-types';
import {
  checkDataSource,
  checkMedia,
  checkNode,
  checkReference,
  checkTree,
  formatMismatch,
  isIsoDateTime,
  isTranslationMap,
  type ValueContext,
} from './value-forms';

/**
 * Checks stored values (a tastic's configuration, a page folder's node configuration, the project
 * configuration) against the fields of their schema: unknown fields, wrong types, missing required
 * values, enum members, formats and lengths, group sizes, references to page folders and data sources.
 */

export type { ValueContext } from './value-forms';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function checkString(field: FieldDefinition, value: unknown, path: string, r: Reporter): void {
  if (typeof value !== 'string') {
    r.error(path, `'${field.field}' must be a string, got ${describe(value)}`);
    return;
  }
  if (field.minLength !== undefined && value.length < field.minLength) r.error(path, `'${field.field}' is shorter than ${field.minLength} characters`);
  if (field.maxLength !== undefined && value.length > field.maxLength)
    r.error(path, `'${field.field}' is longer than ${field.maxLength} characters (${value.length})`);
  if (field.format) {
    const mismatch = formatMismatch(field.format, value);
    if (mismatch) r.error(path, `'${field.field}': ${mismatch}`);
  }
}

/** Checks one value in its untranslated form. */
function checkPlainValue(field: FieldDefinition, value: unknown, path: string, ctx: ValueContext, r: Reporter): void {
  const id = field.field;
  switch (field.type) {
    case 'string':
    case 'text':
    case 'markdown':
    case 'encrypted':
      return checkString(field, value, path, r);
    case 'number':
    case 'decimal':
      if (typeof value !== 'number' || !Number.isFinite(value)) r.error(path, `'${id}' must be a number, got ${describe(value)}`);
      return;
    case 'integer':
      if (!Number.isInteger(value)) r.error(path, `'${id}' must be an integer, got ${describe(value)}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') r.error(path, `'${id}' must be true or false, got ${describe(value)}`);
      return;
    case 'enum': {
      const allowed = (field.values ?? []).map((v) => v.value);
      if (typeof value !== 'string' || !allowed.includes(value))
        r.error(path, `'${id}' must be one of ${allowed.map((v) => `'${v}'`).join(', ')}, got ${describe(value)}`);
      return;
    }
    case 'instant':
      if (!isIsoDateTime(value)) r.error(path, `'${id}' must be an ISO date-time such as 2025-03-01T00:00:00Z, got ${describe(value)}`);
      return;
    case 'media':
      return checkMedia(value, path, r);
    case 'reference':
      return checkReference(value, path, ctx, r);
    case 'node':
      return checkNode(value, path, ctx, r);
    case 'tree':
      return checkTree(value, path, ctx, r);
    case 'group':
      return checkGroup(field, value, path, ctx, r);
    case 'dataSource':
      return checkDataSource(value, field.dataSourceType, path, ctx, r);
    default:
      // json, custom, tastic, stream, dynamic-filter: any JSON value.
      return;
  }
}

/** Checks a value that may be stored per language or locale. */
export function checkValue(field: FieldDefinition, value: unknown, path: string, ctx: ValueContext, r: Reporter): void {
  if (isTranslatable(field) && field.type !== 'json') {
    // A text value given as an object is meant as a translation map: name its bad keys precisely.
    const looksLikeMap = STRING_TYPES.has(field.type) ? isPlainObject(value) : isTranslationMap(value);
    if (looksLikeMap) {
      const map = value as Record<string, unknown>;
      if (Object.keys(map).length === 0) r.error(path, `'${field.field}' is an empty translation map`);
      for (const [key, translated] of Object.entries(map)) {
        const keyPath = joinPointer(path, key);
        if (!TRANSLATION_KEY.test(key)) r.error(keyPath, `'${key}' is not a language (de, en, cs, pl, nl, fr) or locale (de_DE)`);
        else if (translated !== null) checkPlainValue(field, translated, keyPath, ctx, r);
      }
      if (field.required && Object.values(map).every(isEmpty) && field.default === undefined)
        r.error(path, `'${field.field}' is required but has no text in any language`);
      return;
    }
  }
  checkPlainValue(field, value, path, ctx, r);
}

function checkGroup(field: FieldDefinition, value: unknown, path: string, ctx: ValueContext, r: Reporter): void {
  if (!Array.isArray(value)) {
    r.error(path, `'${field.field}' is a group: its value must be an array of items, got ${describe(value)}`);
    return;
  }
  checkGroupSize(field, value.length, path, r);
  value.forEach((item, index) => checkValues(field.fields ?? [], item, joinPointer(path, index), ctx, r, { what: `an item of '${field.field}'` }));
}

function checkGroupSize(field: FieldDefinition, count: number, path: string, r: Reporter): void {
  if (field.min !== undefined && count < field.min) r.error(path, `'${field.field}' needs at least ${field.min} item(s), has ${count}`);
  if (field.max !== undefined && count > field.max) r.error(path, `'${field.field}' allows at most ${field.max} item(s), has ${count}`);
}

export interface ValuesOptions {
  /** Keys allowed besides the field ids (a tastic's mobile/tablet/desktop), with their check. */
  extraKeys?: Readonly<Record<string, (value: unknown) => string | undefined>>;
  /** What the object is, for messages ("the configuration of hirmer/content/spacer"). */
  what?: string;
}

/** Checks an object of values keyed by field id against a list of field definitions. */
export function checkValues(
  fields: readonly FieldDefinition[],
  values: unknown,
  path: string,
  ctx: ValueContext,
  r: Reporter,
  options: ValuesOptions = {},
): void {
  const what = options.what ?? 'the configuration';
  if (!isPlainObject(values)) {
    r.error(path, `${what} must be an object keyed by field id, got ${describe(values)}`);
    return;
  }
  const defined = valueFields(fields);
  const ids = new Set(defined.map((f) => f.field!));
  for (const [key, value] of Object.entries(values)) {
    const extra = options.extraKeys?.[key];
    if (extra) {
      const message = extra(value);
      if (message) r.error(joinPointer(path, key), message);
    } else if (!ids.has(key)) {
      const known = [...ids];
      r.error(joinPointer(path, key), `unknown field '${key}' in ${what} (${known.length ? `fields: ${known.join(', ')}` : 'it has no fields'})`);
    }
  }
  for (const field of defined) {
    const value = values[field.field!];
    const fieldPath = joinPointer(path, field.field!);
    if (isEmpty(value)) {
      if (field.required && field.default === undefined) r.error(fieldPath, `'${field.field}' (${field.label ?? field.type}) is required`);
      else if (field.type === 'group' && field.default === undefined && value == null) checkGroupSize(field, 0, fieldPath, r);
      continue;
    }
    checkValue(field, value, fieldPath, ctx, r);
  }
}

const boolean = (key: string) => (value: unknown) =>
  typeof value === 'boolean' ? undefined : `'${key}' (device visibility) must be true or false, got ${describe(value)}`;

/** The device-visibility flags every tastic configuration may carry. */
export const DEVICE_VISIBILITY_KEYS = { mobile: boolean('mobile'), tablet: boolean('tablet'), desktop: boolean('desktop') };
