import { describe, expect, it } from 'vitest';
import { against, PENDING_ARROWS, roomOf } from './floors';
import { cycles, importGraph, importsOf, sourceFiles, type ImportEdge, type ImportKind } from './import-graph';

const graph = importGraph(['src', 'extensions']);
const pending = new Set(PENDING_ARROWS.map(([from, to]) => `${from} -> ${to}`));

describe('the import graph of src/ and extensions/ (CONTRIBUTING.md "The house", floors in test/house/floors.ts)', () => {
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
    [
      'the action kit imports the composition root (its context comes from the request context)',
      arrow('extensions/lib/action.ts', 'extensions/composition-root.ts'),
    ],
    ['a data source imports the composition root', arrow('extensions/data-sources/product-list.ts', 'extensions/composition-root.ts')],
    ['the dynamic page handler imports the composition root', arrow('extensions/product/page-handler.ts', 'extensions/composition-root.ts')],
    ['an action imports the request context builder', arrow('extensions/actions/cart.ts', 'extensions/request-context.ts')],
    ['the composition root imports the request context builder', arrow('extensions/composition-root.ts', 'extensions/request-context.ts')],
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
    ['the request context is built from the composition root', arrow('extensions/request-context.ts', 'extensions/composition-root.ts')],
    ['the data sources get their context from the request context', arrow('extensions/data-sources.ts', 'extensions/request-context.ts')],
    ['the action kit reads the type of the request context', arrow('extensions/lib/action.ts', 'extensions/lib/request-context.ts', 'type')],
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
