import { defineConfig, type Plugin } from 'rollup';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientReasons, hasUseClient } from './scripts/client-boundary';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/**
 * Library build of the SDK into dist/ (ESM; .d.ts come from `tsc -p tsconfig.build.json`):
 * the SDK core, the tastic registry and the schemas. Dependencies stay external: the commercetools
 * Frontend build bundles them once.
 */
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  ...builtinModules,
  ...builtinModules.map((m) => `node:${m}`),
];

const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** Where the composition root loads the embedded (SQLite) backend from, only when chosen. */
const EMBEDDED_BACKEND = /[\\/]adapters[\\/]embedded[\\/]open(\.ts)?$/;

/**
 * The deployable extension bundle has no SQLite: the embedded backend is replaced by a module that
 * refuses with what to configure instead (commercetools Frontend runs the bundle on its own).
 */
function withoutEmbeddedBackend(): Plugin {
  const stub = '\0embedded-backend-unavailable';
  return {
    name: 'without-embedded-backend',
    resolveId(source) {
      return EMBEDDED_BACKEND.test(source) ? stub : null;
    },
    load(id) {
      if (id !== stub) return null;
      return [
        'export const DATABASE_FILE = "shop.sqlite";',
        'export async function openEmbeddedBackend() {',
        '  throw new Error("The embedded (SQLite) backend runs only in the local host. In commercetools Frontend set the project configuration field commerceBackend to commercetools and fill in the ctp* fields (see README, Deploying to commercetools Frontend).");',
        '}',
      ].join('\n');
    },
  };
}

/**
 * Marks the client modules in dist/: each module that uses state, effects, context, event handlers or
 * browser APIs, each tastic, and each module written with the directive gets `'use client'` as the
 * first line of its own file (preserveModules: one file per module). Rollup drops module-level
 * directives when it bundles, and a rule applied here holds for every module, also those added
 * later: scripts/client-boundary.ts is the rule, test/package/boundaries.int.test.ts reads the
 * built files. The server-safe entry (src/server.ts) reaches none of them.
 */
function clientBoundaries(): Plugin {
  const client = new Set<string>();
  return {
    name: 'client-boundaries',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      if (hasUseClient(code) || clientReasons(code, path.relative(process.cwd(), id)).length) client.add(id);
      return null;
    },
    banner(chunk) {
      return chunk.facadeModuleId && client.has(chunk.facadeModuleId) ? "'use client';" : '';
    },
  };
}

export default defineConfig([
  {
    input: {
      index: 'src/index.ts',
      server: 'src/server.ts',
      tastics: 'tastics/index.ts',
      schemas: 'schemas/index.ts',
      // Server code for a Next.js site: the spec's addresses and their route handler (no React).
      next: 'src/next/index.ts',
      // The project's next.config: the shop's browser aliases for webpack and Turbopack (Node, build time).
      'next-config': 'src/next/config.ts',
      // `storefront-compile-hints`, the project's step after `next build` (Node, build time).
      'compile-hints': 'src/next/compile-hints-cli.ts',
    },
    // One file per module (dist/src/..., dist/tastics/...; the entries at the top): each client
    // module keeps its own 'use client', so a Next.js app's server components import the server-safe
    // modules and get client references for the rest, and the app's bundler splits the tastics.
    output: { dir: 'dist', format: 'esm', preserveModules: true, preserveModulesRoot: '.', entryFileNames: '[name].js', sourcemap: true },
    external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    onwarn(warning, warn) {
      // The directive is written back per module by clientBoundaries().
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
      warn(warning);
    },
    plugins: [clientBoundaries(), esbuild({ target: 'es2022', jsx: 'automatic', loaders: { '.json': 'json' } })],
  },
  {
    // The extension bundle commercetools Frontend runs: one self-contained file (every package
    // inlined, only Node's own modules imported), free of React and the DOM.
    input: 'extensions/index.ts',
    output: { file: 'dist/extensions.js', format: 'esm', sourcemap: true, inlineDynamicImports: true },
    external: (id) => nodeBuiltins.has(id),
    onwarn(warning, warn) {
      // Cycles and comment positions inside third-party packages are theirs, and harmless here.
      const inPackages = (id: string | undefined) => !!id && id.includes('node_modules');
      if (warning.code === 'CIRCULAR_DEPENDENCY' && (warning.ids ?? []).every(inPackages)) return;
      if ((warning.code === 'INVALID_ANNOTATION' || warning.code === 'THIS_IS_UNDEFINED') && inPackages(warning.id)) return;
      warn(warning);
    },
    plugins: [
      withoutEmbeddedBackend(),
      nodeResolve({ preferBuiltins: true, exportConditions: ['node', 'import', 'default'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      commonjs(),
      json(),
      esbuild({ target: 'node20', loaders: { '.json': 'json' } }),
      // Whitespace and comments out (the inlined packages' docs: 3.4 MB became 1.8 MB), names
      // kept for readable stack traces: the runtime loads a smaller file on every cold start.
      minify({ target: 'node20', minify: false, minifyWhitespace: true, minifyIdentifiers: false, minifySyntax: false, legalComments: 'none' }),
    ],
  },
]);
