import { IMAGE_WIDTHS } from '../../src/config/constants';
import { hashString } from '../../extensions/demo-data/random';
import type { Product } from '../../src/domain/product';
import { COLORS } from '../../extensions/demo-data/vocabulary';
import { escapeHtml } from '../escape-html';

/**
 * Generated product images of the demo catalogue (the local stand-in for the media CDN): a garment
 * silhouette in the colour variant's colour, deterministic for (item number, index, width, dark),
 * served by the host at the media path of src/api/media.ts. Every format the
 * URL names (webp, jpg, svg) is answered with SVG: browsers go by the content type.
 */
export const MEDIA_PATH = '/media/product/{itemnum}/{index}/{width}{-dark}.{format}';
const MEDIA_PATTERN = /^\/media\/product\/(\d{8})\/(\d{1,2})\/(\d{3,4})(-dark)?\.(webp|jpg|svg)$/;

export interface MediaRequest {
  itemnum: string;
  index: number;
  width: number;
  dark: boolean;
}

/** Null when the path is not a product image or the width is not an allowed one. */
export function parseMediaPath(pathname: string): (MediaRequest & { format: string }) | null {
  const m = MEDIA_PATTERN.exec(pathname);
  if (!m) return null;
  const width = Number(m[3]);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { itemnum: m[1]!, index: Number(m[2]), width, dark: Boolean(m[4]), format: m[5]! };
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

const TOP = 'M95 60 L130 48 Q150 62 170 48 L205 60 L262 110 L240 150 L210 128 L212 352 L88 352 L90 128 L60 150 L38 110 Z';
const COAT = 'M95 52 L130 40 Q150 56 170 40 L205 52 L258 100 L250 330 L222 330 L214 140 L214 372 L86 372 L86 140 L78 330 L50 330 L42 100 Z';
const TROUSERS = 'M98 48 L202 48 L214 362 L162 362 L150 150 L138 362 L86 362 Z';
const SHOE = 'M40 250 Q40 205 80 200 L150 190 Q175 160 205 165 L230 175 Q262 190 262 240 L262 262 L40 262 Z';
const BELT = 'M30 190 L270 190 L270 215 L30 215 Z M190 180 L235 180 L235 225 L190 225 Z';
const TIE = 'M138 50 L162 50 L170 80 L158 90 L185 320 L150 360 L115 320 L142 90 L130 80 Z';
const HAT = 'M60 250 Q150 215 240 250 L225 262 Q150 240 75 262 Z M100 245 Q105 150 150 145 Q195 150 200 245 Z';
const SOCK = 'M120 60 L175 60 L178 250 Q180 300 230 310 Q255 320 245 345 L150 350 Q118 345 120 300 Z';
const CARD = 'M50 120 L250 120 Q262 120 262 132 L262 268 Q262 280 250 280 L50 280 Q38 280 38 268 L38 132 Q38 120 50 120 Z';

function silhouette(type: string): string {
  switch (type) {
    case 'hose':
    case 'jeans':
      return TROUSERS;
    case 'mantel':
    case 'jacke':
      return COAT;
    case 'schuhe':
    case 'sneaker':
      return SHOE;
    case 'guertel':
      return BELT;
    case 'krawatte':
    case 'schal':
      return TIE;
    case 'hut':
      return HAT;
    case 'socken':
    case 'waesche':
      return SOCK;
    case 'geschenkkarte':
      return CARD;
    default:
      return TOP;
  }
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  return `#${[ch(n >> 16), ch((n >> 8) & 0xff), ch(n & 0xff)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}


export function renderProductImageSvg({ itemnum, index, width, dark }: MediaRequest, look: ImageLook | null): string {
  const h = hashString(itemnum);
  const hex = look?.hex ?? COLORS[h % COLORS.length]!.hex;
  const type = look?.type ?? 'sakko';
  const height = Math.round((width * 4) / 3);
  const bg = dark ? '#1e1f22' : ['#f3f1ee', '#eef0f2', '#f4efe9'][index % 3]!;
  const floor = dark ? '#2a2b2f' : '#e4e1dc';
  // Index 0 is the front, odd indices a mirrored back view, the others a closer detail crop.
  const transform = index === 0 ? '' : index % 2 === 1 ? 'translate(300 0) scale(-1 1)' : 'translate(-75 -60) scale(1.5)';
  const stitch = shade(hex, dark ? 0.25 : -0.18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 400" role="img" aria-label="${escapeHtml(look?.label ?? `Article ${itemnum}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, 0.12)}"/><stop offset="1" stop-color="${shade(hex, -0.12)}"/></linearGradient></defs>
<rect width="300" height="400" fill="${bg}"/>
<ellipse cx="150" cy="378" rx="110" ry="10" fill="${floor}"/>
<g transform="${transform}"><path d="${silhouette(type)}" fill="url(#g)" stroke="${stitch}" stroke-width="2" stroke-linejoin="round"/>
<path d="${silhouette(type)}" fill="none" stroke="${stitch}" stroke-width="0.8" stroke-dasharray="3 3" transform="translate(150 200) scale(0.94) translate(-150 -200)"/></g>
<text x="150" y="396" font-family="Helvetica, Arial, sans-serif" font-size="9" fill="${dark ? '#8a8c91' : '#9a968f'}" text-anchor="middle">${itemnum} · ${index + 1}</text>
</svg>`;
}
