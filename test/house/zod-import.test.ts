import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The modules of a folder, recursively. */
const modules = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? modules(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("the SDK's modules import zod through src/config/zod.ts", () => {
  it('no module of src/ or tastics/ imports zod itself (zod/mini compiles nothing and may be imported; types may be imported)', () => {
    const own = path.join('src', 'config', 'zod.ts');
    const direct = [...modules('src'), ...modules('tastics')]
      .filter((file) => file !== own)
      .filter((file) => /^import(?!\s+type\b)[^;]*from\s+'zod(?:\/v4)?(?:\/classic)?'/m.test(fs.readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
