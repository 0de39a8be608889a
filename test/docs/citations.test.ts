import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/host';
import { currencyOfTerritory } from '../../src/config/currencies';

/** Every document a source file cites (`storefront-browsing.md §2`, `README.md`) is in the repository. */
const SOURCE_DIRS = ['src', 'tastics', 'extensions', 'host', 'schemas', 'scripts', 'bench', 'stories', 'test'];
const SKIP = new Set(['node_modules', 'dist', '.build', '.data']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function documentsInRepo(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name === '.git') continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.md')) names.add(name);
    }
  };
  walk(REPO_ROOT);
  return names;
}

describe('citations', () => {
  it('name only documents the repository holds (the specification is in docs/spec/)', () => {
    const present = documentsInRepo();
    expect(present.has('storefront-browsing.md') && present.has('accounts-cart-services.md')).toBe(true);
    const missing: string[] = [];
    for (const file of SOURCE_DIRS.flatMap((d) => filesUnder(path.join(REPO_ROOT, d)))) {
      for (const [, doc] of readFileSync(file, 'utf8').matchAll(/(?<![\w.])([A-Za-z][\w-]{2,}\.md)\b/g)) {
        if (!present.has(doc!)) missing.push(`${path.relative(REPO_ROOT, file)}: ${doc}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('deliberate departures from the specification', () => {
  it('are recorded beside the line they depart from: CHF in Switzerland', () => {
    for (const spec of ['storefront-browsing.md', 'accounts-cart-services.md']) {
      const text = readFileSync(path.join(REPO_ROOT, 'docs/spec', spec), 'utf8');
      const line = text.split('\n').findIndex((l) => /^- Currencies/.test(l));
      expect(text.split('\n')[line + 1], spec).toMatch(/^ {2}> Decision \(.*src\/config\/currencies\.ts`\): Switzerland .* CHF/);
    }
    expect(['PL', 'CZ', 'DE', 'CH', 'US', 'GB'].map(currencyOfTerritory)).toEqual(['PLN', 'CZK', 'EUR', 'CHF', 'USD', 'USD']);
  });
});
