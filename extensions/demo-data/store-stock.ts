import { hashString } from './random';

/**
 * The demo stock of a sku in a store, derived from (store, sku): the same on every start and in every
 * backend. The embedded backend subtracts what reservations took instead of storing millions of rows;
 * the commercetools seed writes it as inventory entries of the store's channel.
 */
export function baseStoreStock(storeId: string, sku: string, isNos: boolean): number {
  if (isNos) return 5;
  const h = hashString(`${storeId}|${sku}`) % 7;
  return Math.max(0, h - 2);
}
