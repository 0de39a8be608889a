import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_DIR } from '../../host/media/encode-image';
import { startTestHost, type TestHost } from '../support/host';

/**
 * The embedded media CDN answers each product image URL in the format the URL names: a raster
 * WebP or JPEG of the drawn article (an SVG served as .webp would be a document of its own for the
 * browser to parse, lay out and paint, 60 of them on a listing), SVG only for .svg.
 */
describe('product media of the embedded default', () => {
  let host: TestHost;
  let itemnum: string;
  beforeAll(async () => {
    host = await startTestHost({ catalogueSize: 20 });
    const html = await (await fetch(`${host.url}/bekleidung`)).text();
    itemnum = /\/media\/product\/(\d{8})\/0\/300\.webp/.exec(html)![1]!;
  });
  afterAll(() => host.close());

  it('serves WebP and JPEG raster images of the width the URL names, and SVG for .svg', async () => {
    const webp = await fetch(`${host.url}/media/product/${itemnum}/0/600.webp`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('cache-control')).toContain('max-age=');
    const webpBody = Buffer.from(await webp.arrayBuffer());
    expect(await sharp(webpBody).metadata()).toMatchObject({ format: 'webp', width: 600, height: 800 });
    // Kept in the machine's shared cache folder (storefront-media-cache in the temp directory).
    expect(DEFAULT_CACHE_DIR).toBe(path.join(os.tmpdir(), 'storefront-media-cache'));
    const cached = fs.readdirSync(DEFAULT_CACHE_DIR).filter((f) => f.endsWith('.webp'));
    expect(cached.some((f) => fs.readFileSync(path.join(DEFAULT_CACHE_DIR, f)).equals(webpBody))).toBe(true);

    const jpg = await fetch(`${host.url}/media/product/${itemnum}/1/300-dark.jpg`);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await jpg.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 400 });

    const svg = await fetch(`${host.url}/media/product/${itemnum}/0/300.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
  });

  it('answers 404 for a width or format the media path does not allow', async () => {
    expect((await fetch(`${host.url}/media/product/${itemnum}/0/301.webp`)).status).toBe(404);
    expect((await fetch(`${host.url}/media/product/${itemnum}/0/300.png`)).status).toBe(404);
  });
});
