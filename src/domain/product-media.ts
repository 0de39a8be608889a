import { COLOR_ICON_SIZES, IMAGE_WIDTHS } from '../config/constants';

/**
 * Product image URLs (storefront-browsing.md §7: by article, index, width, optional dark mode,
 * webp or jpg). Pure and browser-safe. Where the pictures live:
 * - a colour variant that carries its own images (commercetools: the variant's images, which the
 *   seed writes as URLs of the media CDN) is shown with those;
 * - otherwise the media path by article number under the project configuration's media base
 *   (`mediaBaseUrl`); empty, the shop's own origin, where the local host serves them.
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

/** The media base without its trailing slash ('' for the shop's own origin). */
function baseOf(mediaBase: string | undefined): string {
  return (mediaBase ?? '').replace(/\/+$/, '');
}

/** The media path of an article's picture: `{base}/media/product/{itemnum}/{index}/{width}[-dark].{format}`. */
export function productImageUrl({ itemnum, index, width, dark = false, format = 'webp' }: ProductImageRef, mediaBase = ''): string {
  return `${baseOf(mediaBase)}/media/product/${encodeURIComponent(itemnum)}/${Math.max(0, Math.floor(index))}/${allowedImageWidth(width)}${dark ? '-dark' : ''}.${format}`;
}

const MEDIA_PATH = /^(.*\/media\/product\/[^/]+\/\d+\/)\d+(?:-dark)?\.(?:webp|jpg|svg)$/;

/**
 * One of a variant's own image URLs at a width: a media-path URL takes the width, mode and format;
 * any other URL (a picture of another CDN) is used as it is. A path without origin is under the media base.
 */
export function variantImageUrl(url: string, { width, dark = false, format = 'webp' }: Omit<ProductImageRef, 'itemnum' | 'index'>, mediaBase = ''): string {
  const absolute = url.startsWith('/') ? `${baseOf(mediaBase)}${url}` : url;
  const media = MEDIA_PATH.exec(absolute);
  return media ? `${media[1]}${allowedImageWidth(width)}${dark ? '-dark' : ''}.${format}` : absolute;
}

/**
 * Whether a colour's own pictures are the media paths by article number on the media base, each at
 * its index (`{base}/media/product/{itemnum}/{index}/…`): the pictures, icons included, that the
 * functions here derive for a colour without them. A list may then leave them out; a picture
 * elsewhere (another CDN, another article's path) keeps them all.
 */
export function imagesAreDerived(colour: { itemnum: string; images?: readonly string[] }, mediaBase = ''): boolean {
  return (colour.images ?? []).every(
    (url, index) => variantImageUrl(url, { width: 0 }, mediaBase) === productImageUrl({ itemnum: colour.itemnum, index, width: 0 }, mediaBase),
  );
}

/** A colour variant's picture: its own image at that index when it has one, else the media path by article number. */
export function colourImageUrl(colour: { itemnum: string; images?: readonly string[] }, ref: Omit<ProductImageRef, 'itemnum'>, mediaBase = ''): string {
  const own = colour.images?.[Math.max(0, Math.floor(ref.index))];
  return own ? variantImageUrl(own, ref, mediaBase) : productImageUrl({ ...ref, itemnum: colour.itemnum }, mediaBase);
}

export type ColourIconSize = (typeof COLOR_ICON_SIZES)[number];

/** The smallest colour icon size that is at least the wanted one (the largest when none is). */
export function colourIconSize(wanted: number): ColourIconSize {
  return COLOR_ICON_SIZES.find((s) => s >= wanted) ?? COLOR_ICON_SIZES[COLOR_ICON_SIZES.length - 1]!;
}

/**
 * A colour's icon for the colour tiles ("colour icons 20, 45, 90", storefront-browsing.md §7): a
 * small picture of the fabric, `{base}/media/product/{itemnum}/icon/{size}[-dark].{format}` (3:4).
 * A variant with its own pictures on the media CDN gets the icon beside them; one elsewhere shows
 * its first picture.
 */
export function colourIconUrl(
  colour: { itemnum: string; images?: readonly string[] },
  { size, dark = false, format = 'webp' }: { size: number; dark?: boolean; format?: ImageFormat },
  mediaBase = '',
): string {
  const icon = `icon/${colourIconSize(size)}${dark ? '-dark' : ''}.${format}`;
  const own = colour.images?.[0];
  if (!own) return `${baseOf(mediaBase)}/media/product/${encodeURIComponent(colour.itemnum)}/${icon}`;
  const absolute = own.startsWith('/') ? `${baseOf(mediaBase)}${own}` : own;
  const media = /^(.*\/media\/product\/[^/]+\/)\d+\/\d+(?:-dark)?\.(?:webp|jpg|svg)$/.exec(absolute);
  return media ? `${media[1]}${icon}` : absolute;
}
