import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withStorefront } from '../../src/next/config';

/**
 * withStorefront (`@hirmer/storefront-sdk/next-config`): the browser's bundle gets formatjs' parser-less
 * entry on webpack and on Turbopack, the server's keeps the parser, the project's own settings stay.
 * The example's builds show the effect (test/e2e/frontend-next.e2e.ts: no parser in any script).
 */
const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project folder whose node_modules holds a Next.js of the given version. */
function projectOnNext(version: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-config-'));
  projects.push(dir);
  fs.mkdirSync(path.join(dir, 'node_modules/next'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name":"project"}');
  fs.writeFileSync(path.join(dir, 'node_modules/next/package.json'), JSON.stringify({ name: 'next', version }));
  return dir;
}

const PARSER_ALIAS = { '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' } };

describe('withStorefront: the shop in a Next.js configuration', () => {
  it("aliases the parser to its no-parser entry in webpack's browser build only, exactly the package's own name", () => {
    const config = withStorefront({}, projectOnNext('15.2.6'));
    const client = config.webpack({ resolve: { alias: { react: '/r' } } }, { isServer: false });
    expect(client.resolve.alias).toEqual({ react: '/r', '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' });
    const server = config.webpack({ resolve: { alias: {} } }, { isServer: true });
    expect(server.resolve.alias).toEqual({});
  });

  it("runs the project's own webpack function first and keeps its other settings", () => {
    const own = (webpackConfig: { resolve: { alias: Record<string, string> }; marked?: boolean }) => ({ ...webpackConfig, marked: true });
    const config = withStorefront({ webpack: own, outputFileTracingRoot: '/project' }, projectOnNext('16.4.6'));
    expect(config.outputFileTracingRoot).toBe('/project');
    const client = config.webpack({ resolve: { alias: {} } }, { isServer: false });
    expect(client.marked).toBe(true);
    expect(Object.keys(client.resolve.alias)).toEqual(['@formatjs/icu-messageformat-parser$']);
  });

  it("gives Turbopack the alias under the browser condition, in `turbopack` from Next 15.3 (the project's settings kept), in `experimental.turbo` before", () => {
    const on16 = withStorefront({ turbopack: { root: '/project', resolveAlias: { lodash: 'lodash-es' } } }, projectOnNext('16.4.6'));
    expect(on16.turbopack).toEqual({ root: '/project', resolveAlias: { lodash: 'lodash-es', ...PARSER_ALIAS } });
    expect(on16.experimental?.turbo).toBeUndefined();
    const on152 = withStorefront({}, projectOnNext('15.2.6'));
    expect(on152.turbopack).toBeUndefined();
    expect(on152.experimental?.turbo?.resolveAlias).toEqual(PARSER_ALIAS);
  });

  it("adds the package to the project's optimizePackageImports (a server component's import names its modules, not the whole entry), once", () => {
    const config = withStorefront({ experimental: { optimizePackageImports: ['lodash', '@hirmer/storefront-sdk'] } }, projectOnNext('16.4.6'));
    expect(config.experimental.optimizePackageImports).toEqual(['lodash', '@hirmer/storefront-sdk']);
    expect(withStorefront({}, projectOnNext('15.2.6')).experimental.optimizePackageImports).toEqual(['@hirmer/storefront-sdk']);
  });
});
