import { COLOR_ICON_SIZES, IMAGE_WIDTHS } from '../../src/config/constants';
import { hashString } from '../../extensions/demo-data/random';
import type { Product } from '../../src/domain/product';
import { COLORS } from '../../extensions/demo-data/vocabulary';
import { escapeHtml } from '../escape-html';
import { garmentDrawing } from './garments';
import type { ImageFormat } from './encode-image';

/**
 * Generated product images of the demo catalogue (the local stand-in for the media CDN): the article
 * kind drawn in the colour variant's colour (./garments.ts), without text, deterministic for (item number, index, width, dark),
 * served by the host at the media path of src/api/media.ts in the format the URL names (webp, jpg,
 * svg; see ./encode-image.ts).
 */
export const MEDIA_PATH = '/media/product/{itemnum}/{index}/{width}{-dark}.{format}';
const MEDIA_PATTERN = /^\/media\/product\/(\d{8})\/(\d{1,2}|icon)\/(\d{2,4})(-dark)?\.(webp|jpg|svg)$/;

export interface MediaRequest {
  itemnum: string;
  index: number;
  width: number;
  dark: boolean;
  /** A colour tile's icon (`/icon/{20|45|90}`): the fabric, close up. */
  icon?: boolean;
}

/** Null when the path is not a product image or the width is not an allowed one (image widths, or colour icon sizes for icons). */
export function parseMediaPath(pathname: string): (MediaRequest & { format: ImageFormat }) | null {
  const m = MEDIA_PATTERN.exec(pathname);
  if (!m) return null;
  const width = Number(m[3]);
  const icon = m[2] === 'icon';
  if (!((icon ? COLOR_ICON_SIZES : IMAGE_WIDTHS) as readonly number[]).includes(width)) return null;
  return { itemnum: m[1]!, index: icon ? 0 : Number(m[2]), width, dark: Boolean(m[4]), format: m[5] as ImageFormat, ...(icon ? { icon } : {}) };
}

export interface ImageLook {
  hex: string;
  /** Article kind (sakko, hose, schuhe ...): picks the silhouette. */
  type: string;
  label?: string;
}

/** Hex of a colour name as the demo catalogue writes it (German name). */
export function hexOfColor(germanName: string): string | null {
  return COLORS.find((c) => c.name.de === germanName)?.hex ?? null;
}

/** Colour and kind of a colour variant of the catalogue, whichever backend holds it. */
export function imageLookOf(product: Product | null, itemnum: string): ImageLook | null {
  const cv = product?.colorVariants.find((c) => c.itemnum === itemnum);
  if (!product || !cv) return null;
  return { hex: hexOfColor(cv.color.de) ?? '#777777', type: product.type, label: cv.imageAlt.de };
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  return `#${[ch(n >> 16), ch((n >> 8) & 0xff), ch(n & 0xff)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function renderProductImageSvg({ itemnum, index, width, dark, icon = false }: MediaRequest, look: ImageLook | null): string {
  const h = hashString(itemnum);
  const hex = look?.hex ?? COLORS[h % COLORS.length]!.hex;
  const type = look?.type ?? 'sakko';
  const height = Math.round((width * 4) / 3);
  const bg = dark ? '#1e1f22' : ['#f3f1ee', '#eef0f2', '#f4efe9'][index % 3]!;
  const floor = dark ? '#2a2b2f' : '#e4e1dc';
  // Index 0 is the front, odd indices a mirrored back view, the others a closer detail crop.
  // An icon is the middle of the front view, close up (the fabric and its colour).
  const transform = icon
    ? 'translate(-450 -500) scale(4)'
    : index === 0
      ? ''
      : index % 2 === 1
        ? 'translate(300 0) scale(-1 1)'
        : 'translate(-75 -60) scale(1.5)';
  const colours = { fill: 'url(#g)', detail: shade(hex, dark ? 0.25 : -0.22), light: dark ? '#d8d4cc' : '#f7f5f0', dark: shade(hex, -0.35) };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 400" role="img" aria-label="${escapeHtml(look?.label ?? `Article ${itemnum}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, 0.12)}"/><stop offset="1" stop-color="${shade(hex, -0.12)}"/></linearGradient></defs>
<rect width="300" height="400" fill="${bg}"/>
<ellipse cx="150" cy="386" rx="110" ry="8" fill="${floor}"/>
<g transform="${transform}">${garmentDrawing(type, colours)}</g>
</svg>`;
}
