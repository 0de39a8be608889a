/**
 * The parts of a tastic schema.json the runtime needs to resolve values: field ids, types,
 * translatability and group sub-fields (full validation lives in schemas/validation).
 */
export interface TasticFieldDefinition {
  field?: string;
  type: string;
  translatable?: boolean;
  default?: unknown;
  dataSourceType?: string;
  fields?: TasticFieldDefinition[];
}

export interface TasticSchema {
  tasticType: string;
  name: string;
  schema: { name: string; fields: TasticFieldDefinition[] }[];
}

const TRANSLATABLE_BY_DEFAULT = new Set(['string', 'text', 'markdown', 'json']);

export function isTranslatable(field: TasticFieldDefinition): boolean {
  return field.translatable ?? TRANSLATABLE_BY_DEFAULT.has(field.type);
}

/** All value-carrying fields of a schema, across sections (field ids are unique across sections). */
export function fieldsOf(schema: Pick<TasticSchema, 'schema'>): TasticFieldDefinition[] {
  return schema.schema.flatMap((section) => section.fields).filter((f) => f.field && f.type !== 'image' && f.type !== 'description');
}
