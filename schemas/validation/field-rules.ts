import { describe, joinPointer, Reporter } from './problem';
import {
  AVOIDED_FIELD_IDS,
  DISPLAY_ONLY_TYPES,
  FIELD_TYPES,
  type FieldDefinition,
  isFieldType,
  isPlainObject,
  RESERVED_FIELD_IDS,
  RESERVED_NODE_FIELD_IDS,
  STRING_TYPES,
} from './field-types';
import { checkValue } from './values';

/**
 * The project's stricter rules for the sections and fields of any editor schema (tastic, node,
 * project). The runtime's meta-schemas let unknown keys through, so a typo such as `"lable"` or
 * `"Category"` would otherwise pass silently.
 */

const COMMON_FIELD_KEYS = ['label', 'field', 'type', 'description', 'default', 'required', 'translatable', 'options', '$comment'];
/** Keys allowed only on some types. */
const TYPE_KEYS: Record<string, readonly string[]> = {
  enum: ['values'],
  dataSource: ['dataSourceType'],
  group: ['fields', 'itemLabelField', 'min', 'max'],
  'dynamic-filter': ['dynamicFilterEndpoint'],
  stream: ['streamType'],
  custom: ['customAppType'],
  tastic: ['tasticType', 'tasticData'],
  image: ['url'],
  description: ['text'],
  string: ['format', 'minLength', 'maxLength'],
  text: ['format', 'minLength', 'maxLength'],
  markdown: ['minLength', 'maxLength'],
  encrypted: ['minLength', 'maxLength'],
};
const SECTION_KEYS = ['name', 'fields', 'helpText', '$comment'];
const FIELD_ID = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Editor defaults of a group's item count. */
const GROUP_MIN_DEFAULT = 1;
const GROUP_MAX_DEFAULT = 16;

export type SchemaKind = 'tastic' | 'node' | 'project';

interface Scope {
  kind: SchemaKind;
  r: Reporter;
  /** Field ids seen in this namespace (the whole schema at top level, each group for its items). */
  ids: Map<string, string>;
  topLevel: boolean;
}

function requireString(value: unknown, path: string, what: string, r: Reporter): boolean {
  if (typeof value === 'string' && value.trim() !== '') return true;
  r.error(path, `${what} must be a non-empty string, got ${describe(value)}`);
  return false;
}

function checkFieldId(field: Record<string, unknown>, path: string, scope: Scope): void {
  const idPath = joinPointer(path, 'field');
  if (!requireString(field.field, idPath, "'field' (the field id)", scope.r)) return;
  const id = field.field as string;
  if (!FIELD_ID.test(id)) scope.r.error(idPath, `'${id}' is not a valid field id (letters, digits and _, starting with a letter)`);
  if (RESERVED_FIELD_IDS.has(id)) scope.r.error(idPath, `'${id}' is a reserved field id`);
  if (scope.kind === 'node' && RESERVED_NODE_FIELD_IDS.has(id)) scope.r.error(idPath, `'${id}' is reserved in the node configuration schema`);
  if (scope.topLevel && AVOIDED_FIELD_IDS.has(id))
    scope.r.warning(idPath, `'${id}' should not be used as a field id: the configuration already carries '${id}'`);
  const first = scope.ids.get(id);
  if (first) scope.r.error(idPath, `field id '${id}' is already used at ${first} (ids are unique across all sections)`);
  else scope.ids.set(id, idPath);
}

function checkEnum(field: Record<string, unknown>, path: string, r: Reporter): void {
  const values = field.values;
  if (!Array.isArray(values) || values.length === 0) {
    r.error(joinPointer(path, 'values'), `an enum field needs a non-empty 'values' list of { name, value }`);
    return;
  }
  const seen = new Set<string>();
  values.forEach((entry, i) => {
    const entryPath = joinPointer(path, 'values', i);
    if (!isPlainObject(entry)) return r.error(entryPath, `an enum value must be { name, value }, got ${describe(entry)}`);
    for (const key of Object.keys(entry))
      if (key !== 'name' && key !== 'value') r.error(joinPointer(entryPath, key), `unknown key '${key}' in an enum value (allowed: name, value)`);
    requireString(entry.name, joinPointer(entryPath, 'name'), 'an enum value name', r);
    if (typeof entry.value !== 'string') return r.error(joinPointer(entryPath, 'value'), `an enum value must be a string, got ${describe(entry.value)}`);
    if (seen.has(entry.value)) r.error(joinPointer(entryPath, 'value'), `enum value '${entry.value}' is listed twice`);
    seen.add(entry.value);
  });
  if (field.default === undefined) r.error(path, `enum field '${String(field.field)}' needs a 'default' (one of ${[...seen].join(', ')})`);
}

function checkGroupBounds(field: Record<string, unknown>, path: string, r: Reporter): void {
  for (const key of ['min', 'max'] as const) {
    const value = field[key];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0))
      r.error(joinPointer(path, key), `'${key}' must be a non-negative integer, got ${describe(value)}`);
  }
  const min = Number.isInteger(field.min) ? (field.min as number) : GROUP_MIN_DEFAULT;
  const max = Number.isInteger(field.max) ? (field.max as number) : GROUP_MAX_DEFAULT;
  if (min > max) r.error(joinPointer(path, field.min !== undefined ? 'min' : 'max'), `group min (${min}) is greater than max (${max})`);
  if (max === 0) r.error(joinPointer(path, 'max'), `group max must be at least 1`);
}

function checkLengths(field: Record<string, unknown>, path: string, r: Reporter): void {
  for (const key of ['minLength', 'maxLength'] as const) {
    const value = field[key];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 0))
      r.error(joinPointer(path, key), `'${key}' must be a non-negative integer, got ${describe(value)}`);
  }
  if (typeof field.minLength === 'number' && typeof field.maxLength === 'number' && field.minLength > field.maxLength) {
    r.error(joinPointer(path, 'minLength'), `minLength (${field.minLength}) is greater than maxLength (${field.maxLength})`);
  }
}

function checkTypeSpecifics(field: Record<string, unknown>, type: string, path: string, scope: Scope): void {
  const { r } = scope;
  if (type === 'enum') checkEnum(field, path, r);
  if (type === 'dataSource') requireString(field.dataSourceType, joinPointer(path, 'dataSourceType'), "a dataSource field's 'dataSourceType'", r);
  if (type === 'dynamic-filter' && !(typeof field.dynamicFilterEndpoint === 'string' && field.dynamicFilterEndpoint.startsWith('/'))) {
    r.error(joinPointer(path, 'dynamicFilterEndpoint'), `a dynamic-filter field needs 'dynamicFilterEndpoint', a path starting with /`);
  }
  if (type === 'stream') requireString(field.streamType, joinPointer(path, 'streamType'), "a stream field's 'streamType'", r);
  if (type === 'custom') requireString(field.customAppType, joinPointer(path, 'customAppType'), "a custom field's 'customAppType'", r);
  if (type === 'image') requireString(field.url, joinPointer(path, 'url'), "an image field's 'url'", r);
  if (type === 'description') requireString(field.text, joinPointer(path, 'text'), "a description field's 'text'", r);
  if (type === 'encrypted' && (field.translatable === true || field.default !== undefined))
    r.error(path, 'an encrypted field is neither translatable nor has a default');
  if (field.format !== undefined && !['url', 'email', 'hex'].includes(field.format as string)) {
    r.error(joinPointer(path, 'format'), `format must be 'url', 'email' or 'hex', got ${describe(field.format)}`);
  }
  if (STRING_TYPES.has(type) || type === 'encrypted') checkLengths(field, path, r);
  if (type === 'group') {
    checkGroupBounds(field, path, r);
    const sub: Scope = { ...scope, ids: new Map(), topLevel: false };
    checkFieldList(field.fields, joinPointer(path, 'fields'), sub);
    if (field.itemLabelField !== undefined && !sub.ids.has(field.itemLabelField as string)) {
      r.error(joinPointer(path, 'itemLabelField'), `itemLabelField '${String(field.itemLabelField)}' is not a field of this group`);
    }
  }
}

function checkField(field: unknown, path: string, scope: Scope): void {
  const { r } = scope;
  if (!isPlainObject(field)) return r.error(path, `a field must be an object, got ${describe(field)}`);
  const type = field.type;
  if (!isFieldType(type)) {
    return r.error(joinPointer(path, 'type'), `unknown field type ${describe(type)} (one of: ${FIELD_TYPES.join(', ')})`);
  }
  const allowed = [...COMMON_FIELD_KEYS, ...(TYPE_KEYS[type] ?? [])];
  for (const key of Object.keys(field)) {
    if (!allowed.includes(key)) r.error(joinPointer(path, key), `unknown key '${key}' on a field of type '${type}' (allowed: ${allowed.join(', ')})`);
  }
  const carriesValue = !DISPLAY_ONLY_TYPES.has(type);
  if (carriesValue || field.field !== undefined) checkFieldId(field, path, scope);
  if (carriesValue || type === 'tastic') requireString(field.label, joinPointer(path, 'label'), "a field's 'label'", r);
  for (const key of ['required', 'translatable'] as const) {
    if (field[key] !== undefined && typeof field[key] !== 'boolean')
      r.error(joinPointer(path, key), `'${key}' must be true or false, got ${describe(field[key])}`);
  }
  if (field.description !== undefined && typeof field.description !== 'string') r.error(joinPointer(path, 'description'), `'description' must be a string`);
  checkTypeSpecifics(field, type, path, scope);
  if (field.default !== undefined && carriesValue) {
    // A default is a stored value like any other; references cannot be resolved here.
    const defaultReporter = new Reporter(r.file);
    checkValue(field as unknown as FieldDefinition, field.default, joinPointer(path, 'default'), {}, defaultReporter);
    for (const p of defaultReporter.problems) r.error(p.path, `default: ${p.message}`);
  }
}

function checkFieldList(fields: unknown, path: string, scope: Scope): void {
  if (!Array.isArray(fields)) return scope.r.error(path, `'fields' must be an array of fields, got ${describe(fields)}`);
  fields.forEach((field, i) => checkField(field, joinPointer(path, i), scope));
}

/** Checks `schema` (the array of sections) of an editor schema file; `path` points at it. */
export function checkSections(sections: unknown, path: string, kind: SchemaKind, r: Reporter): void {
  if (!Array.isArray(sections)) return r.error(path, `'schema' must be an array of sections, got ${describe(sections)}`);
  const scope: Scope = { kind, r, ids: new Map(), topLevel: true };
  sections.forEach((section, i) => {
    const sectionPath = joinPointer(path, i);
    if (!isPlainObject(section)) return r.error(sectionPath, `a section must be { name, fields }, got ${describe(section)}`);
    for (const key of Object.keys(section)) {
      if (!SECTION_KEYS.includes(key)) r.error(joinPointer(sectionPath, key), `unknown key '${key}' in a section (allowed: ${SECTION_KEYS.join(', ')})`);
    }
    requireString(section.name, joinPointer(sectionPath, 'name'), 'a section name', r);
    if (section.helpText !== undefined && typeof section.helpText !== 'string') r.error(joinPointer(sectionPath, 'helpText'), `'helpText' must be a string`);
    checkFieldList(section.fields, joinPointer(sectionPath, 'fields'), scope);
  });
  if (kind === 'tastic') checkCountryLimit(sections, path, r);
}

/** The id of the field every tastic has: "Components can be limited to countries (semicolon-separated territory codes)". */
export const COUNTRY_LIMIT_FIELD = 'countries';

/** Every tastic can be limited to countries: a top-level, untranslated string field `countries` (src/page/PageView.tsx honours it). */
function checkCountryLimit(sections: unknown[], path: string, r: Reporter): void {
  for (const [s, section] of sections.entries()) {
    const fields = isPlainObject(section) && Array.isArray(section.fields) ? section.fields : [];
    for (const [f, field] of fields.entries()) {
      if (!isPlainObject(field) || field.field !== COUNTRY_LIMIT_FIELD) continue;
      if (field.type !== 'string' || field.translatable !== false) {
        r.error(
          joinPointer(joinPointer(joinPointer(joinPointer(path, s), 'fields'), f), 'type'),
          `'${COUNTRY_LIMIT_FIELD}' must be an untranslated string field (semicolon-separated territory codes)`,
        );
      }
      return;
    }
  }
  r.error(path, `a tastic needs the country limit field '${COUNTRY_LIMIT_FIELD}' (type string, translatable false: semicolon-separated territory codes)`);
}
