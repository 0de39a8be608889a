import type { StoresPort } from '../../services/stores';
import { DomainError } from '../../services/owner';
import type { Store, StoreStockEntry } from '../../../src/domain/store';
import { fromJson, type Db } from './db';
import { baseStoreStock } from '../../demo-data/store-stock';

export { baseStoreStock };

export function createStores(db: Db): StoresPort & { stockOfSkuSync(storeId: string, sku: string): number; storeSync(id: string): Store | null } {
  const all = (): Store[] =>
    db
      .prepare<[], { doc: string }>('SELECT doc FROM stores ORDER BY position')
      .all()
      .map((r) => fromJson<Store>(r.doc));
  let cached: Store[] | null = null;
  const stores = () => (cached ??= all());
  const variantsOf = db.prepare<[string], { sku: string; size: string; is_nos: number }>('SELECT sku, size, is_nos FROM variants WHERE itemnum = ?');
  const variant = db.prepare<[string], { is_nos: number }>('SELECT is_nos FROM variants WHERE sku = ?');
  const reserved = db.prepare<[string, string], number>('SELECT reserved FROM store_reserved WHERE store_id = ? AND sku = ?').pluck();

  const stockOfSkuSync = (storeId: string, sku: string, isNos?: boolean): number => {
    const nos = isNos ?? variant.get(sku)?.is_nos === 1;
    return Math.max(0, baseStoreStock(storeId, sku, nos) - (reserved.get(storeId, sku) ?? 0));
  };
  const storeSync = (id: string) => stores().find((s) => s.id === id) ?? null;

  return {
    stockOfSkuSync: (storeId, sku) => stockOfSkuSync(storeId, sku),
    storeSync,
    async list() {
      return stores();
    },
    async get(id) {
      return storeSync(id);
    },
    async stockOf(itemNumber, size) {
      const variants = variantsOf.all(itemNumber);
      if (!variants.length) throw new DomainError('unknown_item_number', `The article ${itemNumber} does not exist.`, 'not_found', 'product', { itemNumber });
      const chosen = size === null ? variants : variants.filter((v) => v.size.toLowerCase() === size.toLowerCase());
      if (!chosen.length)
        throw new DomainError('unknown_size', `The article ${itemNumber} has no size ${size}.`, 'not_found', 'size', { itemNumber, size: String(size) });
      return stores().map<StoreStockEntry>((store) => ({
        store: store.id,
        name: store.name,
        stock: chosen.reduce((sum, v) => sum + stockOfSkuSync(store.id, v.sku, v.is_nos === 1), 0),
        address: store.address,
        openingHours: store.openingHours,
      }));
    },
    async stockOfSku(storeId, sku) {
      return stockOfSkuSync(storeId, sku);
    },
  };
}

export type EmbeddedStores = ReturnType<typeof createStores>;
