import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { StoreStockEntry } from '../domain/store';
import { fetchStoreStock } from '../api/stores';
import { useReservation } from './useReservation';

/**
 * Click and reserve (storefront-browsing.md §4): stages none, stores loaded, article reserved and
 * empty (refused, with the server's message). Opening needs a chosen size (warnSizeSelect); the
 * dialog loads the stores' stock of that size, reserves in one store, then offers 'reserve more'
 * (closes) or 'go to reservation basket'.
 */
export type ReserveStage = 'none' | 'loading' | 'storesLoaded' | 'storesError' | 'reserving' | 'reserved' | 'empty';

export interface ClickAndReserveState {
  stage: ReserveStage;
  stores: StoreStockEntry[];
  reservingStore: string | null;
  reservedStore: StoreStockEntry | null;
  /** The server's message when the reservation was refused. */
  message: string | null;
}

export type ClickAndReserveAction =
  | { type: 'load' }
  | { type: 'loaded'; stores: StoreStockEntry[] }
  | { type: 'loadFailed' }
  | { type: 'reserve'; store: string }
  | { type: 'reserved'; store: StoreStockEntry }
  | { type: 'refused'; message: string }
  | { type: 'close' };

export const initialClickAndReserveState: ClickAndReserveState = { stage: 'none', stores: [], reservingStore: null, reservedStore: null, message: null };

export function clickAndReserveReducer(state: ClickAndReserveState, action: ClickAndReserveAction): ClickAndReserveState {
  switch (action.type) {
    case 'load':
      return { ...initialClickAndReserveState, stage: 'loading' };
    case 'loaded':
      return { ...state, stage: 'storesLoaded', stores: action.stores };
    case 'loadFailed':
      return { ...state, stage: 'storesError', stores: [] };
    case 'reserve':
      return state.stage === 'storesLoaded' || state.stage === 'empty' ? { ...state, stage: 'reserving', reservingStore: action.store, message: null } : state;
    case 'reserved':
      return { ...state, stage: 'reserved', reservingStore: null, reservedStore: action.store };
    case 'refused':
      return { ...state, stage: 'empty', reservingStore: null, message: action.message };
    case 'close':
      return state.stage === 'none' ? state : initialClickAndReserveState;
  }
}

export interface ReserveTarget {
  itemnum: string;
  sku: string;
  size: string;
}

/** Loads the stores when a target is given; `reserve(store)` reserves one piece there. */
export function useClickAndReserve(target: ReserveTarget | null) {
  const [state, dispatch] = useReducer(clickAndReserveReducer, initialClickAndReserveState);
  const reservation = useReservation();
  const current = useRef(target);
  current.current = target;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stock is fetched again when the item or size changes, not for every new target object with the same values
  useEffect(() => {
    if (!target) {
      dispatch({ type: 'close' });
      return;
    }
    let cancelled = false;
    dispatch({ type: 'load' });
    void fetchStoreStock(target.itemnum, target.size).then((result) => {
      if (cancelled) return;
      if (result.ok && result.data.success) dispatch({ type: 'loaded', stores: result.data.data });
      else dispatch({ type: 'loadFailed' });
    });
    return () => {
      cancelled = true;
    };
  }, [target?.itemnum, target?.sku, target?.size]);

  const reserve = useCallback(
    async (store: StoreStockEntry) => {
      const t = current.current;
      if (!t) return;
      dispatch({ type: 'reserve', store: store.store });
      const result = await reservation.add({ oxid: t.sku, amount: 1, filialeid: store.store });
      if (result.ok) dispatch({ type: 'reserved', store });
      else dispatch({ type: 'refused', message: result.errors[0]?.message ?? '' });
    },
    [reservation],
  );

  return { ...state, reserve, close: () => dispatch({ type: 'close' }) };
}
