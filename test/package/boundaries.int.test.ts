import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { rollup, type RollupOptions, type OutputOptions } from 'rollup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import configs from '../../rollup.config';
import { clientReasons, hasUseClient } from '../../scripts/client-boundary';
import { REPO_ROOT } from '../support/host';
import { tasticLoaders } from '../../tastics';

/**
 * The library build as a Next.js app router project meets it: the files of dist/ read back (each
 * client module starts with 'use client'), and the server-safe entry imported under the
 * `react-server` condition, as Next.js resolves packages for server components.
 */
const exec = promisify(execFile);
/** Inside the repository, so that the built files resolve their packages from its node_modules. */
const out = path.join(REPO_ROOT, '.build', `boundaries-${process.pid}`);
const CLIENT_ONLY_PACKAGES = /^(?:swr|jotai|react-intl|react-hook-form|keen-slider|react-dom)(?:\/|$)/;
const HOOK_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(react|swr|jotai|react-intl|react-hook-form)'/g;

const built = new Map<string, string>();
const DIRECTIVE = "'use client';";
const isClient = (code: string) => code.startsWith(DIRECTIVE);

function filesUnder(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, found);
    else if (entry.name.endsWith('.js')) found.push(full);
  }
  return found;
}

/** The source of a built module (dist/src/ui/Modal.js -> src/ui/Modal.tsx). */
function sourceOf(file: string): string | null {
  const base = path.relative(out, file).replace(/\.js$/, '');
  for (const ext of ['.ts', '.tsx']) if (fs.existsSync(path.join(REPO_ROOT, base + ext))) return base + ext;
  return null;
}

/** Relative imports of a built module, resolved to built files; `packages` collects the bare ones. */
function importsOf(file: string, packages: Set<string>): string[] {
  const code = built.get(file) ?? '';
  const found: string[] = [];
  for (const [, specifier] of code.matchAll(/(?:import|export)\s*(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g)) {
    if (specifier!.startsWith('.')) found.push(path.resolve(path.dirname(file), specifier!));
    else packages.add(specifier!);
  }
  return found;
}

beforeAll(async () => {
  const options = (configs as RollupOptions[])[0]!;
  const bundle = await rollup({ ...options, onwarn: () => {} });
  await bundle.write({ ...(options.output as OutputOptions), dir: out, sourcemap: false });
  await bundle.close();
  for (const file of filesUnder(out)) built.set(file, fs.readFileSync(file, 'utf8'));
}, 120_000);

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('client boundaries in dist/', () => {
  it("starts each module that uses state, effects, context, event handlers or browser APIs, and each tastic, with 'use client'", () => {
    const wrong: string[] = [];
    let client = 0;
    for (const [file, code] of built) {
      const source = sourceOf(file);
      if (!source) continue;
      const text = fs.readFileSync(path.join(REPO_ROOT, source), 'utf8');
      const expected = hasUseClient(text) || clientReasons(text, source).length > 0;
      if (expected) client++;
      if (expected !== isClient(code)) wrong.push(`${source}: ${expected ? 'needs' : 'must not carry'} the directive`);
    }
    expect(wrong).toEqual([]);
    expect(client).toBeGreaterThan(200);
  });

  it('marks every built module that imports a hook of react, swr, jotai, react-intl or react-hook-form', () => {
    const unmarked = [...built]
      .filter(([, code]) => [...code.matchAll(HOOK_IMPORT)].some(([, names]) => /\b(?:use[A-Z]\w*|use|createContext)\b/.test(names!)))
      .filter(([, code]) => !isClient(code))
      .map(([file]) => path.relative(out, file));
    expect(unmarked).toEqual([]);
  });

  it('marks every tastic, so that a server-component renderer can import them', () => {
    const tastics = [...built.keys()].filter((file) => /[\\/]tastics[\\/][^\\/]+[\\/][^\\/]+[\\/]index\.js$/.test(file));
    expect(tastics.length).toBe(Object.keys(tasticLoaders).length);
    expect(tastics.filter((file) => !isClient(built.get(file)!)).map((file) => path.relative(out, file))).toEqual([]);
  });
});

/** The built files an entry reaches through relative imports, and the packages they import. */
function reachedFrom(entry: string): { seen: Set<string>; packages: Set<string> } {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.join(out, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    expect(built.has(file), path.relative(out, file)).toBe(true);
    queue.push(...importsOf(file, packages));
  }
  return { seen, packages };
}

describe('the server-safe entry (@hirmer/storefront-sdk/server)', () => {
  it('reaches no client module and no client-only package', () => {
    const { seen, packages } = reachedFrom('server.js');
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter((file) => isClient(built.get(file)!)).map((file) => path.relative(out, file))).toEqual([]);
    expect([...packages].filter((name) => CLIENT_ONLY_PACKAGES.test(name))).toEqual([]);
  });

  it('imports and works under the react-server condition, as in a server component', async () => {
    const script = `
      const react = await import('react');
      const sdk = await import(${JSON.stringify(path.join(out, 'server.js'))});
      const messages = sdk.messagesFor('de');
      const head = sdk.pageHead(
        { page: { pageId: 'p', state: 'published', sections: { main: { sectionId: 'm', layoutElements: [] } } },
          pageFolder: { pageFolderId: 'f', parentId: null, name: 'Sakkos', path: '/herren/sakkos', sort: 0, nodeType: 'landingpage', configuration: {}, breadcrumbs: [] },
          dataSources: {} },
        { language: 'de', shopName: 'Hirmer', status: 200, locale: 'de_DE', locales: ['de_DE', 'de_AT'], defaultLocale: 'de_DE' });
      console.log(JSON.stringify({
        serverReact: typeof react.useState !== 'function',
        messages: Object.keys(messages).length,
        title: head.title,
        alternates: head.alternates.length,
        warmup: sdk.intlWarmupScript('de-DE').length > 0,
        routes: sdk.routes.length,
        project: sdk.getProject('eck').name,
      }));`;
    const { stdout } = await exec(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', script], { cwd: REPO_ROOT });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    // React's server build (no useState) proves the condition took effect.
    expect(result).toMatchObject({ serverReact: true, warmup: true, project: 'Eckerle' });
    expect(result.messages).toBeGreaterThan(500);
    expect(result.title).toContain('Sakkos');
    expect(result.alternates).toBeGreaterThan(1);
    expect(result.routes).toBeGreaterThan(50);
  });
});

describe('the route handler entry (@hirmer/storefront-sdk/next)', () => {
  it('reaches no client module and no React, and answers under the react-server condition', async () => {
    const { seen, packages } = reachedFrom('next.js');
    expect([...seen].filter((file) => isClient(built.get(file)!)).map((file) => path.relative(out, file))).toEqual([]);
    expect([...packages]).toEqual([]);
    const script = `
      const next = await import(${JSON.stringify(path.join(out, 'next.js'))});
      const handler = next.createSpecRouteHandler({ endpoint: 'http://127.0.0.1:1' });
      const answer = await handler(new Request('http://site.example/api/cart/cart'));
      console.log(JSON.stringify({ addresses: next.specAddresses.length, status: answer.status, body: await answer.json() }));`;
    const { stdout } = await exec(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', script], { cwd: REPO_ROOT });
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { addresses: number; status: number; body: { errors: { code: string }[] } };
    expect(result.addresses).toBeGreaterThan(50);
    // The hub is unreachable here: the spec's error shape, not a thrown error.
    expect(result).toMatchObject({ status: 502, body: { errors: [{ code: 'bad_gateway' }] } });
  });
});
