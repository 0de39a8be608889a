import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../src/next/compile-hints';

/**
 * addCompileHints (`storefront-compile-hints` after `next build`): V8's compile hint on the app
 * router's first-load scripts, once, with their source maps and integrity values kept true. The
 * example's builds show it served (test/e2e/frontend-next.e2e.ts).
 */
const builds: string[] = [];
afterAll(() => {
  for (const dir of builds) fs.rmSync(dir, { recursive: true, force: true });
});

const sha = (algorithm: string, text: string) => `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;

/** A build folder as `next build` leaves it: a manifest naming two first-load scripts, a later chunk, a source map. */
function buildFolder(options: { sri?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  builds.push(dir);
  const chunks = path.join(dir, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'] }));
  fs.writeFileSync(path.join(chunks, 'react-dom.js'), 'function a(){return 1}\n//# sourceMappingURL=react-dom.js.map');
  fs.writeFileSync(path.join(chunks, 'react-dom.js.map'), JSON.stringify({ version: 3, sources: ['a.js'], names: [], mappings: 'AAAA' }));
  fs.writeFileSync(path.join(chunks, 'runtime.js'), '(()=>{})()');
  fs.writeFileSync(path.join(chunks, 'page.js'), 'later()');
  if (options.sri) {
    fs.mkdirSync(path.join(dir, 'server'));
    const integrity = { 'static/chunks/react-dom.js': sha('sha384', 'old'), 'static/chunks/page.js': sha('sha256', 'later()') };
    fs.writeFileSync(path.join(dir, 'server', 'subresource-integrity-manifest.json'), JSON.stringify(integrity));
  }
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('addCompileHints', () => {
  it('puts the hint as the first line of each first-load script and leaves the rest of the build alone', () => {
    const dir = buildFolder();
    expect(addCompileHints(dir)).toEqual({ hinted: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'], unchanged: [] });
    expect(read(dir, 'static/chunks/react-dom.js')).toBe(`${COMPILE_HINT}\nfunction a(){return 1}\n//# sourceMappingURL=react-dom.js.map`);
    expect(read(dir, 'static/chunks/runtime.js')).toBe(`${COMPILE_HINT}\n(()=>{})()`);
    expect(read(dir, 'static/chunks/page.js')).toBe('later()');
  });

  it('moves the source map one line down, so it still points into the same code', () => {
    const dir = buildFolder();
    addCompileHints(dir);
    expect(JSON.parse(read(dir, 'static/chunks/react-dom.js.map'))).toMatchObject({ mappings: ';AAAA', sources: ['a.js'] });
  });

  it('changes nothing when run again (a build step may run twice)', () => {
    const dir = buildFolder();
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual({ hinted: [], unchanged: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'] });
    expect(read(dir, 'static/chunks/react-dom.js').split(COMPILE_HINT)).toHaveLength(2);
    expect(JSON.parse(read(dir, 'static/chunks/react-dom.js.map')).mappings).toBe(';AAAA');
  });

  it("computes the integrity value again of a changed script (Next.js's experimental.sri), in its own algorithm", () => {
    const dir = buildFolder({ sri: true });
    addCompileHints(dir);
    const integrity = JSON.parse(read(dir, 'server/subresource-integrity-manifest.json')) as Record<string, string>;
    expect(integrity['static/chunks/react-dom.js']).toBe(sha('sha384', read(dir, 'static/chunks/react-dom.js')));
    expect(integrity['static/chunks/page.js']).toBe(sha('sha256', 'later()'));
  });

  it('says what is wrong with a folder that is no build of the app router', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    builds.push(empty);
    expect(() => addCompileHints(empty)).toThrow(/build-manifest\.json is missing: run `next build` first/);
    fs.writeFileSync(path.join(empty, 'build-manifest.json'), JSON.stringify({ pages: { '/_app': [] } }));
    expect(() => addCompileHints(empty)).toThrow(/names no rootMainFiles/);
  });
});
