import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { against, PENDING_ARROWS, roomOf } from './floors';
import { cycles, importGraph, importsOf, packageOf, REPO_ROOT, sourceFiles, type ImportEdge, type ImportKind } from './import-graph';

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
    ['an endpoint function takes its types from the action contract', 'src/api/cart.ts', "import type { AnswerAt } from '../../extensions/api-contract';"],
    ['the host uses the composition root', 'host/server.ts', "import { shopFor } from '../extensions/composition-root';"],
  ])('allows: %s', (_rule, file, source) => {
    expect(restrictedImports(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});

const graph = importGraph(['src', 'extensions']);
const pending = new Set(PENDING_ARROWS.map(([from, to]) => `${from} -> ${to}`));

describe('the import graph of src/ and extensions/ (CONTRIBUTING.md "The house", floors in test/house/floors.ts)', () => {
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

  it('has no arrow against the floors', () => {
    const wrong = graph
      .filter((edge) => !pending.has(`${edge.from} -> ${edge.to}`))
      .flatMap((edge) => {
        const why = against(edge);
        return why ? [`${edge.from} -> ${edge.to}: ${why}`] : [];
      });
    expect(wrong).toEqual([]);
  });

  it('still has each arrow listed as pending (remove a line once its arrow is gone)', () => {
    const present = new Set(graph.map((edge) => `${edge.from} -> ${edge.to}`));
    expect([...pending].filter((arrow) => !present.has(arrow))).toEqual([]);
    for (const [from, to] of PENDING_ARROWS) expect(against({ from, to, kind: 'value', external: false })).not.toBeNull();
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('puts every file of src/ and extensions/ in a room', () => {
    for (const file of sourceFiles(['src', 'extensions'])) expect(roomOf(file)).not.toBeNull();
  });

  const arrow = (from: string, to: string, kind: ImportKind = 'value') => ({ from, to, kind, external: !to.includes('/') || to.startsWith('@') });

  it.each([
    ['the ground (shop context, page model) imports the page shell', arrow('src/shop/ShopContext.tsx', 'src/page/App.tsx')],
    ['a connector imports the page shell', arrow('src/hooks/useCart.ts', 'src/page/PageView.tsx')],
    ['a ui primitive imports the page shell', arrow('src/ui/Modal.tsx', 'src/page/ShopOverlays.tsx')],
    ['an organism imports the page shell', arrow('src/organisms/cart/CartIcon.tsx', 'src/page/App.tsx')],
    ['tracking imports a connector (the page-view tracker lives in the shell)', arrow('src/tracking/page-view.ts', 'src/hooks/useAccount.ts')],
    ['a domain rule imports navigation', arrow('src/domain/product-box-rules.ts', 'src/navigation/menu.ts')],
    ['a domain rule imports React', arrow('src/domain/cart-rules.ts', 'react')],
    ['a domain rule imports the ground', arrow('src/domain/cart-rules.ts', 'src/shop/page-model.ts', 'type')],
    ['config imports a domain rule', arrow('src/config/constants.ts', 'src/domain/cart-rules.ts')],
    ['the ground imports a connector', arrow('src/shop/ShopContext.tsx', 'src/hooks/useCart.ts')],
    ['state imports an endpoint function (neighbours on one floor)', arrow('src/state/cart.ts', 'src/api/cart.ts')],
    ['src imports an action', arrow('src/api/cart.ts', 'extensions/actions/cart.ts', 'type')],
    ['src imports the action contract at run time', arrow('src/api/request.ts', 'extensions/api-contract.ts')],
    ['src imports a tastic', arrow('src/organisms/cart/CartIcon.tsx', 'tastics/cart/basket/index.tsx')],
    ['an action imports the composition root (item 3 of issue 36)', arrow('extensions/lib/action.ts', 'extensions/composition-root.ts')],
    ['a data source imports the composition root', arrow('extensions/data-sources/product-list.ts', 'extensions/composition-root.ts')],
    ['the dynamic page handler imports the composition root', arrow('extensions/product/page-handler.ts', 'extensions/composition-root.ts')],
    ['demo data imports an adapter', arrow('extensions/demo-data/products.ts', 'extensions/adapters/embedded/seed/index.ts')],
    ['a port imports an adapter', arrow('extensions/services/carts.ts', 'extensions/adapters/shared/cart-rules.ts')],
    ['an adapter imports the action kit', arrow('extensions/adapters/embedded/carts.ts', 'extensions/lib/action.ts')],
    ['an extension imports React', arrow('extensions/actions/cart.ts', 'react')],
    ['an extension imports a connector', arrow('extensions/actions/cart.ts', 'src/hooks/useCart.ts')],
    ['an extension imports the ground (React context)', arrow('extensions/actions/cart.ts', 'src/shop/ShopContext.tsx')],
    ['an extension calls an endpoint function', arrow('extensions/product/page-handler.ts', 'src/api/products.ts')],
    ['an extension imports the host', arrow('extensions/actions/cart.ts', 'host/server.ts')],
  ])('refuses: %s', (_rule, edge) => {
    expect(against(edge)).not.toBeNull();
  });

  it.each([
    ['a connector reads the shop context', arrow('src/hooks/useCart.ts', 'src/shop/ShopContext.tsx')],
    ['tracking reads the page model', arrow('src/tracking/page-view.ts', 'src/shop/page-model.ts', 'type')],
    ['the shell tracks page views with a connector', arrow('src/page/PageViewTracker.tsx', 'src/hooks/usePageViewTracking.ts')],
    ['a domain rule builds a product address', arrow('src/domain/product-box-rules.ts', 'src/domain/routes.ts')],
    ['an endpoint function reads the route table types', arrow('src/api/cart.ts', 'extensions/api-contract.ts', 'type')],
    ['an action validates with a domain schema', arrow('extensions/actions/cart.ts', 'src/domain/cart.ts')],
    ['the dynamic page handler reads the product page payload type', arrow('extensions/product/page-handler.ts', 'src/api/products.ts', 'type')],
    ['an adapter implements a port', arrow('extensions/adapters/embedded/carts.ts', 'extensions/services/carts.ts', 'type')],
    ['an adapter seeds from the demo data', arrow('extensions/adapters/embedded/seed/index.ts', 'extensions/demo-data/products.ts')],
    ['the entry registers the actions', arrow('extensions/index.ts', 'extensions/actions/index.ts')],
  ])('allows: %s', (_rule, edge) => {
    expect(against(edge)).toBeNull();
  });
});

describe('reading imports', () => {
  it('finds static, type-only, side-effect and dynamic imports, and none in comments or strings', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { e, type E } from './e';",
      "export { f } from './f';",
      "import './styles.css';",
      "const lazy = () => import('./g');",
      "// import { h } from './h';",
      "/* import('./i') */",
      "const text = 'no import here' + /['\"]/.source;",
      ['const j = `$', '{\'import("./not")\'}`;'].join(''),
      "import {\n  k,\n  l,\n} from './k';",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: './a', kind: 'value' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './e', kind: 'value' },
      { specifier: './f', kind: 'value' },
      { specifier: './k', kind: 'value' },
      { specifier: './styles.css', kind: 'value' },
      { specifier: './g', kind: 'dynamic' },
    ]);
  });

  it('finds a cycle of two files and a longer one, not a chain', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to, kind: 'value', external: false });
    expect(cycles([edge('a', 'b'), edge('b', 'a'), edge('b', 'c')])).toEqual([['a', 'b']]);
    expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a')])).toEqual([['a', 'b', 'c']]);
    expect(cycles([edge('a', 'b'), edge('b', 'c')])).toEqual([]);
  });
});
