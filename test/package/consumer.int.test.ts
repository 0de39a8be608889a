import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/host';
import { tasticLoaders as tastics } from '../../tastics';
import { packedTarball } from '../../scripts/example';

/**
 * The packed SDK installed into a fresh project beside React 18, its shipped declarations
 * type-checked: what a project installs, apart from rendering it, which the example project does
 * with Next.js (test/e2e/frontend-next.e2e.ts). Nothing here reads the repository's sources or
 * node_modules except the TypeScript compiler; the registry must be reachable.
 */
const exec = promisify(execFile);
const INSTALL_TIMEOUT_MS = 300_000;

let work = '';
let project = '';
let packedFiles: string[] = [];

async function run(command: string, args: string[], cwd: string, what: string): Promise<string> {
  try {
    const { stdout } = await exec(command, args, { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_update_notifier: 'false' } });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${what} failed: ${e.message}\n${(e.stderr ?? '').slice(-4000)}\n${(e.stdout ?? '').slice(-2000)}`);
  }
}

const install = (packages: string[]) =>
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...packages],
    project,
    `npm install in the consumer project (the npm registry must be reachable)`,
  );

function filesUnder(dir: string, match: (name: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, match, found);
    else if (match(entry.name)) found.push(full);
  }
  return found;
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-consumer-'));
  project = path.join(work, 'project');
  fs.mkdirSync(project);
  const tarball = await packedTarball();
  packedFiles = (await run('tar', ['-tzf', tarball], work, 'listing the tarball'))
    .split('\n')
    .filter(Boolean)
    .map((f) => f.replace(/^package\//, ''));
  fs.writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'frontend-project',
        private: true,
        type: 'module',
        dependencies: {
          '@hirmer/storefront-sdk': `file:${tarball}`,
          react: '18.3.1',
          'react-dom': '18.3.1',
          '@types/react': '^18.3.0',
          '@types/react-dom': '^18.3.0',
        },
      },
      null,
      2,
    ),
  );
  for (const file of ['consumer.tsx', 'tsconfig.json']) fs.copyFileSync(path.join(import.meta.dirname, 'consumer', file), path.join(project, file));
  await install([]);
}, INSTALL_TIMEOUT_MS + 120_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the packed SDK in a Frontend project', () => {
  it('packs the built entries, the type declarations, the styles and the editor schemas', () => {
    for (const file of [
      'dist/index.js',
      'dist/server.js',
      'dist/tastics.js',
      'dist/tastics/listing/product-list/index.js',
      'dist/extensions.js',
      'dist/schemas.js',
      'dist/styles.css',
      'dist/reset.css',
      'dist/types/src/index.d.ts',
      'dist/types/src/server.d.ts',
      'dist/types/tastics/index.d.ts',
      'schemas/node-configuration.schema.json',
    ]) {
      expect(packedFiles).toContain(file);
    }
    expect(packedFiles.filter((f) => /^tastics\/.+\/schema\.json$/.test(f)).length).toBe(Object.keys(tastics).length);
  });

  it('installs beside React 18.3.1 with a single react, and no native module', () => {
    const sdk = path.join(project, 'node_modules/@hirmer/storefront-sdk');
    expect(fs.existsSync(path.join(sdk, 'node_modules/react'))).toBe(false);
    const reacts = filesUnder(path.join(project, 'node_modules'), (name) => name === 'package.json')
      .filter((file) => file.endsWith(`${path.sep}react${path.sep}package.json`))
      .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string })
      .filter((pkg) => pkg.name === 'react');
    expect(reacts.map((pkg) => pkg.version)).toEqual(['18.3.1']);
    expect(filesUnder(path.join(project, 'node_modules'), (name) => name.endsWith('.node'))).toEqual([]);
    for (const hostOnly of ['better-sqlite3', 'pdf-lib', 'cookie']) expect(fs.existsSync(path.join(project, 'node_modules', hostOnly))).toBe(false);
  });

  it("installs one formatjs message parser, shared by react-intl and the package's formatter", () => {
    // Two would each reach the browser (react-intl pins its formatjs packages exactly; the package's own must be those).
    const parsers = filesUnder(path.join(project, 'node_modules'), (name) => name === 'package.json')
      .filter((file) => file.endsWith(`${path.sep}icu-messageformat-parser${path.sep}package.json`))
      .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string })
      .filter((pkg) => pkg.name === '@formatjs/icu-messageformat-parser');
    expect(parsers.length).toBe(1);
  });

  it("exports the Next.js configuration's wrapper, loadable in Node as next.config.mjs loads it", async () => {
    const out = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { withStorefront } = await import('@hirmer/storefront-sdk/next-config'); const config = withStorefront({ reactStrictMode: true }); console.log(JSON.stringify({ strict: config.reactStrictMode, alias: config.webpack({ resolve: {} }, { isServer: false }).resolve.alias }))",
      ],
      project,
      'importing @hirmer/storefront-sdk/next-config',
    );
    expect(JSON.parse(out)).toEqual({ strict: true, alias: { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' } });
  });

  it('exports a CSS file with the theme of each project', async () => {
    const resolved = await run(
      process.execPath,
      ['--input-type=module', '-e', "console.log(import.meta.resolve('@hirmer/storefront-sdk/styles.css'))"],
      project,
      'resolving the styles',
    );
    const css = fs.readFileSync(new URL(resolved.trim()), 'utf8');
    for (const id of ['eck', 'hgg', 'hrm']) expect(css).toMatch(new RegExp(`\\.shop-root\\[data-project=["']?${id}["']?\\]\\{[^}]*--color-accent:`));
    expect(css).toContain('.keen-slider');
  });

  it('type-checks a consumer against the shipped declarations', async () => {
    await run(process.execPath, [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project, 'tsc in the consumer project');
  }, 120_000);
});
