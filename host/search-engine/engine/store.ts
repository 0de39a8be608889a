import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertIndexName, BadRequestError } from './params';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import type { IndexSettings } from './settings';
import type { SearchRecord } from './snapshot';

/**
 * Snapshot files of the embedded engine, so a host restart needs no reindex: per index
 * `<name>.settings.json` and, for indices that own records (not replicas), `<name>.records.ndjson`
 * (one record a line: 100k records never become one giant string). Files are replaced atomically.
 */

export interface StoredIndex {
  name: string;
  settings: IndexSettings;
  records: SearchRecord[] | null;
}

/** The snapshot files of an index: always inside `dir`, whatever the name (the engine also refuses bad names). */
function fileBase(dir: string, name: string): string {
  assertIndexName(name);
  const base = path.resolve(dir, encodeURIComponent(name));
  if (path.dirname(base) !== path.resolve(dir)) throw new BadRequestError(`Invalid index name "${name.slice(0, 64)}"`, 400);
  return base;
}

export async function writeIndex(dir: string, name: string, settings: IndexSettings, records: Iterable<SearchRecord> | null): Promise<void> {
  await mkdir(dir, { recursive: true });
  const base = fileBase(dir, name);
  if (records) {
    const tmp = `${base}.records.ndjson.tmp`;
    const out = createWriteStream(tmp);
    let chunk = '';
    for (const r of records) {
      chunk += `${JSON.stringify(r)}\n`;
      if (chunk.length > 1 << 20) {
        if (!out.write(chunk)) await once(out, 'drain');
        chunk = '';
      }
    }
    out.end(chunk);
    await once(out, 'finish');
    await rename(tmp, `${base}.records.ndjson`);
  } else {
    await rm(`${base}.records.ndjson`, { force: true });
  }
  await writeFile(`${base}.settings.json.tmp`, JSON.stringify({ name, settings }));
  await rename(`${base}.settings.json.tmp`, `${base}.settings.json`);
}

export async function removeIndex(dir: string, name: string): Promise<void> {
  const base = fileBase(dir, name);
  await rm(`${base}.settings.json`, { force: true });
  await rm(`${base}.records.ndjson`, { force: true });
}

export async function readIndices(dir: string): Promise<StoredIndex[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch {
    return [];
  }
  const out: StoredIndex[] = [];
  for (const file of files.filter((f) => f.endsWith('.settings.json'))) {
    try {
      const meta = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { name: string; settings: IndexSettings };
      const recordsFile = `${fileBase(dir, meta.name)}.records.ndjson`;
      let records: SearchRecord[] | null = null;
      if (files.includes(path.basename(recordsFile))) {
        records = [];
        const lines = createInterface({ input: createReadStream(recordsFile), crlfDelay: Infinity });
        for await (const line of lines) if (line) records.push(JSON.parse(line) as SearchRecord);
      }
      out.push({ name: meta.name, settings: meta.settings, records });
    } catch (e) {
      // A damaged snapshot is skipped: without its settings (and version marker) the index is
      // simply rebuilt by the next reindex, instead of the host failing to start.
      console.warn(`[search] skipping unreadable snapshot ${file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return out;
}
