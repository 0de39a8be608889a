import type { StockImportEntry } from '../../src/domain/stock-import';

/** The online stock of the catalogue's sizes (orders take from it through the orders port). */
export interface StockPort {
  /**
   * A stock import: each entry's sku gets that online stock, all or none. Returns the products
   * whose stock changed (their search records follow, extensions/search/stock-sync.ts) and the skus
   * the catalogue does not know (left out).
   */
  importOnlineStock(entries: readonly StockImportEntry[]): Promise<{ productIds: string[]; unknownSkus: string[] }>;
}
