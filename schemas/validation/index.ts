/**
 * Validation of the editor schemas (tastics/**\/schema.json, schemas/*.schema.json), the site files
 * (site/pages, site/dynamic, site/project.json) and the tastic registry. The host runs
 * `validateProject` at start and refuses to serve on problems; `npm run validate:schemas` prints them.
 */
export { validateProject, validateProjectWithSummary, type ValidationSummary } from './project';
export { formatProblem, type Problem } from './problem';
export { checkSchemaDocument, TASTIC_TYPE } from './schema-files';
export { checkValues, checkValue, type ValueContext } from './values';
export { FIELD_TYPES, type FieldDefinition } from './field-types';
export { DYNAMIC_PAGE_DATA_SOURCE_ID } from './site-rules';
