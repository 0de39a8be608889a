import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as esbuild from 'esbuild';

/**
 * The browser bundle: built with esbuild from host/client/entry.tsx (hashed file names, code
 * splitting, minified outside development), served from memory with long-lived cache headers and
 * gzip/brotli when the browser accepts them.
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

const CLIENT_ENTRY = 'host/client/entry.tsx';
/** What the entry imports after the first paint: its modules load with every page. */
const CLIENT_HYDRATE = 'host/client/hydrate.tsx';

interface AssetFile {
  body: Buffer;
  type: string;
  compressible: boolean;
  /** Compressed on first request, then kept: start-up stays fast, repeat requests cost nothing. */
  gzip?: Buffer;
  br?: Buffer;
}

function encoded(file: AssetFile, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    file.br ??= zlib.brotliCompressSync(file.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    return file.br;
  }
  file.gzip ??= zlib.gzipSync(file.body, { level: 9 });
  return file.gzip;
}

interface Built {
  scripts: string[];
  styles: string[];
  files: Map<string, AssetFile>;
  /** Asset path of each output's static imports, and of the output each dynamically imported source entry became. */
  imports: Map<string, string[]>;
  outputOfEntry: Map<string, string>;
}

function collect(result: esbuild.BuildResult<{ metafile: true; write: false }>, outdir: string, options: { root: string }): Built {
  const files: Built['files'] = new Map();
  for (const file of result.outputFiles ?? []) {
    const rel = path.relative(outdir, file.path).split(path.sep).join('/');
    const type = TYPES[path.extname(rel)] ?? 'application/octet-stream';
    const body = Buffer.from(file.contents);
    const compressible = type.startsWith('text/') || type.startsWith('application/json') || type === 'image/svg+xml';
    files.set(`/assets/${rel}`, { body, type, compressible });
  }
  const scripts: string[] = [];
  const styles: string[] = [];
  const imports: Built['imports'] = new Map();
  const outputOfEntry: Built['outputOfEntry'] = new Map();
  const assetPath = (out: string) => `/assets/${path.relative(outdir, path.resolve(options.root, out)).split(path.sep).join('/')}`;
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!out.endsWith('.js')) continue;
    const rel = assetPath(out);
    imports.set(
      rel,
      meta.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => assetPath(i.path)),
    );
    if (meta.entryPoint) outputOfEntry.set(meta.entryPoint, rel);
    // Dynamically imported modules are entry points too; the page loads only the app entry (they follow on demand).
    if (meta.entryPoint !== CLIENT_ENTRY) continue;
    scripts.push(rel);
    if (meta.cssBundle) styles.push(assetPath(meta.cssBundle));
  }
  return { scripts, styles, files, imports, outputOfEntry };
}

/** Every module a set of outputs imports statically, transitively, the outputs included. */
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
  const outdir = path.join(options.root, '.build/client');
  const buildOptions: esbuild.BuildOptions & { metafile: true; write: false } = {
    absWorkingDir: options.root,
    entryPoints: { app: CLIENT_ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022'],
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    metafile: true,
    write: false,
    minify: !options.development,
    sourcemap: options.development ? 'linked' : false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(options.development ? 'development' : 'production') },
    legalComments: 'none',
    // Messages reach the browser parsed (src/i18n/compile.ts): react-intl formats them without the ICU parser.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
    logLevel: 'silent',
  };

  let built: Built;
  let context: esbuild.BuildContext<typeof buildOptions> | null = null;
  if (options.watch) {
    context = await esbuild.context({
      ...buildOptions,
      plugins: [
        {
          name: 'reload-manifest',
          setup(build) {
            build.onEnd((result) => {
              if (result.errors.length === 0 && result.outputFiles) {
                built = collect(result as esbuild.BuildResult<{ metafile: true; write: false }>, outdir, options);
                options.onRebuild?.();
              }
            });
          },
        },
      ],
    });
    built = collect(await context.rebuild(), outdir, options);
    await context.watch();
  } else {
    built = collect(await esbuild.build(buildOptions), outdir, options);
  }

  return {
    get scripts() {
      return built.scripts;
    },
    get styles() {
      return built.styles;
    },
    pageModules(entries) {
      const roots = [...built.scripts, ...[CLIENT_HYDRATE, ...entries].flatMap((e) => built.outputOfEntry.get(e) ?? [])];
      const scripts = new Set(built.scripts);
      return [...closure(built, roots)].filter((file) => !scripts.has(file));
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
      await context?.dispose();
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
  return { scripts: [], styles: [], pageModules: () => [], serve: () => false, close: async () => {} };
}
