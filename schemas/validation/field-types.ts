/** The 23 field types of the runtime (FRONTASTIC.md "Tastic schema.json"). */
export const FIELD_TYPES = [
  'string',
  'text',
  'markdown',
  'json',
  'number',
  'integer',
  'decimal',
  'boolean',
  'enum',
  'instant',
  'media',
  'reference',
  'node',
  'tree',
  'group',
  'dataSource',
  'stream',
  'dynamic-filter',
  'encrypted',
  'custom',
  'tastic',
  'image',
  'description',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export function isFieldType(type: unknown): type is FieldType {
  return typeof type === 'string' && (FIELD_TYPES as readonly string[]).includes(type);
}

/** Display-only types: shown in the editor form, no value stored. */
export const DISPLAY_ONLY_TYPES: ReadonlySet<string> = new Set(['image', 'description']);

/** Text types are translatable unless the field says `translatable: false`. */
export const TRANSLATABLE_BY_DEFAULT: ReadonlySet<string> = new Set(['string', 'text', 'markdown', 'json']);

export const STRING_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'markdown']);

/** Languages and locales a translatable value may be keyed by. */
export const TRANSLATION_KEY = /^(de|en|cs|pl|nl|fr)(_[A-Z]{2})?$/;

/** Field ids the runtime refuses everywhere (common.json), and the ones refused in the node schema. */
export const RESERVED_FIELD_IDS: ReadonlySet<string> = new Set(['id', 'sequence', 'locale', 'is_deleted', 'password', 'token']);
export const RESERVED_NODE_FIELD_IDS: ReadonlySet<string> = new Set(['path']);
/** Field ids the tastic configuration already carries: allowed by the runtime, refused by us. */
export const AVOIDED_FIELD_IDS: ReadonlySet<string> = new Set(['mobile', 'tablet', 'desktop', 'name']);

/** A field definition as read from a schema file (checked before use). */
export interface FieldDefinition {
  label?: string;
  field?: string;
  type: FieldType;
  description?: string;
  default?: unknown;
  required?: boolean;
  translatable?: boolean;
  values?: { name: string; value: string }[];
  dataSourceType?: string;
  format?: 'url' | 'email' | 'hex';
  minLength?: number;
  maxLength?: number;
  fields?: FieldDefinition[];
  itemLabelField?: string;
  min?: number;
  max?: number;
}

export interface SectionDefinition {
  name: string;
  fields: FieldDefinition[];
}

export function isTranslatable(field: Pick<FieldDefinition, 'type' | 'translatable'>): boolean {
  return field.translatable ?? TRANSLATABLE_BY_DEFAULT.has(field.type);
}

/** Fields that carry a value: those with an id and a non-display type. */
export function valueFields(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields.filter((f) => typeof f.field === 'string' && !DISPLAY_ONLY_TYPES.has(f.type));
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
