import { useCallback, useMemo, useReducer, useState } from 'react';
import { useHistoryVisit } from './useHistoryVisit';
import {
  compareSizes,
  initialPartState,
  kitColourFor,
  multiPartWarning,
  productDetailReducer,
  type ProductDetailAction,
  type ProductDetailState,
  type SelectionWarning,
} from '../domain/variant-rules';
import type { SearchColorVariant, SearchSizeVariant } from '../domain/search-record';
import type { ProductPageRecord } from '../domain/product-page-record';

/**
 * The selection of every part of a set, kit or outfit: the rules of useVariantSelection per part
 * (colour keeps size, quantity), plus the rules over all parts (warnSelectAllSize) and the kit's
 * one colour for all parts.
 */
export interface PartView {
  part: ProductPageRecord;
  state: ProductDetailState;
  colour: SearchColorVariant;
  size: SearchSizeVariant | null;
  sizes: SearchSizeVariant[];
}

type Action = { partId: string; action: ProductDetailAction } | { type: 'warning'; warning: SelectionWarning | null } | { type: 'reset' };
interface State {
  parts: Record<string, ProductDetailState>;
  warning: SelectionWarning | null;
}

export function usePartSelections(parts: readonly ProductPageRecord[], kind: 'outfit' | 'set' | 'kit') {
  const reducers = useMemo(() => new Map(parts.map((p) => [p.objectID, productDetailReducer(p.colorVariants)])), [parts]);
  const initial = (): State => ({ parts: Object.fromEntries(parts.map((p) => [p.objectID, initialPartState(p, parts, kind)])), warning: null });
  const [state, dispatch] = useReducer(
    (s: State, a: Action): State => {
      if ('type' in a) return a.type === 'reset' ? initial() : { ...s, warning: a.warning };
      const reduce = reducers.get(a.partId);
      const current = s.parts[a.partId];
      if (!reduce || !current) return s;
      const next = reduce(current, a.action);
      return { parts: { ...s.parts, [a.partId]: next }, warning: a.action.type === 'chooseSize' ? null : s.warning };
    },
    undefined,
    initial,
  );
  // Pop-state navigation resets the outfit's or set's selection (storefront-browsing.md §3), as it does a product box's.
  const visit = useHistoryVisit();
  const [resetAt, setResetAt] = useState(visit);
  if (resetAt !== visit) {
    setResetAt(visit);
    dispatch({ type: 'reset' });
  }

  const views: PartView[] = parts.map((part) => {
    const st = state.parts[part.objectID]!;
    const colour = part.colorVariants.find((c) => c.itemnum === st.selectedColorVariant) ?? part.colorVariants[0]!;
    const size = colour.sizeVariants.find((s) => s.sku === st.selectedSize) ?? null;
    return { part, state: st, colour, size, sizes: [...colour.sizeVariants].sort(compareSizes) };
  });

  const chooseColour = useCallback((partId: string, itemnum: string) => dispatch({ partId, action: { type: 'chooseColour', itemnum } }), []);
  const chooseSize = useCallback((partId: string, sku: string) => dispatch({ partId, action: { type: 'chooseSize', sku } }), []);
  const chooseKitColour = useCallback(
    (index: number) => {
      parts.forEach((part) => {
        const first = parts[0]!.colorVariants[index];
        if (first) dispatch({ partId: part.objectID, action: { type: 'chooseColour', itemnum: kitColourFor(part, first, index).itemnum } });
      });
    },
    [parts],
  );
  /** Checks the rule of §5 for this kind; answers the chosen sizes when complete. */
  const validate = useCallback((): SearchSizeVariant[] | null => {
    const chosen = views.map((v) => v.size);
    const warning = multiPartWarning(kind, chosen);
    dispatch({ type: 'warning', warning });
    return warning ? null : chosen.filter((s): s is SearchSizeVariant => !!s);
  }, [views, kind]);

  return { views, warning: state.warning, chooseColour, chooseSize, chooseKitColour, validate };
}
