import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const nextMajor = Number(createRequire(import.meta.url)('next/package.json').version.split('.')[0]);

/** @type {import('next').NextConfig} */
const config = {
  // This folder is the project's root, also where a parent folder holds another lockfile.
  outputFileTracingRoot: root,
  ...(nextMajor >= 16 ? { turbopack: { root } } : {}),
};

export default config;
