export { validateProject, validateProjectWithSummary, type ValidationSummary } from './project';
export { formatProblem, type Problem } from './problem';
export { checkSchemaDocument, TASTIC_TYPE } from './schema-files';
export { checkValues, checkValue, type ValueContext } from './values';
export { FIELD_TYPES, type FieldDefinition } from './field-types';
