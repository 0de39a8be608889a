import type http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { BadRequestError } from './engine/params';

/** A request body as it came over the wire: decoded (gunzip, JSON) where it is used, which for writes is the engine's thread. */
export interface RawBody {
  bytes: Uint8Array;
  gzip: boolean;
}

/** Algolia refuses batches over 10 MB; a generous cap keeps a runaway write from exhausting memory. */
export const MAX_WRITE_BODY_BYTES = 64 * 1024 * 1024;
/** Searches (and insights events) are small: a public key gets a small body, before and after gzip. */
export const MAX_SEARCH_BODY_BYTES = 1024 * 1024;

export async function readRawBody(req: http.IncomingMessage, limit: number): Promise<RawBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BadRequestError('Request body too large', 413);
    chunks.push(chunk as Buffer);
  }
  return { bytes: Buffer.concat(chunks), gzip: req.headers['content-encoding'] === 'gzip' };
}

/** The JSON of a body (`{}` when empty), with the cap holding for the unpacked body too. */
export function decodeBody(body: RawBody, limit: number): unknown {
  return parseBody(bodyText(body, limit));
}

/** A body's text (unpacked when gzipped, trimmed), with the cap holding for the unpacked body too. */
export function bodyText({ bytes, gzip }: RawBody, limit: number): string {
  let buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (gzip) {
    // A few kilobytes of gzip can unpack to gigabytes.
    try {
      buf = gunzipSync(buf, { maxOutputLength: limit });
    } catch (error) {
      if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new BadRequestError('Request body too large', 413);
      throw new BadRequestError('Request body is not valid gzip');
    }
  }
  return buf.toString('utf8').trim();
}

/** The JSON of a body's text (bodyText): `{}` when empty. */
export function parseBody(text: string): unknown {
  if (text === '') return {};
  // Algolia clients send JSON as text/plain (a CORS-simple request), so the type is not looked at.
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
}

export function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new BadRequestError('Request body must be a JSON object');
  return body as Record<string, unknown>;
}
