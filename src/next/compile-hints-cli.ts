#!/usr/bin/env node
import { addCompileHints } from './compile-hints';

/**
 * `storefront-compile-hints [build folder]`, after `next build` (the folder defaults to `.next`):
 * V8's compile hint on the scripts every page loads first (./compile-hints.ts).
 *
 *   "build": "next build && storefront-compile-hints"
 */
try {
  const { hinted, unchanged } = addCompileHints(process.argv[2] ?? '.next');
  console.log(`storefront-compile-hints: ${hinted.length} script(s) hinted${unchanged.length ? `, ${unchanged.length} had it already` : ''}`);
} catch (error) {
  console.error(`storefront-compile-hints: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
