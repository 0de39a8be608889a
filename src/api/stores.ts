import { call, type ApiResult } from './request';
import type { ActionAnswer } from '../../extensions/api-contract';

/** Store stock of a colour variant (storefront-browsing.md §7 GET /_hirmer/stores/info?product&size). */
export const STORES_INFO_PATH = '/_hirmer/stores/info';
/** The size parameter for all sizes together. */
export const ALL_SIZES = '0';

export type StoresInfoAnswer = ActionAnswer<'hirmer-stores/info'>;

export function fetchStoreStock(itemNumber: string, size: string | null): Promise<ApiResult<StoresInfoAnswer>> {
  return call('GET', 'hirmer-stores/info', { query: { product: itemNumber, size: size ?? ALL_SIZES } });
}
