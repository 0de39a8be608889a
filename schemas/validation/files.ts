import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from './problem';

/** Relative path with forward slashes, as problems name files. */
export function relative(rootDir: string, file: string): string {
  return path.relative(rootDir, file).split(path.sep).join('/');
}

/** Files under `dir` (recursively unless told) whose name passes `accept`; [] when `dir` does not exist. */
export async function findFiles(dir: string, accept: (name: string) => boolean, recursive = true): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && recursive && entry.name !== 'node_modules' && !entry.name.startsWith('.')) found.push(...(await findFiles(full, accept)));
    else if (entry.isFile() && accept(entry.name)) found.push(full);
  }
  return found;
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; problem: Problem };

export async function readJson(rootDir: string, file: string): Promise<JsonRead> {
  const name = relative(rootDir, file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { ok: false, problem: { file: name, path: '', message: 'file is missing' } };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, problem: { file: name, path: '', message: `not valid JSON: ${(error as Error).message}` } };
  }
}
