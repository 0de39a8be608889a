import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import type { Problem } from './problem';
import type { TasticSchemas } from './tastic-schemas';

/**
 * The tastic registry (tastics/index.ts) against the tastic folders: each registered type has a
 * schema.json of the same tasticType, each schema.json is registered, and each tastic folder has
 * its component (index.tsx) and a story naming its tasticType.
 */

const REGISTRY_FILE = 'tastics/index.ts';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Loads every registered tastic through its loader: tasticType -> the module's default export. */
async function importRegistry(rootDir: string): Promise<{ tastics?: Record<string, unknown>; problems?: Problem[] }> {
  const full = path.join(rootDir, REGISTRY_FILE);
  if (!(await exists(full)))
    return { problems: [{ file: REGISTRY_FILE, path: '', message: 'the tastic registry is missing, yet tastics/ has schema.json files' }] };
  let loaders: unknown;
  try {
    loaders = ((await import(pathToFileURL(full).href)) as { tasticLoaders?: unknown }).tasticLoaders;
  } catch (error) {
    return { problems: [{ file: REGISTRY_FILE, path: '', message: `could not be imported: ${(error as Error).message.split('\n')[0]}` }] };
  }
  if (typeof loaders !== 'object' || loaders === null) {
    return { problems: [{ file: REGISTRY_FILE, path: '', message: "it must export 'tasticLoaders', an object tasticType -> () => import(module)" }] };
  }
  const tastics: Record<string, unknown> = {};
  const problems: Problem[] = [];
  for (const [tasticType, load] of Object.entries(loaders)) {
    try {
      tastics[tasticType] = typeof load === 'function' ? ((await load()) as { default?: unknown }).default : undefined;
    } catch (error) {
      problems.push({
        file: REGISTRY_FILE,
        path: pointer(tasticType),
        message: `'${tasticType}' could not be loaded: ${(error as Error).message.split('\n')[0]}`,
      });
      tastics[tasticType] = null;
    }
  }
  return { tastics, problems };
}

const pointer = (tasticType: string) => `/${tasticType.replace(/~/g, '~0').replace(/\//g, '~1')}`;

export async function checkRegistry(rootDir: string, schemas: TasticSchemas): Promise<Problem[]> {
  if (schemas.files.length === 0 && !(await exists(path.join(rootDir, REGISTRY_FILE)))) return [];
  const loaded = await importRegistry(rootDir);
  const problems: Problem[] = [...(loaded.problems ?? [])];
  const tastics = loaded.tastics;
  if (!tastics) return problems;
  for (const [tasticType, component] of Object.entries(tastics)) {
    const at = pointer(tasticType);
    if (!schemas.byType.has(tasticType))
      problems.push({ file: REGISTRY_FILE, path: at, message: `'${tasticType}' is registered but no tastics/**/schema.json has this tasticType` });
    if (component !== null && typeof component !== 'function' && typeof component !== 'object') {
      problems.push({ file: REGISTRY_FILE, path: at, message: `'${tasticType}' must load a module whose default export is a React component` });
    }
  }
  for (const [tasticType, schema] of schemas.byType) {
    if (!(tasticType in tastics)) problems.push({ file: schema.file, path: '/tasticType', message: `'${tasticType}' is not registered in ${REGISTRY_FILE}` });
    problems.push(...(await checkTasticFolder(rootDir, schema.file, tasticType)));
  }
  return problems;
}

/** tastics/<area>/<name>/schema.json needs tastics/<area>/<name>/index.tsx and stories/<area>/<name>.stories.tsx. */
async function checkTasticFolder(rootDir: string, schemaFile: string, tasticType: string): Promise<Problem[]> {
  const folder = path.posix.dirname(schemaFile);
  const problems: Problem[] = [];
  if (!(await exists(path.join(rootDir, folder, 'index.tsx')))) {
    problems.push({ file: schemaFile, path: '', message: `the tastic folder ${folder}/ has no index.tsx` });
  }
  const story = `stories/${folder.replace(/^tastics\//, '')}.stories.tsx`;
  let text: string | undefined;
  try {
    text = await readFile(path.join(rootDir, story), 'utf8');
  } catch {
    problems.push({ file: schemaFile, path: '', message: `no story: ${story} is missing` });
  }
  if (text !== undefined && !text.includes(tasticType)) {
    problems.push({ file: story, path: '', message: `the story does not mention its tasticType '${tasticType}'` });
  }
  return problems;
}
