import { validateAgainstMetaSchema, type MetaSchemaName } from './meta-schemas';
import { checkSections, type SchemaKind } from './field-rules';
import { describe, type Problem, Reporter } from './problem';
import { isPlainObject } from './field-types';

/**
 * A whole editor schema file: the runtime's meta-schema first, then the project's stricter rules.
 * Where both complain about the same spot, the stricter rule's message (more precise) is kept.
 */

const TASTIC_KEYS = ['tasticType', 'name', 'schema', 'icon', 'category', 'description', 'maxUsePerPage', '$comment'];
const CONFIGURATION_SCHEMA_KEYS = ['schema', '$comment'];
export const TASTIC_TYPE = /^[a-z][a-z0-9-]*(\/[a-z0-9-]+)+$/;

const META: Record<SchemaKind, MetaSchemaName> = { tastic: 'tasticSchema', node: 'nodeSchema', project: 'projectSchema' };

function checkTopLevel(document: Record<string, unknown>, kind: SchemaKind, r: Reporter): void {
  const allowed = kind === 'tastic' ? TASTIC_KEYS : CONFIGURATION_SCHEMA_KEYS;
  for (const key of Object.keys(document)) {
    if (!allowed.includes(key)) r.error(`/${key}`, `unknown top-level key '${key}' (allowed: ${allowed.join(', ')})`);
  }
  if (kind !== 'tastic') return;
  const { tasticType, name, maxUsePerPage } = document;
  if (typeof tasticType !== 'string' || !TASTIC_TYPE.test(tasticType)) {
    r.error('/tasticType', `tasticType must look like 'vendor/area/name' (lowercase letters, digits and -), got ${describe(tasticType)}`);
  }
  if (typeof name !== 'string' || name.trim() === '') r.error('/name', `'name' must be a non-empty string, got ${describe(name)}`);
  for (const key of ['icon', 'category', 'description'] as const) {
    if (document[key] !== undefined && typeof document[key] !== 'string') r.error(`/${key}`, `'${key}' must be a string, got ${describe(document[key])}`);
  }
  if (maxUsePerPage !== undefined && !(Number.isInteger(maxUsePerPage) && (maxUsePerPage as number) >= 1)) {
    r.error('/maxUsePerPage', `maxUsePerPage must be an integer >= 1, got ${describe(maxUsePerPage)}`);
  }
}

export function checkSchemaDocument(file: string, document: unknown, kind: SchemaKind): Problem[] {
  const r = new Reporter(file);
  if (!isPlainObject(document)) {
    r.error('', `a ${kind} schema must be a JSON object, got ${describe(document)}`);
    return r.problems;
  }
  checkTopLevel(document, kind, r);
  if (!('schema' in document)) r.error('', `missing 'schema' (the array of sections)`);
  else checkSections(document.schema, '/schema', kind, r);
  const strict = r.problems;
  const meta = validateAgainstMetaSchema(META[kind], file, document).filter((m) => !strict.some((s) => s.path === m.path || s.path.startsWith(`${m.path}/`)));
  return [...meta, ...strict];
}
