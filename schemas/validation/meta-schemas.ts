import { createRequire } from 'node:module';
import Ajv04, { type ErrorObject, type ValidateFunction } from 'ajv-draft-04';
import type { Problem } from './problem';

/**
 * The runtime's own meta-schemas (draft-04, shipped in @frontastic/common). Studio validates
 * uploads with them, so a schema must pass them; they are loose, hence the stricter rules next door.
 */
const require = createRequire(import.meta.url);
const JSON_DIR = '@frontastic/common/src/json';

export type MetaSchemaName = 'tasticSchema' | 'nodeSchema' | 'projectSchema';

let ajv: Ajv04 | undefined;
const compiled = new Map<MetaSchemaName, ValidateFunction>();

function metaValidator(name: MetaSchemaName): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    if (!ajv) {
      // strict: false because the runtime's files use `$comment`/`@comment` inside draft-04 schemas.
      ajv = new Ajv04({ allErrors: true, strict: false });
      ajv.addSchema(require(`${JSON_DIR}/library/common.json`));
      ajv.addSchema(require(`${JSON_DIR}/library/implications.json`));
    }
    validate = ajv.compile(require(`${JSON_DIR}/${name}.json`));
    compiled.set(name, validate);
  }
  return validate;
}

/** Combinator errors only say "some branch failed"; the branch's own error says what. */
const WRAPPERS = new Set(['anyOf', 'oneOf', 'allOf', 'if']);

/** `anyOf: [{ not: <type is X> }, <rules for X>]` is the meta-schemas' "if": its `not` failing is no news. */
function isNoise(error: ErrorObject): boolean {
  return WRAPPERS.has(error.keyword) || (error.keyword === 'not' && error.schemaPath.includes('/anyOf/'));
}

function explain(error: ErrorObject): string {
  if (error.keyword === 'not' && error.instancePath.endsWith('/field')) return 'this field id is refused (reserved)';
  if (error.keyword === 'not') return 'this combination of keys is refused';
  if (error.keyword === 'enum') return `must be one of ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`;
  return error.message ?? error.keyword;
}

export function validateAgainstMetaSchema(name: MetaSchemaName, file: string, document: unknown): Problem[] {
  const validate = metaValidator(name);
  if (validate(document)) return [];
  const errors = validate.errors ?? [];
  const specific = errors.filter((e) => !isNoise(e));
  const shown = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of shown) {
    const message = `runtime ${name}.json: ${explain(error)}`;
    const key = `${error.instancePath}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file, path: error.instancePath, message });
  }
  return problems;
}
