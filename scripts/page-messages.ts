/**
 * `npm run messages:pages`: which messages each tastic can show, read from its code, written to
 * src/i18n/page-messages.generated.json (the server sends a page only the messages of its tastics and
 * of the shop's shell: src/i18n/page-messages.ts). test/i18n/page-messages.test.ts fails while the
 * file is not what this script writes.
 *
 * A tastic's messages are those its whole module graph names, its lazily loaded chunks included
 * (flyouts, dialogs, the markdown renderer): esbuild bundles each tastic's entry with every dynamic
 * import inlined, and each source file of the graph is read for message ids: a string literal that is
 * an id, or one that ends in `.` or goes on with `${` (`sort.${key}`): every id under that prefix.
 * The shell (`Renderer`, `ShopShell`, the overlays every page has) is read the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { allMessageIds } from '../src/i18n/catalog';
import { tasticLoaders } from '../tastics';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED = path.join(REPO, 'src/i18n/page-messages.generated.json');
/** The shell's entries: the client renderer (shell, page view, overlays) and what a server-component renderer uses. */
const SHELL_ENTRIES = ['src/page/Renderer.tsx', 'src/page/ShopShell.tsx', 'src/page/PageView.tsx'];

/** The repository's source files an entry's module graph holds, its dynamic imports included. */
async function sourcesOf(entries: readonly string[]): Promise<string[]> {
  const result = await build({
    entryPoints: entries.map((entry) => path.join(REPO, entry)),
    absWorkingDir: REPO,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    packages: 'external',
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.json': 'json' },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules'))
    .map((input) => path.resolve(REPO, input))
    .sort();
}

/** A string literal's text that names messages: up to its closing quote or an interpolation. */
const LITERAL = /(['"`])([a-zA-Z][\w-]*(?:\.[\w-]+)*\.?)(\1|\$\{)/g;

/** The message ids a source text names (`ids`: every id of the browser's table). */
export function messageIdsIn(source: string, ids: readonly string[]): Set<string> {
  const known = new Set(ids);
  const found = new Set<string>();
  for (const match of source.matchAll(LITERAL)) {
    const text = match[2]!;
    if (known.has(text) && match[3] !== '${') found.add(text);
    else if (text.includes('.') && (text.endsWith('.') || match[3] === '${')) {
      for (const id of ids) if (id.startsWith(text)) found.add(id);
    }
  }
  return found;
}

export interface PageMessages {
  /** Ids the shell shows on every page. */
  shell: string[];
  /** Per tastic type: the ids it shows beyond the shell's. */
  tastics: Record<string, string[]>;
}

/** Reads the shell's and every registered tastic's message ids from their code. */
export async function scanPageMessages(): Promise<PageMessages> {
  const ids = allMessageIds();
  const texts = new Map<string, string>();
  const idsOf = async (entries: readonly string[]) => {
    const found = new Set<string>();
    for (const file of await sourcesOf(entries)) {
      let text = texts.get(file);
      if (text === undefined) texts.set(file, (text = fs.readFileSync(file, 'utf8')));
      for (const id of messageIdsIn(text, ids)) found.add(id);
    }
    return found;
  };
  const shell = await idsOf(SHELL_ENTRIES);
  const tastics: Record<string, string[]> = {};
  for (const type of Object.keys(tasticLoaders).sort()) {
    const entry = `tastics/${type.split('/').slice(1).join('/')}/index.tsx`;
    tastics[type] = [...(await idsOf([entry]))].filter((id) => !shell.has(id)).sort();
  }
  return { shell: [...shell].sort(), tastics };
}

/** The generated file's text: JSON, one line per tastic. */
export function generatedJson(messages: PageMessages): string {
  const tastics = Object.entries(messages.tastics).map(([type, ids]) => `    ${JSON.stringify(type)}: ${JSON.stringify(ids)}`);
  return `{\n  "shell": ${JSON.stringify(messages.shell)},\n  "tastics": {\n${tastics.join(',\n')}\n  }\n}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const messages = await scanPageMessages();
  fs.writeFileSync(GENERATED, generatedJson(messages));
  const sizes = Object.values(messages.tastics).map((ids) => ids.length);
  console.log(`${path.relative(REPO, GENERATED)}: shell ${messages.shell.length} ids, tastics ${Math.min(...sizes)}-${Math.max(...sizes)} more.`);
}
