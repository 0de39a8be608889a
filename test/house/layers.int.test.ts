import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { importGraph, packageOf, REPO_ROOT, sourceFiles } from './import-graph';

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
    ['the ground imports the page shell', 'src/shop/ShopContext.tsx', "import { App } from '../page/App';"],
    ['tracking imports a connector', 'src/tracking/page-view.ts', "import { useAccount } from '../hooks/useAccount';"],
    ['a domain rule imports navigation', 'src/domain/product-box-rules.ts', "import { nodeHref } from '../navigation/menu';"],
    ['a domain rule imports the ground', 'src/domain/cart-rules.ts', "import type { Page } from '../shop/page-model';"],
    ['an organism imports the page shell', 'src/organisms/cart/CartIcon.tsx', "import { ShopOverlays } from '../../page/ShopOverlays';"],
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
    ['a connector reads the shop context', 'src/hooks/useCart.ts', "import { useShopContext } from '../shop/ShopContext';"],
    ['a ui primitive reads the shop context', 'src/ui/Button.tsx', "import { useShopContext } from '../shop/ShopContext';"],
    ['an organism reads the props of a tastic', 'src/organisms/cart/CartIcon.tsx', "import type { TasticProps } from '../../shop/registry';"],
    ['the shell tracks page views with a connector', 'src/page/PageViewTracker.tsx', "import { usePageViewTracking } from '../hooks/usePageViewTracking';"],
    ['a domain rule builds a product address', 'src/domain/product-box-rules.ts', "import { productUrl } from './routes';"],
    ['an action imports a domain schema', 'extensions/actions/cart.ts', "import { cartSchema } from '../../src/domain/cart';"],
    ['an endpoint function takes its types from the action contract', 'src/api/cart.ts', "import type { ActionAnswer } from '../../extensions/api-contract';"],
    ['the host uses the composition root', 'host/server.ts', "import { shopFor } from '../extensions/composition-root';"],
  ])('allows: %s', (_rule, file, source) => {
    expect(restrictedImports(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});

describe('the import graph (test/house/import-graph.test.ts checks it against the floors)', () => {
  const graph = importGraph(['src', 'extensions']);

  it('reads every import the bundler sees', async () => {
    const files = sourceFiles(['src', 'extensions']);
    const { metafile } = await build({
      absWorkingDir: REPO_ROOT,
      entryPoints: files,
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      metafile: true,
      packages: 'external',
      outdir: path.join(os.tmpdir(), 'import-graph'),
      logLevel: 'silent',
      loader: { '.css': 'empty', '.svg': 'text', '.png': 'file', '.woff2': 'file' },
    });
    const read = new Set(graph.map((edge) => `${edge.from} -> ${edge.to}`));
    const missed: string[] = [];
    for (const [file, input] of Object.entries(metafile.inputs)) {
      if (!files.includes(file)) continue;
      for (const imported of input.imports) {
        if (imported.original === undefined) continue; // the JSX runtime, added by the compiler
        const to = imported.external ? packageOf(imported.path) : imported.path;
        if (!read.has(`${file} -> ${to}`)) missed.push(`${file} -> ${to}`);
      }
    }
    expect(missed).toEqual([]);
    expect(graph.length).toBeGreaterThan(1000);
  });
});
