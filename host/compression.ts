import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this size compressing costs more than it saves (one TCP packet either way). */
const MIN_COMPRESSED_BYTES = 1024;
/** Brotli quality for answers made per request: 5 compresses HTML about as well as gzip -9, several times faster than 11. */
const DYNAMIC_BROTLI_QUALITY = 5;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding the client takes (Brotli first), or null. A `q=0` refuses an encoding. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/**
 * Sends a text answer made for this request (HTML, JSON), compressed when the client takes Brotli or
 * gzip and the body is worth it. `vary: accept-encoding` keeps caches from mixing the variants.
 */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, text: string): void {
  const raw = Buffer.from(text, 'utf8');
  const encoding = raw.length >= MIN_COMPRESSED_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null;
  const started = performance.now();
  const body = encoding ? compress(raw, encoding) : raw;
  // An answer that reports its server timing reports the compression too.
  const timing = headers['server-timing'] ? { 'server-timing': `${headers['server-timing']}, compress;dur=${(performance.now() - started).toFixed(1)}` } : {};
  // Added to what the answer varies by already (an action call's Origin).
  const vary = [res.getHeader('vary'), headers.vary, 'accept-encoding'].filter(Boolean).join(', ');
  res.writeHead(status, {
    ...headers,
    ...timing,
    'content-length': body.length,
    vary,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
