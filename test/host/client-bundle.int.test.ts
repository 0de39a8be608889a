import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, CLIENT_HYDRATE } from '../../host/client-bundle';
import { buildClientAssets, type ClientAssets } from '../../host/assets';
import { SHELL_TASTICS } from '../../host/client/shell-tastics';
import { tasticLoaders } from '../../tastics';
import { tasticModulePath, tasticTypesOf } from '../../src/page/page-tastics';
import type { PageData } from '../../src/shop/page-model';
import { REPO_ROOT } from '../support/host';

function served(assets: ClientAssets, file: string): string {
  let body = '';
  const res = { writeHead: () => res, end: (b?: Buffer) => ((body = b?.toString() ?? ''), res) } as never;
  assets.serve({ headers: {}, method: 'GET' } as never, res, new URL(`http://x${file}`));
  return body;
}

const typesOf = (file: string) => tasticTypesOf(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as PageData);

describe('browser bundle, production', () => {
  let bundle: Awaited<ReturnType<typeof buildBundle>>;
  beforeAll(async () => {
    bundle = await buildBundle(REPO_ROOT, false);
  }, 60_000);

  it('puts the hydration and the header into one shell chunk, and React into one of its own that the shell imports', () => {
    const shell = bundle.scriptOfModule.get(CLIENT_HYDRATE);
    expect(shell).toMatch(/^\/assets\/chunks\/shell-[\w-]+\.js$/);
    expect(bundle.scriptOfModule.get(tasticModulePath('hirmer/navigation/header'))).toBe(shell);
    expect(bundle.scriptOfModule.get('src/page/PageView.tsx')).toBe(shell);
    // React is evaluated in a task before the app's modules (entry.tsx): two shorter tasks, not one long one.
    const react = bundle.scriptOfModule.get('node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(react).toMatch(/^\/assets\/chunks\/react-[\w-]+\.js$/);
    for (const module of ['node_modules/react/cjs/react.production.js', 'node_modules/scheduler/cjs/scheduler.production.js']) {
      expect(bundle.scriptOfModule.get(module)).toBe(react);
    }
    expect(bundle.imports.get(shell!)).toContain(react);
  });

  it('keeps a tastic that only some pages show out of the shell, and the entry small', () => {
    const shell = bundle.scriptOfModule.get(CLIENT_HYDRATE);
    expect(bundle.scriptOfModule.get(tasticModulePath('hirmer/product/detail'))).not.toBe(shell);
    expect(bundle.scriptOfModule.get(tasticModulePath('hirmer/account/page'))).not.toBe(shell);
    // The entry waits for the first paint; React comes after it.
    expect(bundle.files.get(bundle.script)!.body.length).toBeLessThan(4_000);
  });

  it('makes every tastic an entry script of its own, and keeps the addresses of the tastic scripts out of the shell', () => {
    const shell = bundle.files.get(bundle.scriptOfModule.get(CLIENT_HYDRATE)!)!.body.toString();
    for (const type of Object.keys(tasticLoaders)) {
      const entry = bundle.entryOfModule.get(tasticModulePath(type));
      expect(entry, type).toMatch(/^\/assets\/chunks\/[\w-]+\.js$/);
      expect(bundle.files.has(entry!), type).toBe(true);
    }
    // The page names the scripts of its own tastics (render.tsx); no page carries all 90 names.
    expect(shell).not.toContain('hirmer/content/spacer');
    expect(shell).not.toContain(bundle.entryOfModule.get(tasticModulePath('hirmer/content/spacer'))!.split('/').pop());
  });

  it('minifies, hashes the names and builds the stylesheet beside the scripts', () => {
    expect(bundle.script).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    expect(bundle.stylesheet).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    const css = bundle.files.get(bundle.stylesheet)!.body.toString();
    expect(css).toContain('.product-box');
    expect(css).not.toContain('@import');
    const shell = bundle.files.get(bundle.scriptOfModule.get(CLIENT_HYDRATE)!)!.body.toString();
    expect(shell.length / shell.split('\n').length).toBeGreaterThan(2_000); // minified: long lines
    expect(shell).not.toContain('process.env.NODE_ENV');
  });

  it('loads a listing from a few files: the shell, the entry and the chunks of its other tastics', async () => {
    const assets = await buildClientAssets({ root: REPO_ROOT, development: false });
    try {
      const files = [...assets.scripts, ...assets.pageModules(typesOf('site/pages/node-bekleidung.json').map(tasticModulePath))];
      expect(files.filter((f) => f.includes('/chunks/shell-'))).toHaveLength(1);
      // The product box comes with its helpers in one file (the browse kit), not a file per helper; its
      // image carousel (the carousel kit) comes when the shopper reaches for a box. The form kit, which
      // only the footer's newsletter form uses (loaded later), stays away at load.
      expect(files.filter((f) => f.includes('/chunks/browse-'))).toHaveLength(1);
      expect(
        files.filter((f) => /\/chunks\/(?:ProductBox|Slider|useBreakpoint|useFormatters|size-order|routes|product-media|reduced-motion)-/.test(f)),
      ).toEqual([]);
      const atLoad = assets.pageModules(
        typesOf('site/pages/node-bekleidung.json')
          .filter((type) => type !== 'hirmer/content/footer')
          .map(tasticModulePath),
      );
      expect(atLoad.filter((f) => f.includes('/chunks/form-kit-'))).toEqual([]);
      // The listing's view, its state and its inserts in one file (the listing kit); a filter's values come when the shopper reaches for them.
      expect(atLoad.filter((f) => f.includes('/chunks/listing-'))).toHaveLength(1);
      expect(atLoad.filter((f) => /\/chunks\/(?:ListingView|useProductList|Breaker|TeaserBox|FilterValues)-/.test(f))).toEqual([]);
      // What the listing kit shares with other tastics (the modal, buttons, links) stays out of it: a
      // page without a listing loads neither its kit nor the product box's.
      const contact = assets.pageModules(typesOf('site/pages/service-kontakt.json').map(tasticModulePath));
      expect(contact.filter((f) => /\/chunks\/(?:listing|browse)-/.test(f))).toEqual([]);
      // 74 files with one chunk per set of importing tastics (esbuild's splitting), 21 in the fifth
      // run, and 16 with the kits (the footer's files included).
      expect(files.length).toBeLessThan(20);
    } finally {
      await assets.close();
    }
  }, 60_000);

  it("keeps the listing's scripts at load within the 110 KB budget as a browser receives them (brotli, with the response headers)", () => {
    // The entry, what it imports (React's client and the hydration, dynamically), and the static
    // imports of those and of the listing's tastics shown at load (the footer's code waits for the
    // shopper's first move).
    const dynamicImports = (code: string) =>
      [...code.matchAll(/import\(\s*[`'"]([^`'"]+\.js)[`'"]\s*\)/g)].map((m) => new URL(m[1]!, `http://x${bundle.script}`).pathname);
    const roots = [
      bundle.script,
      ...dynamicImports(bundle.files.get(bundle.script)!.body.toString()),
      ...typesOf('site/pages/node-bekleidung.json')
        .filter((type) => type !== 'hirmer/content/footer' && !Object.hasOwn(SHELL_TASTICS, type))
        .flatMap((type) => bundle.entryOfModule.get(tasticModulePath(type)) ?? []),
    ];
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const next of bundle.imports.get(file) ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    expect(files.has(bundle.scriptOfModule.get(CLIENT_HYDRATE)!)).toBe(true);
    const brotli = (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const bodies = [...files].reduce((sum, file) => sum + brotli(bundle.files.get(file)!.body), 0);
    // About 0.36 KB of response headers per file, as the host sends them over HTTP/1.1 (Lighthouse counts them).
    const received = bodies + files.size * 370;
    expect(received / 1024).toBeLessThanOrEqual(110);
  });
});

describe('compressed assets, production', () => {
  it('answers at once with a quick brotli, and with the best level once the background compression is done', async () => {
    const assets = await buildClientAssets({ root: REPO_ROOT, development: false });
    try {
      const shell = assets.pageModules([]).find((file) => file.includes('/chunks/shell-'))!;
      const fetchBrotli = () => {
        let body: Buffer = Buffer.alloc(0);
        let headers: Record<string, unknown> = {};
        const res = {
          writeHead: (_status: number, h: Record<string, unknown>) => ((headers = h), res),
          end: (b?: Buffer) => ((body = b ?? Buffer.alloc(0)), res),
        } as never;
        assets.serve({ headers: { 'accept-encoding': 'gzip, deflate, br' }, method: 'GET' } as never, res, new URL(`http://x${shell}`));
        expect(headers['content-encoding']).toBe('br');
        expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
        return body;
      };
      const plain = served(assets, shell);
      const quick = fetchBrotli();
      expect(zlib.brotliDecompressSync(quick).toString()).toBe(plain);
      await assets.precompressed();
      const best = fetchBrotli();
      expect(zlib.brotliDecompressSync(best).toString()).toBe(plain);
      expect(best.length).toBeLessThan(quick.length);
    } finally {
      await assets.close();
    }
  }, 60_000);
});

describe('browser bundle, development with watch (npm run dev)', () => {
  const stylesheet = path.join(REPO_ROOT, 'src/ui/styles/base.css');
  let original: string;
  beforeAll(() => {
    original = fs.readFileSync(stylesheet, 'utf8');
  });
  afterAll(() => {
    fs.writeFileSync(stylesheet, original);
  });

  it('rebuilds when a stylesheet changes and serves the new build', async () => {
    let rebuilt!: () => void;
    const rebuild = new Promise<void>((resolve) => {
      rebuilt = resolve;
    });
    const assets = await buildClientAssets({ root: REPO_ROOT, development: true, watch: true, onRebuild: () => rebuilt() });
    try {
      // Unminified, with a source map, in development.
      const entry = served(assets, assets.scripts[0]!);
      expect(entry).toMatch(/\/\/# sourceMappingURL=app-[\w-]+\.js\.map\n$/);
      expect(served(assets, `${assets.scripts[0]}.map`)).toContain('"mappings"');
      const before = assets.styles[0];
      // The watcher starts with a build of its own; a change after it is a rebuild.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      fs.writeFileSync(stylesheet, `${original}\n.watch-test-marker { color: red; }\n`);
      await rebuild;
      expect(assets.styles[0]).not.toBe(before);
      expect(served(assets, assets.styles[0]!)).toContain('.watch-test-marker');
    } finally {
      fs.writeFileSync(stylesheet, original);
      await assets.close();
    }
  }, 60_000);
});
