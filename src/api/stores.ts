import type { StoreStockEntry } from '../domain/store';
import { request, type ApiResult } from './request';

/** Store stock of a colour variant (storefront-browsing.md §7 GET /_hirmer/stores/info?product&size). */
export const STORES_INFO_PATH = '/_hirmer/stores/info';
/** The size parameter for all sizes together. */
export const ALL_SIZES = '0';

export interface StoresInfoAnswer {
  success: boolean;
  data: StoreStockEntry[];
}

export function fetchStoreStock(itemNumber: string, size: string | null): Promise<ApiResult<StoresInfoAnswer>> {
  return request<StoresInfoAnswer>(STORES_INFO_PATH, { query: { product: itemNumber, size: size ?? ALL_SIZES } });
}

/** Stores that have the article, in the service's order. */
export function storesWithStock(entries: readonly StoreStockEntry[]): StoreStockEntry[] {
  return entries.filter((e) => e.stock > 0);
}
