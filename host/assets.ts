import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildBundle, CLIENT_HYDRATE, watchBundle, type Bundle, type BundleFile } from './client-bundle';
import { tasticModulePath } from '../src/page/page-tastics';

/**
 * The browser bundle (./client-bundle: hashed file names, code splitting, minified outside
 * development), served from memory with long-lived cache headers and gzip/brotli when the browser
 * accepts them.
 */
export interface ClientAssets {
  scripts: string[];
  styles: string[];
  /**
   * The module files a page with these source entries loads at start besides the app entry (their
   * chunks and shared chunks, and the app's hydration with its imports): what the benchmarks and
   * tests weigh. The browser finds them through the imports; nothing preloads them (render.tsx).
   */
  pageModules(entries: readonly string[]): string[];
  /**
   * The entry script of each of these tastic types, for the page to name (render.tsx): the browser
   * imports a tastic's code from there (host/client/hydrate.tsx). Types without a script are left out.
   */
  tasticScripts(types: readonly string[]): Record<string, string>;
  /** Resolves once every asset has its best compression (production; at once in development). */
  precompressed(): Promise<void>;
  /** Serves /assets/* ; false when the path is not an asset. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): boolean;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

interface AssetFile extends BundleFile {
  compressible: boolean;
  /** Compressed on first request (brotli at a quick level), then kept; repeat requests cost nothing. */
  gzip?: Buffer;
  br?: Buffer;
  /** Brotli at its best level, made in the background (precompress). */
  brBest?: boolean;
}

/**
 * Brotli's best level takes about a second of CPU for the shell chunk (330 KB): on a request, in
 * the server's only thread, that would hold every other answer back. A request gets the quick
 * level (QUICK_BROTLI_QUALITY: some 5 % larger, 30 times faster) until the best has been made.
 */
const QUICK_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;
const brotli = promisify(zlib.brotliCompress);

function encoded(file: AssetFile, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    file.br ??= zlib.brotliCompressSync(file.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY } });
    return file.br;
  }
  file.gzip ??= zlib.gzipSync(file.body, { level: 9 });
  return file.gzip;
}

/**
 * Compresses every compressible file at brotli's best level, one after the other in zlib's worker
 * threads (the server's thread stays free), largest first. Stops when `cancelled` says so (the
 * host closing).
 */
async function precompress(files: Iterable<AssetFile>, cancelled: () => boolean): Promise<void> {
  const pending = [...files].filter((file) => file.compressible && !file.brBest).sort((a, b) => b.body.length - a.body.length);
  for (const file of pending) {
    if (cancelled()) return;
    file.br = await brotli(file.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length },
    });
    file.brBest = true;
  }
}

interface Built extends Bundle {
  files: Map<string, AssetFile>;
}

function servable(bundle: Bundle): Built {
  const files = new Map<string, AssetFile>();
  for (const [name, file] of bundle.files)
    files.set(name, { ...file, compressible: file.type.startsWith('text/') || file.type.startsWith('application/json') });
  return { ...bundle, files };
}

/** Every script a set of scripts imports statically, transitively, the scripts included. */
function closure(built: Built, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of built.imports.get(file) ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

export async function buildClientAssets(options: { root: string; development: boolean; watch?: boolean; onRebuild?: () => void }): Promise<ClientAssets> {
  let built = servable(await buildBundle(options.root, options.development));
  let closed = false;
  // In production the assets are served compressed at brotli's best level from soon after start;
  // development (and the tests' hosts) keeps the quick level, its bundles change with every edit.
  const compressing = options.development ? Promise.resolve() : precompress(built.files.values(), () => closed);
  const watcher = options.watch
    ? watchBundle(
        options.root,
        options.development,
        (bundle) => {
          built = servable(bundle);
          options.onRebuild?.();
        },
        (error) => console.error(`The browser bundle did not build: ${error.message}`),
      )
    : null;

  return {
    get scripts() {
      return [built.script];
    },
    get styles() {
      return [built.stylesheet];
    },
    precompressed: () => compressing,
    tasticScripts(types) {
      return Object.fromEntries(
        types.flatMap((type) => {
          const script = built.entryOfModule.get(tasticModulePath(type));
          return script ? [[type, script]] : [];
        }),
      );
    },
    pageModules(entries) {
      const roots = [CLIENT_HYDRATE, ...entries].flatMap((e) => built.scriptOfModule.get(e) ?? []);
      return [...closure(built, roots)].filter((file) => file !== built.script);
    },
    serve(req, res, url) {
      if (!url.pathname.startsWith('/assets/')) return false;
      const file = built.files.get(url.pathname);
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return true;
      }
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !file.compressible ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      const body = encoding ? encoded(file, encoding) : file.body;
      res.writeHead(200, {
        'content-type': file.type,
        'content-length': body.length,
        'cache-control': options.development ? 'no-cache' : 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
    async close() {
      closed = true;
      await watcher?.close();
      await compressing;
    },
  };
}

/** Files under site/static (logos, fonts): short cache, they are not content-hashed. */
export function serveStatic(root: string, res: ServerResponse, url: URL): boolean {
  if (!url.pathname.startsWith('/static/')) return false;
  const base = path.join(root, 'site/static');
  const file = path.normalize(path.join(base, decodeURIComponent(url.pathname.slice('/static/'.length))));
  if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return true;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=3600' });
  fs.createReadStream(file).pipe(res);
  return true;
}

/** Pages without a browser bundle (server-rendered only): for HTTP tests that never hydrate. */
export function noClientAssets(): ClientAssets {
  return {
    scripts: [],
    styles: [],
    pageModules: () => [],
    tasticScripts: () => ({}),
    precompressed: async () => {},
    serve: () => false,
    close: async () => {},
  };
}
