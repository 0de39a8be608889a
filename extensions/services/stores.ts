import type { Store, StoreStockEntry } from '../../src/domain/store';

/** Physical stores and their stock per sku. */
export interface StoresPort {
  list(): Promise<Store[]>;
  get(storeId: string): Promise<Store | null>;
  /** Stock of a colour variant in every store: one size label, or all sizes together (`size` null). */
  stockOf(itemNumber: string, size: string | null): Promise<StoreStockEntry[]>;
  stockOfSku(storeId: string, sku: string): Promise<number>;
}
