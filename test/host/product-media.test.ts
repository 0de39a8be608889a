import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageEncoder } from '../../host/media/encode-image';
import { DRAWN_KINDS } from '../../host/media/garments';
import { renderProductImageSvg } from '../../host/media/product-images';

/**
 * The embedded media CDN answers each product image URL in the format the URL names: a raster
 * WebP or JPEG of the drawn article (an SVG served as .webp would be a document of its own for the
 * browser to parse, lay out and paint, 60 of them on a listing), SVG only for .svg.
 */
describe('image encoder', () => {
  const svg = renderProductImageSvg({ itemnum: '30000001', index: 0, width: 300, dark: false }, { hex: '#4a76b8', type: 'hemd' });
  let cacheDir: string;
  beforeAll(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-cache-test-'));
  });
  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('keeps each encoded file on disk, where another encoder (another host) finds it', async () => {
    const first = await createImageEncoder({ cacheDir })(svg, 'webp');
    const files = fs.readdirSync(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{40}\.webp$/);
    // A second encoder reads the file instead of encoding: proven by changing the file's bytes.
    fs.writeFileSync(path.join(cacheDir, files[0]!), Buffer.from('cached bytes'));
    const second = await createImageEncoder({ cacheDir })(svg, 'webp');
    expect(second.body.toString()).toBe('cached bytes');
    expect(first.body.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('encodes a drawing once when it is asked for twice at the same time, and keys by format', async () => {
    const encode = createImageEncoder({ cacheDir: fs.mkdtempSync(path.join(cacheDir, 'parallel-')) });
    const [a, b] = await Promise.all([encode(svg, 'jpg'), encode(svg, 'jpg')]);
    expect(a.body).toBe(b.body);
    expect(a.contentType).toBe('image/jpeg');
    expect((await encode(svg, 'webp')).contentType).toBe('image/webp');
  });

  it('encodes the drawing of every article kind, front, back and detail, light and dark (each is well-formed SVG)', async () => {
    const encode = createImageEncoder({ cacheDir: fs.mkdtempSync(path.join(cacheDir, 'kinds-')) });
    for (const type of DRAWN_KINDS) {
      for (const index of [0, 1, 2]) {
        for (const dark of [false, true]) {
          const drawing = renderProductImageSvg({ itemnum: '30000002', index, width: 300, dark }, { hex: '#8b2e2e', type, label: 'Gürtel & "Schal" <Set>' });
          await expect(encode(drawing, 'jpg'), `${type} ${index} ${dark ? 'dark' : 'light'}`).resolves.toMatchObject({ contentType: 'image/jpeg' });
        }
      }
    }
  });

  it('still answers when the cache folder cannot be written', async () => {
    const blocked = path.join(cacheDir, 'a-file');
    fs.writeFileSync(blocked, '');
    const image = await createImageEncoder({ cacheDir: path.join(blocked, 'below') })(svg, 'webp');
    expect(image.body.subarray(8, 12).toString()).toBe('WEBP');
  });
});
