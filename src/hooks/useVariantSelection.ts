import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { compareSizeLabels } from '../domain/size-order';
import { QUANTITY_DEFAULT, QUANTITY_MAX } from '../config/constants';
import { DEFAULT_SIZE_KEY } from '../domain/product-vocabulary';
import type { SearchColorVariant, SearchRecord, SearchSizeVariant } from '../domain/search-record';
import { readStored } from '../state/storage';
import { isArrayOf, isString } from '../state/checks';

/**
 * The selection rules of storefront-browsing.md §4 and §5 for the product detail page (and each
 * part of an outfit, set or kit): pure functions named after the rules, a reducer holding the
 * product detail state of §3, and the hook that wires them to a product. Components only draw.
 */

/** Where the listing keeps the saved size filter (storefront-browsing.md §2 "A saved size filter is kept in local storage"). */
export const SAVED_SIZE_FILTER_STORAGE_KEY = 'sizeFilter';
/** The saved size filter as stored: a list of size labels (a plain check: no zod on the product page). */
export const isSavedSizeFilter = isArrayOf(isString());

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

/** The product detail state of §3 (per product; an outfit holds one per part). */
export interface ProductDetailState {
  selectedColorVariant: string;
  /** sku of the chosen size. */
  selectedSize: string | null;
  sizeType: string;
  selectedQuantity: number;
  addToCartSizeError: SelectionWarning | null;
  addToCartError: string | null;
}

export type ProductDetailAction =
  | { type: 'chooseColour'; itemnum: string }
  | { type: 'chooseSize'; sku: string }
  | { type: 'setQuantity'; quantity: number }
  | { type: 'setSizeType'; sizeType: string }
  | { type: 'sizeError'; warning: SelectionWarning }
  | { type: 'addToCartError'; message: string | null }
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
    addToCartError: null,
  };
}

function findColour(colours: readonly SearchColorVariant[], itemnum: string) {
  return colours.find((c) => c.itemnum === itemnum) ?? null;
}

function findSize(colour: SearchColorVariant | null, sku: string | null) {
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
          addToCartError: null,
          selectedQuantity: QUANTITY_DEFAULT,
        };
      }
      case 'chooseSize':
        return { ...state, selectedSize: action.sku, addToCartSizeError: null, addToCartError: null, selectedQuantity: QUANTITY_DEFAULT };
      case 'setQuantity': {
        const size = findSize(findColour(colours, state.selectedColorVariant), state.selectedSize);
        return { ...state, selectedQuantity: clampQuantity(action.quantity, size) };
      }
      case 'setSizeType':
        return { ...state, sizeType: action.sizeType };
      case 'sizeError':
        return { ...state, addToCartSizeError: action.warning };
      case 'addToCartError':
        return { ...state, addToCartError: action.message };
      case 'reset':
        return action.state;
    }
  };
}

export interface VariantSelectionOptions extends AutoSelectInput {
  colorVariant?: string | null;
  tall?: boolean;
  /** Read the saved size filter from local storage (the detail page; not the story/tests). */
  useSavedSizeFilter?: boolean;
}

/** The selection of one product: the chosen colour and size and what a click on them does. */
export function useVariantSelection(product: Pick<SearchRecord, 'colorVariants'>, options: VariantSelectionOptions = {}) {
  const [tall, setTallState] = useState(!!options.tall);
  const colours = useMemo(() => applyTallFlag(product.colorVariants, tall), [product.colorVariants, tall]);
  const reducer = useMemo(() => productDetailReducer(colours), [colours]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialDetailState(colours, options));

  // The saved size filter lives in local storage: read it after hydration so server and browser agree.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once after hydration: the saved size filter applies to the first selection only, never after the shopper chose
  useEffect(() => {
    if (!options.useSavedSizeFilter || state.selectedSize) return;
    const saved = readStored(SAVED_SIZE_FILTER_STORAGE_KEY, isSavedSizeFilter);
    if (!saved?.length) return;
    const colour = findColour(colours, state.selectedColorVariant);
    const size = colour ? autoSelectedSize(colour, { savedSizeFilter: saved }) : null;
    if (size) dispatch({ type: 'chooseSize', sku: size.sku });
  }, []);

  const colour = findColour(colours, state.selectedColorVariant) ?? colours[0]!;
  const size = findSize(colour, state.selectedSize);

  const chooseColour = useCallback((itemnum: string) => dispatch({ type: 'chooseColour', itemnum }), []);
  const chooseSize = useCallback((sku: string) => dispatch({ type: 'chooseSize', sku }), []);
  const setQuantity = useCallback((quantity: number) => dispatch({ type: 'setQuantity', quantity }), []);
  const setSizeError = useCallback((warning: SelectionWarning) => dispatch({ type: 'sizeError', warning }), []);
  const setAddToCartError = useCallback((message: string | null) => dispatch({ type: 'addToCartError', message }), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset returns to the start of the current colours; the options are those of the first render
  const reset = useCallback(() => dispatch({ type: 'reset', state: initialDetailState(colours, options) }), [colours]);

  /** The tall-size flag: keeps the colour when it has tall sizes in stock, else the first such colour; clears the size. */
  const setTall = useCallback(
    (next: boolean) => {
      const filtered = applyTallFlag(product.colorVariants, next);
      const keep = filtered.find((c) => c.itemnum === state.selectedColorVariant) ?? filtered[0]!;
      setTallState(next);
      dispatch({
        type: 'reset',
        state: { ...state, selectedColorVariant: keep.itemnum, selectedSize: null, selectedQuantity: QUANTITY_DEFAULT, addToCartSizeError: null },
      });
    },
    [product.colorVariants, state],
  );
  const setSizeType = useCallback((sizeType: string) => dispatch({ type: 'setSizeType', sizeType }), []);

  return {
    state,
    tall,
    setTall,
    /** Whether the tall flag can be offered: some colour has tall sizes in stock. */
    hasTallSizes: product.colorVariants.some((c) => c.hasTallSizesOnStock),
    /** Size systems the colour's sizes are labelled in (eu, us ...). */
    sizeTypes: [...new Set(colour.sizeVariants.flatMap((s) => Object.keys(s.size)))],
    setSizeType,
    colours,
    colour,
    size,
    sizes: useMemo(() => [...colour.sizeVariants].sort(compareSizes), [colour]),
    maxQuantity: maxQuantity(size),
    chooseColour,
    chooseSize,
    setQuantity,
    setSizeError,
    setAddToCartError,
    reset,
  };
}

export type VariantSelection = ReturnType<typeof useVariantSelection>;
