import type { EncodedImage } from './encode-image';

/**
 * The product images a host has served, by address, as a media CDN keeps them: a picture is the same
 * for its address (item number, view, width, format), so a second request answers without looking up
 * the product in the catalogue again (on commercetools a product and an inventory query per picture)
 * and without drawing it again. The most recent `limit` pictures are kept; a request that fails is
 * not, so the next one tries again; requests for a picture still being made share it.
 */
export function createServedImages(limit = 600) {
  const served = new Map<string, Promise<EncodedImage>>();
  return function servedImage(path: string, make: () => Promise<EncodedImage>): Promise<EncodedImage> {
    const kept = served.get(path);
    if (kept) {
      served.delete(path);
      served.set(path, kept);
      return kept;
    }
    const image = make();
    served.set(path, image);
    image.catch(() => {
      if (served.get(path) === image) served.delete(path);
    });
    if (served.size > limit) served.delete(served.keys().next().value!);
    return image;
  };
}
