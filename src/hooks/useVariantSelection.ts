import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { QUANTITY_DEFAULT } from '../config/constants';
import type { SearchRecord } from '../domain/search-record';
import {
  applyTallFlag,
  autoSelectedSize,
  compareSizes,
  findColour,
  findSize,
  initialDetailState,
  maxQuantity,
  productDetailReducer,
  type AutoSelectInput,
  type SelectionWarning,
} from '../domain/variant-rules';
import { readStored } from '../state/storage';
import { isArrayOf, isString } from '../state/checks';

/** Where the listing keeps the saved size filter (storefront-browsing.md §2 "A saved size filter is kept in local storage"). */
export const SAVED_SIZE_FILTER_STORAGE_KEY = 'sizeFilter';
/** The saved size filter as stored: a list of size labels (a plain check: no zod on the product page). */
export const isSavedSizeFilter = isArrayOf(isString());

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
    reset,
  };
}

export type VariantSelection = ReturnType<typeof useVariantSelection>;
