import path from 'node:path';
import { findFiles, readJson, relative } from './files';
import type { FieldDefinition } from './field-types';
import { isPlainObject } from './field-types';
import type { Problem } from './problem';
import { checkSchemaDocument } from './schema-files';

/** A usable editor schema: where it lives and its fields across sections. */
export interface LoadedSchema {
  file: string;
  fields: FieldDefinition[];
}

/** The fields of a schema document, as far as its structure allows (checked separately). */
export function fieldsOfDocument(document: unknown): FieldDefinition[] {
  if (!isPlainObject(document) || !Array.isArray(document.schema)) return [];
  return document.schema.flatMap((section) =>
    isPlainObject(section) && Array.isArray(section.fields) ? (section.fields.filter(isPlainObject) as unknown as FieldDefinition[]) : [],
  );
}

export interface TasticSchemas {
  /** tasticType -> schema */
  byType: Map<string, LoadedSchema>;
  /** every tastics/**\/schema.json, also those without a usable tasticType */
  files: string[];
  problems: Problem[];
}

export async function loadTasticSchemas(rootDir: string): Promise<TasticSchemas> {
  const files = await findFiles(path.join(rootDir, 'tastics'), (name) => name === 'schema.json');
  const byType = new Map<string, LoadedSchema>();
  const problems: Problem[] = [];
  for (const full of files) {
    const file = relative(rootDir, full);
    const read = await readJson(rootDir, full);
    if (!read.ok) {
      problems.push(read.problem);
      continue;
    }
    problems.push(...checkSchemaDocument(file, read.value, 'tastic'));
    const tasticType = isPlainObject(read.value) ? read.value.tasticType : undefined;
    if (typeof tasticType !== 'string') continue;
    const first = byType.get(tasticType);
    if (first) problems.push({ file, path: '/tasticType', message: `tasticType '${tasticType}' is already defined by ${first.file}` });
    else byType.set(tasticType, { file, fields: fieldsOfDocument(read.value) });
  }
  return { byType, files: files.map((f) => relative(rootDir, f)), problems };
}

/** Loads and checks one configuration schema (node or project) under schemas/. */
export async function loadConfigurationSchema(
  rootDir: string,
  name: string,
  kind: 'node' | 'project',
): Promise<{ schema?: LoadedSchema; problems: Problem[] }> {
  const full = path.join(rootDir, 'schemas', name);
  const file = relative(rootDir, full);
  const read = await readJson(rootDir, full);
  if (!read.ok) return { problems: [read.problem] };
  return { schema: { file, fields: fieldsOfDocument(read.value) }, problems: checkSchemaDocument(file, read.value, kind) };
}
