import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withStorefront } from '@hirmer/storefront-sdk/next-config';

const root = path.dirname(fileURLToPath(import.meta.url));
const nextMajor = Number(createRequire(import.meta.url)('next/package.json').version.split('.')[0]);

/**
 * The shop's browser aliases (withStorefront): the browser formats the messages the server parsed,
 * without formatjs' ICU parser, on webpack (Next 15) and Turbopack (Next 16).
 * @type {import('next').NextConfig}
 */
const config = withStorefront({
  // This folder is the project's root, also where a parent folder holds another lockfile.
  outputFileTracingRoot: root,
  ...(nextMajor >= 16 ? { turbopack: { root } } : {}),
});

export default config;
