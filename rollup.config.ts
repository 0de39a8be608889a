import { defineConfig } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/**
 * Library build of the SDK into dist/ (ESM; .d.ts come from `tsc -p tsconfig.build.json`):
 * the SDK core, the tastic registry, the extension registry and the schemas. Dependencies stay
 * external: the commercetools Frontend build bundles them once.
 */
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
  ...builtinModules,
  ...builtinModules.map((m) => `node:${m}`),
];

export default defineConfig({
  input: {
    index: 'src/index.ts',
    tastics: 'tastics/index.ts',
    extensions: 'extensions/index.ts',
    schemas: 'schemas/index.ts',
  },
  output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true },
  external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
  plugins: [esbuild({ target: 'es2022', jsx: 'automatic', loaders: { '.json': 'json' } })],
});
