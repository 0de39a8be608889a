import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rolldown, watch, type OutputAsset, type OutputChunk, type Plugin, type InputOptions, type OutputOptions } from 'rolldown';
import { tasticModulePath } from '../src/page/page-tastics';
import { tasticLoaders } from '../tastics';
import { SHELL_TASTICS } from './client/shell-tastics';
import { bundleStyles, RESET_ENTRY, STYLES_ENTRY } from '../scripts/build-styles';

/**
 * Builds the browser bundle: the scripts with rolldown (hashed names, code splitting), the
 * stylesheet with lightningcss (scripts/build-styles.ts). Both minified outside development.
 *
 * The chunks are cut for few requests at load. Whatever every page loads goes into one chunk, the
 * shell: the hydration with everything it imports (React, the page view, the shop's state) and the
 * tastics of every page's head (the header). Left to automatic splitting, those modules fell into
 * some 35 small chunks, one per set of tastics importing them, and a listing loaded 74 files: a
 * request, a compile and a task each, and about 16 KB gzip more than the same code in fewer files.
 * The same holds for the kits below (KITS). Modules that at least COMMON_SHARE_COUNT tastics import
 * go into one common chunk, the form kit's into one of their own. The rest stays with the tastics
 * that use it.
 */

export const CLIENT_ENTRY = 'host/client/entry.tsx';
/** What the entry imports after the first paint: its modules load with every page. */
export const CLIENT_HYDRATE = 'host/client/hydrate.tsx';
const STYLESHEET = STYLES_ENTRY;
/**
 * The kits, a chunk each, in order: the shell, then the product box and the carousel with their
 * helpers, which the browsing pages share (listing, search, product page, wishlist,
 * recommendations); then the listing's view with its state and inserts, without what it shares
 * with other tastics (`own`). Cut by feature instead of by which tastics import them, which made a
 * file of each small helper: a listing loaded eight files for the product box alone, about 4 KB of
 * it headers and imports.
 */
const KITS: readonly { name: string; roots: readonly string[]; own?: boolean; later?: readonly string[] }[] = [
  { name: 'shell', roots: [CLIENT_HYDRATE, ...Object.keys(SHELL_TASTICS).map(tasticModulePath)] },
  // The filters a listing remembers are converted by an add to basket (src/hooks/useAddToBasket.ts): both are browsing.
  { name: 'browse', roots: ['src/ui/product-box/ProductBox.tsx', 'src/tracking/filter-tracking.ts'] },
  // The carousel with its helpers: the product page's gallery and the sliders load it at once, a
  // product box when the shopper reaches for it (ProductBox.tsx).
  { name: 'carousel', roots: ['src/ui/Slider.tsx'] },
  {
    name: 'listing',
    // The breakers and teaser boxes load only for a list that has them (ListInserts.tsx).
    roots: ['src/organisms/listing/ListingView.tsx', 'src/hooks/useProductList.ts'],
    own: true,
    later: ['src/organisms/listing/FilterValues.tsx'],
  },
];
/** The form kit (fields, their messages): shared by many tastics, kept out of the common chunk that pages without a form load. */
const FORM_KIT_MODULES = /[\\/]src[\\/](?:ui[\\/]form[\\/]|i18n[\\/]field-messages)/;
/**
 * The form libraries (zod, react-hook-form): a chunk of their own, loaded with the forms that use
 * them. Neither they nor a module that imports them go into the common chunk, which pages without a
 * form load: shared by enough chunks (the account views, the forms' checks), they would.
 */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform)[\\/]/;
/** React's modules: a chunk of their own, evaluated in a task before the app's (entry.tsx). */
const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/** How many tastics must import a module for it to go to the common chunk. */
const COMMON_SHARE_COUNT = 16;

export interface BundleFile {
  body: Buffer;
  type: string;
}

export interface Bundle {
  /** Asset path (`/assets/...`) of each output file. */
  files: Map<string, BundleFile>;
  /** The entry script the page loads, and the stylesheet. */
  script: string;
  stylesheet: string;
  /** Asset path of each script's static imports. */
  imports: Map<string, string[]>;
  /** Asset path of the script holding each source module (path relative to the root). */
  scriptOfModule: Map<string, string>;
  /** Asset path of each tastic's entry script, by the tastic's module (path relative to the root). */
  entryOfModule: Map<string, string>;
}

const JS_TYPE = 'text/javascript; charset=utf-8';

/**
 * Every tastic is an entry of its own: the page names the scripts of its tastics (tasticScripts,
 * host/render.tsx), and the browser imports them from there. So no page carries a registry of all
 * 90 tastics' chunk names in its shell (about 1.3 KB compressed).
 */
const APP_ENTRY = 'app';
function tasticEntries(): Record<string, string> {
  const types = Object.keys(tasticLoaders);
  const names = types.map((type) => type.split('/').pop()!);
  return Object.fromEntries(
    types.map((type, i) => {
      const name = names.indexOf(names[i]!) === names.lastIndexOf(names[i]!) ? names[i]! : type.split('/').slice(1).join('-');
      return [name, tasticModulePath(type)];
    }),
  );
}

/**
 * Marks each kit's modules once the module graph is known: the static closure of its roots, less
 * what an earlier kit holds. An `own` kit keeps only the modules that nothing outside it imports,
 * counting its parts loaded later (`later`) as inside: what it shares with other tastics stays in
 * the common chunks, what it shares with its later parts stays in it.
 */
function kitsPlugin(root: string, kits: Map<string, Set<string>>, formBound: Set<string>): Plugin {
  return {
    name: 'storefront-kits',
    buildEnd() {
      // The modules that load a form library with them (statically): never in the common chunk.
      const reaches = new Map<string, boolean>();
      const reachesForms = (id: string): boolean => {
        const known = reaches.get(id);
        if (known !== undefined) return known;
        reaches.set(id, false);
        const found = FORM_LIBRARIES.test(id) || (this.getModuleInfo(id)?.importedIds ?? []).some(reachesForms);
        reaches.set(id, found);
        return found;
      };
      for (const id of this.getModuleIds()) if (reachesForms(id)) formBound.add(id);
      const taken = new Set<string>();
      const closure = (files: readonly string[]) => {
        const modules = new Set<string>();
        const visit = (id: string) => {
          if (modules.has(id) || taken.has(id)) return;
          modules.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const file of files) visit(path.resolve(root, file));
        return modules;
      };
      for (const kit of KITS) {
        const modules = closure(kit.roots);
        if (kit.own) {
          const inside = new Set([...modules, ...closure(kit.later ?? [])]);
          const roots = new Set(kit.roots.map((file) => path.resolve(root, file)));
          for (const id of modules) {
            const info = this.getModuleInfo(id);
            const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
            if (!roots.has(id) && importers.some((importer) => !inside.has(importer))) modules.delete(id);
          }
        }
        for (const id of modules) taken.add(id);
        if (process.env.DEBUGKIT)
          console.log(
            kit.name,
            [...modules].map((id) => path.relative(root, id)),
          );
        kits.set(kit.name, modules);
      }
    },
  };
}

/**
 * The stylesheet is built on its own (lightningcss): its import in the entry is an empty module here,
 * which watches the stylesheet's files so that a change to them rebuilds in development.
 */
function stylesheetImport(root: string): Plugin {
  return {
    name: 'storefront-stylesheet-import',
    resolveId(source) {
      return source.endsWith('.css') ? '\0stylesheet' : null;
    },
    load(id) {
      if (id !== '\0stylesheet') return null;
      const styles = path.join(root, path.dirname(STYLESHEET), 'styles');
      this.addWatchFile(path.join(root, STYLESHEET));
      this.addWatchFile(path.join(root, RESET_ENTRY));
      for (const file of fs.readdirSync(styles)) this.addWatchFile(path.join(styles, file));
      return 'export {};';
    },
  };
}

function options(root: string, development: boolean): { input: InputOptions; output: OutputOptions } {
  const kits = new Map<string, Set<string>>();
  const formBound = new Set<string>();
  const require = createRequire(path.join(root, 'package.json'));
  return {
    input: {
      cwd: root,
      input: { [APP_ENTRY]: CLIENT_ENTRY, ...tasticEntries() },
      platform: 'browser',
      // An entry's chunk may export more than its module (the listing kit keeps its imports where they are).
      preserveEntrySignatures: 'allow-extension',
      resolve: {
        // Messages reach the browser parsed (src/i18n/compile.ts): react-intl formats them without the ICU parser.
        alias: {
          '@formatjs/icu-messageformat-parser': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
          // swr's shim of useSyncExternalStore is for React 17; React 18 and 19 (the SDK's peers) have it.
          'use-sync-external-store/shim': path.join(root, 'host/client/use-sync-external-store.ts'),
        },
      },
      transform: {
        target: 'es2022',
        jsx: { runtime: 'automatic' },
        define: { 'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production') },
      },
      plugins: [stylesheetImport(root), kitsPlugin(root, kits, formBound)],
      // "use client" directives of the libraries mean nothing in a browser bundle.
      onLog: (level, log, handler) => {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      logLevel: 'warn',
    },
    output: {
      format: 'esm',
      dir: path.join(root, '.build/client'),
      entryFileNames: (chunk) => (chunk.name === APP_ENTRY ? '[name]-[hash].js' : 'chunks/[name]-[hash].js'),
      chunkFileNames: 'chunks/[name]-[hash].js',
      minify: !development,
      sourcemap: development,
      // No licence banners, and no `/* @__PURE__ */` marks: they are for a bundler, a browser reads past them (about 0.5 KB brotli of a listing's scripts).
      comments: { legal: false, annotation: false },
      codeSplitting: {
        groups: [
          { name: 'react', test: REACT_MODULES, priority: KITS.length + 2 },
          ...KITS.map(({ name, own }, index) => ({
            name,
            test: (id: string) => kits.get(name)?.has(id) ?? false,
            priority: KITS.length + 1 - index,
            // An own kit's imports from outside stay where they are (rolldown would pull them in).
            ...(own ? { includeDependenciesRecursively: false } : {}),
          })),
          { name: 'form-libraries', test: FORM_LIBRARIES, priority: 1 },
          { name: 'form-kit', test: FORM_KIT_MODULES, minShareCount: COMMON_SHARE_COUNT, priority: 1 },
          { name: 'common', test: (id: string) => !formBound.has(id), minShareCount: COMMON_SHARE_COUNT, priority: 1 },
        ],
      },
    },
  };
}

async function buildStylesheet(root: string, development: boolean): Promise<{ path: string; body: Buffer }> {
  // The shipped styles as a Frontend project gets them (scoped below the shop's root), after the
  // opt-in document reset, which the host's own document takes.
  const [reset, styles] = await Promise.all([
    bundleStyles(path.join(root, RESET_ENTRY), { scoped: false, minify: !development }),
    bundleStyles(path.join(root, STYLES_ENTRY), { scoped: true, minify: !development }),
  ]);
  const body = Buffer.from(`${reset}\n${styles}`);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 8).toUpperCase();
  return { path: `/assets/app-${hash}.css`, body };
}

function collect(root: string, output: readonly (OutputChunk | OutputAsset)[], stylesheet: { path: string; body: Buffer }): Bundle {
  const files: Bundle['files'] = new Map([[stylesheet.path, { body: stylesheet.body, type: 'text/css; charset=utf-8' }]]);
  const imports: Bundle['imports'] = new Map();
  const scriptOfModule: Bundle['scriptOfModule'] = new Map();
  const entryOfModule: Bundle['entryOfModule'] = new Map();
  let script = '';
  const asset = (fileName: string) => `/assets/${fileName}`;
  for (const out of output) {
    if (out.type === 'asset') {
      const type = out.fileName.endsWith('.map') ? 'application/json; charset=utf-8' : 'application/octet-stream';
      files.set(asset(out.fileName), { body: Buffer.from(out.source), type });
      continue;
    }
    const file = asset(out.fileName);
    const body = out.sourcemapFileName ? `${out.code}\n//# sourceMappingURL=${path.posix.basename(out.sourcemapFileName)}\n` : out.code;
    files.set(file, { body: Buffer.from(body), type: JS_TYPE });
    imports.set(file, out.imports.map(asset));
    if (out.isEntry && out.name === APP_ENTRY) script = file;
    else if (out.isEntry && out.facadeModuleId) entryOfModule.set(path.relative(root, out.facadeModuleId).split(path.sep).join('/'), file);
    for (const id of out.moduleIds) if (path.isAbsolute(id)) scriptOfModule.set(path.relative(root, id).split(path.sep).join('/'), file);
  }
  return { files, script, stylesheet: stylesheet.path, imports, scriptOfModule, entryOfModule };
}

/** One production or development build. */
export async function buildBundle(root: string, development: boolean): Promise<Bundle> {
  const { input, output } = options(root, development);
  const build = await rolldown(input);
  try {
    const [result, stylesheet] = await Promise.all([build.generate(output), buildStylesheet(root, development)]);
    return collect(root, result.output, stylesheet);
  } finally {
    await build.close();
  }
}

/**
 * Rebuilds on every change to a module of the bundle (or the stylesheet); `onBuilt` receives each
 * new bundle. Rolldown's watcher only tells when: its builds write nothing, and the bundle, with
 * the chunk metadata the server needs, comes from a fresh build (about a second).
 */
export function watchBundle(
  root: string,
  development: boolean,
  onBuilt: (bundle: Bundle) => void,
  onError: (error: Error) => void,
): { close(): Promise<void> } {
  const { input, output } = options(root, development);
  const watcher = watch({ ...input, output, watch: { skipWrite: true, exclude: ['**/node_modules/**', '**/.build/**', '**/.data/**'] } });
  let first = true;
  watcher.on('event', async (event) => {
    if (event.code === 'ERROR') {
      onError(event.error);
      await event.result.close();
    } else if (event.code === 'BUNDLE_END') {
      await event.result.close();
      // The watcher's first build is the one buildBundle already made.
      if (first) {
        first = false;
        return;
      }
      buildBundle(root, development).then(onBuilt, onError);
    }
  });
  return { close: () => watcher.close() };
}
