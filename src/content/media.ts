import { IMAGE_WIDTHS } from '../config/constants';
import type { MediaValue } from '../domain/navigation';

/**
 * Responsive sources of an editor's image (a `media` field): the media CDN scales an image to each
 * allowed width (300 to 2000). commercetools Frontend keeps media on Cloudinary, whose upload URLs
 * take the width as a transformation; the local host's generated images take it as a path part.
 * Other files (the demo's vector images) have one source.
 */

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;
/** The host's generated images: /media/<kind>/<...>/<width>.<format> */
const HOST_MEDIA = /^(\/media\/.+\/)(\d+)(-dark)?\.(webp|jpg|svg)$/;

/** The file scaled to a width, or null when the file cannot be scaled. */
export function mediaUrlAt(file: string, width: number): string | null {
  const cloudinary = CLOUDINARY_UPLOAD.exec(file);
  if (cloudinary) return `${cloudinary[1]}c_limit,w_${width},f_auto,q_auto/${cloudinary[2]}`;
  const host = HOST_MEDIA.exec(file);
  if (host) return `${host[1]}${width}${host[3] ?? ''}.${host[4]}`;
  return null;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/** src plus a srcset over the allowed widths up to the image's own width (never upscaled). */
export function imageSources(media: MediaValue['media']): ImageSources {
  const own = media.width ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const widths = IMAGE_WIDTHS.filter((w) => w <= own);
  const scaled = (widths.length ? widths : [IMAGE_WIDTHS[0]]).map((w) => [w, mediaUrlAt(media.file, w)] as const);
  if (scaled.some(([, url]) => url === null)) return { src: media.file };
  const largest = scaled[scaled.length - 1]!;
  return { src: largest[1]!, srcSet: scaled.map(([w, url]) => `${url} ${w}w`).join(', ') };
}

/** An editor's media value with a file, or undefined. */
export function hasMedia(value: MediaValue | null | undefined): value is MediaValue {
  return typeof value?.media?.file === 'string' && value.media.file.length > 0;
}

/** "Images given as text need alt text" (storefront-browsing.md §5, §8): the message, for an image whose src is a string and which has no alt. */
export const ALT_EXPECTED = 'Expected alt when a string is passed via src!';

export function altProblem(src: unknown, alt: unknown): typeof ALT_EXPECTED | null {
  return typeof src === 'string' && typeof alt !== 'string' ? ALT_EXPECTED : null;
}
