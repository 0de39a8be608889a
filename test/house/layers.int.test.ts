import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/host';

const BIOME = path.join(REPO_ROOT, 'node_modules/@biomejs/biome/bin/biome');

/**
 * Lints one import as if it were written in `file`: the file is created in a scratch copy of the tree
 * with the repository's biome.jsonc, so the real tree is never touched. Answers the diagnostics of
 * the restricted-import rule.
 */
function restrictedImports(file: string, source: string): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  try {
    fs.copyFileSync(path.join(REPO_ROOT, 'biome.jsonc'), path.join(root, 'biome.jsonc'));
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
    let output = '';
    try {
      output = execFileSync(process.execPath, [BIOME, 'lint', '--vcs-enabled=false', '--reporter=json', file], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? '';
    }
    const report = JSON.parse(output.slice(output.indexOf('{'))) as { diagnostics: { category: string }[] };
    return report.diagnostics.map((d) => d.category).filter((c) => c === 'lint/style/noRestrictedImports');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe('the layers of the house are enforced by the linter (CONTRIBUTING.md)', () => {
  it.each([
    ['a tastic imports another tastic folder', 'tastics/navigation/header/index.tsx', "import { SearchBox } from '../../listing/search-box';"],
    ['a tastic imports a sibling tastic', 'tastics/product/kit/index.tsx', "import { payloadOf } from '../detail';"],
    ['src imports a tastic', 'src/organisms/cart/CartIcon.tsx', "import Basket from '../../../tastics/cart/basket';"],
    ['a ui primitive imports an organism', 'src/ui/Button.tsx', "import { CartIcon } from '../organisms/cart/CartIcon';"],
    ['a connector imports the page shell', 'src/hooks/useCart.ts', "import { App } from '../page/App';"],
    ['a domain rule imports React', 'src/domain/cart-rules.ts', "import { useState } from 'react';"],
    ['an action imports React', 'extensions/actions/cart.ts', "import { createElement } from 'react';"],
    ['an action imports a UI module', 'extensions/actions/cart.ts', "import { Button } from '../../src/ui/Button';"],
    ['the host reaches into an adapter', 'host/server.ts', "import { openDatabase } from '../extensions/adapters/embedded/db';"],
    ['an endpoint function imports an action', 'src/api/cart.ts', "import { add } from '../../extensions/actions/cart';"],
  ])('refuses: %s', (_rule, file, source) => {
    expect(restrictedImports(file, `${source}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['a tastic imports src', 'tastics/navigation/header/index.tsx', "import { SearchBox } from '../../../src/organisms/listing/SearchBox';"],
    ['a tastic imports its own folder', 'tastics/navigation/header/index.tsx', "import { Flyout } from './Flyout';"],
    ['a connector reads the shop context', 'src/hooks/useCart.ts', "import { useShopContext } from '../page/ShopContext';"],
    ['an action imports a domain schema', 'extensions/actions/cart.ts', "import { cartSchema } from '../../src/domain/cart';"],
    ['an endpoint function takes its types from the action contract', 'src/api/cart.ts', "import type { AnswerAt } from '../../extensions/api-contract';"],
    ['the host uses the composition root', 'host/server.ts', "import { shopFor } from '../extensions/composition-root';"],
  ])('allows: %s', (_rule, file, source) => {
    expect(restrictedImports(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});
