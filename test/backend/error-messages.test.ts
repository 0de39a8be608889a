import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, hasErrorMessage } from '../../extensions/lib/error-messages';
import { REPO_ROOT } from '../support/host';

/** Every TypeScript file under a folder (default extensions/). */
function sources(dir = path.join(REPO_ROOT, 'extensions')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

describe('error texts', () => {
  it('has a text in the six languages for every error code the actions and adapters raise, and none unused', () => {
    // The actions' validation schemas (src/domain) raise shop codes too, as `params: { code }`.
    const code = [...sources(), ...sources(path.join(REPO_ROOT, 'src/domain'))].join('\n');
    const raised = new Set([
      ...[...code.matchAll(/params: \{ code: '([a-z_]+)' \}/g)].map((m) => m[1]!),
      ...[...code.matchAll(/new DomainError\(\s*'([a-z_]+)'/g)].map((m) => m[1]!),
      ...[...code.matchAll(/ActionError\.(?:badRequest|notFound|conflict)\(\s*'([a-z_]+)'/g)].map((m) => m[1]!),
      ...[...code.matchAll(/new ActionError\(\s*\d+,\s*'([a-z_]+)'/g)].map((m) => m[1]!),
      'unauthorized',
      'forbidden',
      'too_many_attempts',
    ]);
    expect([...raised].filter((c) => !hasErrorMessage(c))).toEqual([]);
    const extensionsWithoutCatalogue = code.replace(/const ERROR_MESSAGES = \{[\s\S]*?\n\} satisfies/, '');
    expect(ERROR_CODES.filter((c) => !extensionsWithoutCatalogue.includes(`'${c}'`))).toEqual([]);
  });
});
