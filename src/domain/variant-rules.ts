import { compareSizeLabels } from './size-order';
import { QUANTITY_DEFAULT, QUANTITY_MAX } from '../config/constants';
import { DEFAULT_SIZE_KEY } from './product-vocabulary';
import type { SearchColorVariant, SearchRecord, SearchSizeVariant } from './search-record';

/**
 * The selection rules of storefront-browsing.md §4 and §5 for the product detail page (and each
 * part of an outfit, set or kit): pure functions named after the rules, and the reducer holding the
 * product detail state of §3. The hooks (useVariantSelection, usePartSelections) wire them to a product.
 */

export type SelectionWarning = 'warnSizeSelect' | 'warnSelectAllSize';

/** The label of a size in a size system (eu by default), falling back to the printed size. */
export function sizeLabel(size: SearchSizeVariant, sizeType: string = DEFAULT_SIZE_KEY): string {
  return size.size[sizeType] ?? size.sizeString;
}

/** A size can be bought online when it has stock or is never out of stock. */
export function isSizeAvailable(size: SearchSizeVariant): boolean {
  return size.isNos || size.stock > 0;
}

/** The same size in another colour: same label in the current size type and the same body type. */
export function matchingSize(colour: SearchColorVariant, size: SearchSizeVariant, sizeType: string): SearchSizeVariant | null {
  const label = sizeLabel(size, sizeType);
  return colour.sizeVariants.find((s) => s.bodyType === size.bodyType && sizeLabel(s, sizeType) === label) ?? null;
}

/** Choosing a colour keeps the same size if the new colour has it, otherwise clears it. */
export function sizeAfterColourChange(colour: SearchColorVariant, selected: SearchSizeVariant | null, sizeType: string): SearchSizeVariant | null {
  return selected ? matchingSize(colour, selected, sizeType) : null;
}

/** Colours lacking the chosen size show a cross. */
export function colourLacksSize(colour: SearchColorVariant, selected: SearchSizeVariant | null, sizeType: string): boolean {
  if (!selected) return false;
  const match = matchingSize(colour, selected, sizeType);
  return !match || !isSizeAvailable(match);
}

export interface AutoSelectInput {
  /** size / sizeType query parameters. */
  querySize?: string | null;
  querySizeType?: string | null;
  /** Size labels of the saved size filter. */
  savedSizeFilter?: readonly string[];
}

/**
 * Size is auto-selected when only one size exists, from the size/sizeType query parameters, or when
 * exactly one size matches a saved size filter. Sold-out sizes are never chosen for the shopper.
 */
export function autoSelectedSize(colour: SearchColorVariant, input: AutoSelectInput = {}): SearchSizeVariant | null {
  const sizes = colour.sizeVariants;
  if (sizes.length === 1) return isSizeAvailable(sizes[0]!) ? sizes[0]! : null;
  if (input.querySize) {
    const type = input.querySizeType || DEFAULT_SIZE_KEY;
    const wanted = input.querySize.toLowerCase();
    const hit = sizes.find((s) => sizeLabel(s, type).toLowerCase() === wanted || s.sizeString.toLowerCase() === wanted);
    if (hit && isSizeAvailable(hit)) return hit;
  }
  if (input.savedSizeFilter?.length) {
    const wanted = new Set(input.savedSizeFilter.map((s) => s.toLowerCase()));
    const hits = sizes.filter(
      (s) => isSizeAvailable(s) && (wanted.has(s.sizeString.toLowerCase()) || Object.values(s.size).some((l) => wanted.has(l.toLowerCase()))),
    );
    if (hits.length === 1) return hits[0]!;
  }
  return null;
}

/** Quantity: 1 to stock, capped at 20; never-out-of-stock items allow 20; the minimum is always 1. */
export function maxQuantity(size: SearchSizeVariant | null): number {
  if (!size) return QUANTITY_MAX;
  if (size.isNos) return QUANTITY_MAX;
  return Math.max(1, Math.min(size.stock, QUANTITY_MAX));
}

export function clampQuantity(quantity: number, size: SearchSizeVariant | null): number {
  if (!Number.isFinite(quantity)) return QUANTITY_DEFAULT;
  return Math.min(maxQuantity(size), Math.max(1, Math.floor(quantity)));
}

/** Add to basket needs an available size variant; otherwise warnSizeSelect and no call. */
export function addToBasketWarning(size: SearchSizeVariant | null): SelectionWarning | null {
  return size && isSizeAvailable(size) ? null : 'warnSizeSelect';
}

/** Outfit: at least one size chosen. Set: every sub-article size (warnSelectAllSize). */
export function multiPartWarning(kind: 'outfit' | 'set' | 'kit', chosen: readonly (SearchSizeVariant | null)[]): SelectionWarning | null {
  const picked = chosen.filter((s): s is SearchSizeVariant => !!s && isSizeAvailable(s));
  if (kind === 'outfit') return picked.length > 0 ? null : 'warnSelectAllSize';
  return picked.length === chosen.length && chosen.length > 0 ? null : 'warnSelectAllSize';
}

const BODY_ORDER = { normal: 0, short: 1, tall: 2 } as const;

/** Size sort: numeric before letters, all-size last; xs, s, m, l, xl, xxl; body types normal, short, tall. */
export function compareSizes(a: SearchSizeVariant, b: SearchSizeVariant): number {
  const body = BODY_ORDER[a.bodyType] - BODY_ORDER[b.bodyType];
  if (body !== 0) return body;
  return compareSizeLabels(a.sizeString, b.sizeString);
}

/** Tall-size flag: only colours with tall sizes in stock, and only their tall sizes. */
export function applyTallFlag(colours: readonly SearchColorVariant[], tall: boolean): SearchColorVariant[] {
  if (!tall) return [...colours];
  const out = colours
    .filter((c) => c.hasTallSizesOnStock)
    .map((c) => ({ ...c, sizeVariants: c.sizeVariants.filter((s) => s.bodyType === 'tall' && isSizeAvailable(s)) }))
    .filter((c) => c.sizeVariants.length > 0);
  return out.length ? out : [...colours];
}

/**
 * The product detail state of §3 (per product; an outfit holds one per part). The outcome of an add to
 * basket (§3 addToCartError) is not kept here: the add-to-basket connector decides it once
 * (src/domain/add-to-basket.ts) and the overlays read it.
 */
export interface ProductDetailState {
  selectedColorVariant: string;
  /** sku of the chosen size. */
  selectedSize: string | null;
  sizeType: string;
  selectedQuantity: number;
  addToCartSizeError: SelectionWarning | null;
}

export type ProductDetailAction =
  | { type: 'chooseColour'; itemnum: string }
  | { type: 'chooseSize'; sku: string }
  | { type: 'setQuantity'; quantity: number }
  | { type: 'setSizeType'; sizeType: string }
  | { type: 'sizeError'; warning: SelectionWarning }
  | { type: 'reset'; state: ProductDetailState };

export function initialDetailState(
  colours: readonly SearchColorVariant[],
  options: { colorVariant?: string | null } & AutoSelectInput = {},
): ProductDetailState {
  const colour = colours.find((c) => c.itemnum === options.colorVariant) ?? colours[0]!;
  const size = colour ? autoSelectedSize(colour, options) : null;
  return {
    selectedColorVariant: colour?.itemnum ?? '',
    selectedSize: size?.sku ?? null,
    sizeType: options.querySizeType || DEFAULT_SIZE_KEY,
    selectedQuantity: QUANTITY_DEFAULT,
    addToCartSizeError: null,
  };
}

/** The colour of the state (by item number), or null. */
export function findColour(colours: readonly SearchColorVariant[], itemnum: string): SearchColorVariant | null {
  return colours.find((c) => c.itemnum === itemnum) ?? null;
}

/** The size of the state (by sku) in a colour, or null. */
export function findSize(colour: SearchColorVariant | null, sku: string | null): SearchSizeVariant | null {
  return (colour && sku && colour.sizeVariants.find((s) => s.sku === sku)) || null;
}

/**
 * Choosing a colour keeps the size (by size type) or clears it, clears the size error, resets the
 * quantity to 1. Choosing a size clears the size error and resets the quantity to 1.
 */
export function productDetailReducer(colours: readonly SearchColorVariant[]) {
  return (state: ProductDetailState, action: ProductDetailAction): ProductDetailState => {
    switch (action.type) {
      case 'chooseColour': {
        const next = findColour(colours, action.itemnum);
        if (!next) return state;
        const current = findSize(findColour(colours, state.selectedColorVariant), state.selectedSize);
        const kept = sizeAfterColourChange(next, current, state.sizeType);
        return {
          ...state,
          selectedColorVariant: next.itemnum,
          selectedSize: kept?.sku ?? null,
          addToCartSizeError: null,
          selectedQuantity: QUANTITY_DEFAULT,
        };
      }
      case 'chooseSize':
        return { ...state, selectedSize: action.sku, addToCartSizeError: null, selectedQuantity: QUANTITY_DEFAULT };
      case 'setQuantity': {
        const size = findSize(findColour(colours, state.selectedColorVariant), state.selectedSize);
        return { ...state, selectedQuantity: clampQuantity(action.quantity, size) };
      }
      case 'setSizeType':
        return { ...state, sizeType: action.sizeType };
      case 'sizeError':
        return { ...state, addToCartSizeError: action.warning };
      case 'reset':
        return action.state;
    }
  };
}

/** For a kit: each part's colour matching the chosen one (the same colour, same name, same filter colour, same position, else its first). */
export function kitColourFor(part: Pick<SearchRecord, 'colorVariants'>, chosen: SearchColorVariant, index: number): SearchColorVariant {
  const cs = part.colorVariants;
  return (
    cs.find((c) => c.itemnum === chosen.itemnum) ??
    cs.find((c) => c.color === chosen.color) ??
    cs.find((c) => c.filterColor === chosen.filterColor) ??
    cs[index] ??
    cs[0]!
  );
}

/** A part's start: its first colour; in a kit every part starts in the first part's first colour (one colour for all). */
export function initialPartState(
  part: Pick<SearchRecord, 'colorVariants'>,
  parts: readonly Pick<SearchRecord, 'colorVariants'>[],
  kind: 'outfit' | 'set' | 'kit',
): ProductDetailState {
  const first = parts[0]?.colorVariants[0];
  if (kind !== 'kit' || !first) return initialDetailState(part.colorVariants);
  return initialDetailState(part.colorVariants, { colorVariant: kitColourFor(part, first, 0).itemnum });
}
