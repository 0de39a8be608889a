import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has
 * every function compiled eagerly while it streams in, on a background thread, instead of lazily on
 * the main thread the first time each runs (https://v8.dev/blog/explicit-compile-hints). Meant for
 * the few scripts whose code mostly runs at load; other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * What `next build` writes that this reads: the scripts every page of the app router loads first
 * (`rootMainFiles`: the bundler's runtime, React, React DOM and Next.js's router, on webpack and
 * on Turbopack alike), paths relative to the build folder.
 */
interface BuildManifest {
  rootMainFiles?: string[];
}

/** Next.js's `experimental.sri`: the integrity value of each script, by path relative to the build folder. */
const SRI_MANIFEST = path.join('server', 'subresource-integrity-manifest.json');

export interface CompileHintsResult {
  /** The scripts that got the hint now (relative to the build folder). */
  hinted: string[];
  /** The scripts that had it already (a second run changes nothing). */
  unchanged: string[];
}

/**
 * Puts V8's compile hint on the first-load scripts of a Next.js build (`.next`), after `next build`:
 * on this project's pages in a fresh browser, React DOM's and the router's code was compiled on
 * the main thread as it first ran, one task of 30-50 ms right after the first paint (Lighthouse
 * counts it four times as long). The scripts' source maps, if built, get their lines moved by the
 * one added; with `experimental.sri` the integrity values are computed again.
 */
export function addCompileHints(buildDir: string): CompileHintsResult {
  const manifestPath = path.join(buildDir, 'build-manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`next build\` first, then pass its folder (.next by default).`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const files = manifest.rootMainFiles ?? [];
  if (!files.length) throw new Error(`${manifestPath} names no rootMainFiles: this is no build of Next.js's app router.`);
  const result: CompileHintsResult = { hinted: [], unchanged: [] };
  for (const file of files) {
    const scriptPath = path.join(buildDir, file);
    const code = fs.readFileSync(scriptPath, 'utf8');
    if (code.startsWith(COMPILE_HINT)) {
      result.unchanged.push(file);
      continue;
    }
    fs.writeFileSync(scriptPath, `${COMPILE_HINT}\n${code}`);
    shiftSourceMap(`${scriptPath}.map`);
    result.hinted.push(file);
  }
  updateIntegrity(buildDir, result.hinted);
  return result;
}

/** A source map of a script that got one line more at its top: its mappings start one line later. */
function shiftSourceMap(mapPath: string): void {
  if (!fs.existsSync(mapPath)) return;
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8')) as { mappings?: string };
  if (typeof map.mappings !== 'string') return;
  fs.writeFileSync(mapPath, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
}

/** The integrity values of the changed scripts, in the algorithm each had (sha256, sha384 or sha512). */
function updateIntegrity(buildDir: string, changed: readonly string[]): void {
  const manifestPath = path.join(buildDir, SRI_MANIFEST);
  if (!changed.length || !fs.existsSync(manifestPath)) return;
  const integrity = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, string>;
  for (const file of changed) {
    const current = integrity[file];
    if (!current) continue;
    const algorithm = current.slice(0, current.indexOf('-'));
    integrity[file] = `${algorithm}-${createHash(algorithm)
      .update(fs.readFileSync(path.join(buildDir, file)))
      .digest('base64')}`;
  }
  fs.writeFileSync(manifestPath, JSON.stringify(integrity));
}
