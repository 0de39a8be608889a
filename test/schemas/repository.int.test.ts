import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './fixture';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const cli = path.join(repoRoot, 'scripts', 'validate-schemas.ts');

describe('npm run validate:schemas', () => {
  it('prints a one-line summary and exits 0 on the repository', async () => {
    const { stdout } = await run(tsx, [cli, repoRoot]);
    expect(stdout.trim()).toMatch(
      /^Schemas valid: \d+ tastic schema\(s\), 2 configuration schema\(s\), \d+ page\(s\), \d+ dynamic page\(s\), \d+ tastic instance\(s\)\.$/,
    );
  });

  it('prints one line per problem (file: /json/path: message) and exits 1', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'schema-cli-'));
    try {
      await mkdir(path.join(dir, 'tastics/content/x'), { recursive: true });
      await writeFile(
        path.join(dir, 'tastics/content/x/schema.json'),
        JSON.stringify({ tasticType: 'hirmer/content/x', name: 'X', Category: 'y', schema: [] }),
      );
      const failure = await run(tsx, [cli, dir]).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      const lines = failure!.stderr.trim().split('\n');
      expect(lines).toContain(
        "tastics/content/x/schema.json: /Category: unknown top-level key 'Category' (allowed: tasticType, name, schema, icon, category, description, maxUsePerPage, $comment)",
      );
      expect(lines).toContain('schemas/node-configuration.schema.json: /: file is missing');
      expect(lines.at(-1)).toMatch(/^\d+ problem\(s\)\.$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
