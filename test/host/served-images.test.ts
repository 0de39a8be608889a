import { describe, expect, it, vi } from 'vitest';
import { createServedImages } from '../../host/media/served-images';
import type { EncodedImage } from '../../host/media/encode-image';

const image = (name: string): EncodedImage => ({ body: Buffer.from(name), contentType: 'image/webp' });

describe('the product images a host has served, by address', () => {
  it('answers a second request for an address without making the picture again (no catalogue lookup, no drawing)', async () => {
    const served = createServedImages();
    const make = vi.fn(async () => image('a'));
    await served('/media/product/30000001/0/600.webp', make);
    const again = await served('/media/product/30000001/0/600.webp', make);
    expect(again.body.toString()).toBe('a');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes each address its own picture, and requests for a picture still being made share it', async () => {
    const served = createServedImages();
    const make = vi.fn(async () => image('x'));
    await Promise.all([served('/a.webp', make), served('/a.webp', make), served('/b.webp', make)]);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed request: the next one tries again', async () => {
    const served = createServedImages();
    await expect(served('/a.webp', () => Promise.reject(new Error('commercetools did not answer')))).rejects.toThrow('did not answer');
    const make = vi.fn(async () => image('a'));
    await served('/a.webp', make);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps the most recently served pictures up to its limit', async () => {
    const served = createServedImages(2);
    const make = vi.fn(async () => image('x'));
    await served('/a.webp', make);
    await served('/b.webp', make);
    await served('/a.webp', make); // a is now the most recent
    await served('/c.webp', make); // b goes
    expect(make).toHaveBeenCalledTimes(3);
    await served('/a.webp', make);
    expect(make).toHaveBeenCalledTimes(3);
    await served('/b.webp', make);
    expect(make).toHaveBeenCalledTimes(4);
  });
});
