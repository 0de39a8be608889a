import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Turns a generated drawing (SVG) into the file format its URL names, the way a media CDN serves
 * product photos: WebP and JPEG as raster images (the browser decodes them off the main thread,
 * where an SVG would be a document of its own to parse, lay out and paint), SVG as it is.
 *
 * Encoding costs 10-200 ms a file, so results are kept: in memory (the most recent ones) and on
 * disk in a folder shared by every host on the machine. The key is a hash of the drawing and the
 * format, so an entry never goes stale and two hosts never disagree.
 */
export const IMAGE_FORMATS = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

export interface EncodedImage {
  body: Buffer;
  contentType: (typeof IMAGE_FORMATS)[ImageFormat];
}

export interface ImageEncoderOptions {
  /** Where encoded files are kept; default a folder in the system's temp directory. */
  cacheDir?: string;
  /** How many encoded files stay in memory. */
  memoryEntries?: number;
}

export const DEFAULT_CACHE_DIR = path.join(os.tmpdir(), 'storefront-media-cache');
/** Bumped when the encoder settings change, so older files are not served. */
const ENCODING_VERSION = 'v1';

function encode(svg: string, format: Exclude<ImageFormat, 'svg'>): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return (format === 'webp' ? image.webp({ quality: 72, effort: 2 }) : image.jpeg({ quality: 78, progressive: true })).toBuffer();
}

export function createImageEncoder({ cacheDir = DEFAULT_CACHE_DIR, memoryEntries = 400 }: ImageEncoderOptions = {}) {
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();

  const remember = (key: string, body: Buffer) => {
    memory.delete(key);
    memory.set(key, body);
    if (memory.size > memoryEntries) memory.delete(memory.keys().next().value!);
  };

  async function fromDiskOrEncode(key: string, svg: string, format: Exclude<ImageFormat, 'svg'>): Promise<Buffer> {
    const file = path.join(cacheDir, `${key}.${format}`);
    try {
      return await fs.promises.readFile(file);
    } catch {
      const body = await encode(svg, format);
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      try {
        await fs.promises.mkdir(cacheDir, { recursive: true });
        await fs.promises.writeFile(partial, body);
        await fs.promises.rename(partial, file);
      } catch {
        // A read-only or full disk only costs the next request another encoding.
        await fs.promises.rm(partial, { force: true }).catch(() => {});
      }
      return body;
    }
  }

  return async function encodeImage(svg: string, format: ImageFormat): Promise<EncodedImage> {
    const contentType = IMAGE_FORMATS[format];
    if (format === 'svg') return { body: Buffer.from(svg), contentType };
    const key = createHash('sha256').update(`${ENCODING_VERSION}\n${format}\n${svg}`).digest('hex').slice(0, 40);
    const cached = memory.get(key);
    if (cached) {
      remember(key, cached);
      return { body: cached, contentType };
    }
    let job = pending.get(key);
    if (!job) {
      job = fromDiskOrEncode(key, svg, format).finally(() => pending.delete(key));
      pending.set(key, job);
    }
    const body = await job;
    remember(key, body);
    return { body, contentType };
  };
}
