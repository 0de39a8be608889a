import { IMAGE_WIDTHS } from '../config/constants';

/**
 * Product image URLs (storefront-browsing.md §7: by article, index, width, optional dark mode,
 * webp or jpg). Pure and browser-safe: the host serves the same pattern (the embedded media
 * handler answers every format with a generated SVG).
 */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = 'webp' | 'jpg' | 'svg';

export interface ProductImageRef {
  itemnum: string;
  index: number;
  width: number;
  dark?: boolean;
  format?: ImageFormat;
}

/** The smallest allowed width that is at least the wanted one (the largest when none is). */
export function allowedImageWidth(wanted: number): ImageWidth {
  return IMAGE_WIDTHS.find((w) => w >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

export function productImageUrl({ itemnum, index, width, dark = false, format = 'webp' }: ProductImageRef): string {
  return `/media/product/${encodeURIComponent(itemnum)}/${Math.max(0, Math.floor(index))}/${allowedImageWidth(width)}${dark ? '-dark' : ''}.${format}`;
}
