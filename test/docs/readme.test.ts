import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/host';

/**
 * The README claims nothing the repository does not have: every `npm run` command it names is a script
 * of package.json, every variable of its tables is read by code (the settings, the host, the scripts or
 * the test support), and every project-configuration field it names is a field of the schema.
 */
const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const packageJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

const SKIP = new Set(['node_modules', 'dist', '.build', '.data', '.next']);
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourcesUnder(full) : /\.(ts|tsx|mjs|js|sh)$/.test(name) || name === 'run' ? [full] : [];
  });
}
const code = ['extensions', 'host', 'scripts', 'bench', 'src', 'test/support', 'test/e2e/support', '.ci']
  .flatMap((dir) => sourcesUnder(path.join(REPO_ROOT, dir)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** The README's tables, each a list of rows of cells (the header row first). */
const tables = readme
  .split(/\n(?=[^|])/)
  .map((block) => block.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---')))
  .filter((lines) => lines.length > 0)
  .map((lines) => lines.map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\|$/g, '').trim())));
const tableRows = tables.flat();

describe('README.md', () => {
  it('names only npm scripts that package.json has', () => {
    const named = [...readme.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name!);
    expect(named.length).toBeGreaterThan(5);
    expect([...new Set(named)].filter((name) => !(name in packageJson.scripts))).toEqual([]);
  });

  it('lists only settings that code reads', () => {
    const variables = tableRows.flatMap(([first]) => [...(first ?? '').matchAll(/`([A-Z][A-Z0-9_]{2,})`/g)].map(([, name]) => name!));
    expect(variables).toContain('PORT');
    expect([...new Set(variables)].filter((name) => !new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
  });

  it('names only project-configuration fields of the schema', () => {
    const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/project-configuration.schema.json'), 'utf8')) as {
      schema: { fields: { field: string }[] }[];
    };
    const fields = new Set(schema.schema.flatMap((section) => section.fields.map((f) => f.field)));
    const table = tables.find(([header]) => header!.includes('project configuration field'));
    expect(table, 'the settings table has a project-configuration column').toBeDefined();
    const column = table![0]!.indexOf('project configuration field');
    const named = table!.slice(1).flatMap((row) => [...(row[column] ?? '').matchAll(/`([a-z][A-Za-z0-9]+)`/g)].map(([, name]) => name!));
    expect(named.length).toBeGreaterThan(3);
    expect([...new Set(named)].filter((name) => !fields.has(name))).toEqual([]);
  });
});
