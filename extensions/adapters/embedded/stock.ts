import type { StockPort } from '../../services/stock';
import { DomainError } from '../../services/owner';
import type { Product } from '../../../src/domain/product';
import type { EmbeddedCatalogue } from './catalogue';
import { fromJson, type Db } from './db';

/**
 * Online stock in SQLite. A sku's stock lives twice: in its `variants` row (what a cart add checks)
 * and in its product's document (what the catalogue, the indexer and the search records read); both
 * change together, in the caller's transaction, and the catalogue forgets the products it cached.
 */
export function createStock(db: Db, catalogue: Pick<EmbeddedCatalogue, 'forget'>) {
  const variant = db.prepare<[string], { product_id: string; stock: number; is_nos: number }>('SELECT product_id, stock, is_nos FROM variants WHERE sku = ?');
  const setRow = db.prepare('UPDATE variants SET stock = ? WHERE sku = ?');
  const productDoc = db.prepare<[string], { doc: string }>('SELECT doc FROM products WHERE id = ?');
  const writeDoc = db.prepare('UPDATE products SET doc = ? WHERE id = ?');

  /** New stock of skus (of the products given) into their rows and documents; returns the products changed. */
  const writeSync = (stock: ReadonlyMap<string, { productId: string; stock: number }>): string[] => {
    const byProduct = new Map<string, Map<string, number>>();
    for (const [sku, s] of stock) {
      setRow.run(s.stock, sku);
      byProduct.set(s.productId, (byProduct.get(s.productId) ?? new Map()).set(sku, s.stock));
    }
    for (const [id, skus] of byProduct) {
      const row = productDoc.get(id);
      if (!row) continue;
      const product = fromJson<Product>(row.doc);
      for (const cv of product.colorVariants) for (const sv of cv.sizeVariants) if (skus.has(sv.sku)) sv.stock = skus.get(sv.sku)!;
      writeDoc.run(JSON.stringify(product), id);
    }
    const ids = [...byProduct.keys()];
    catalogue.forget(ids);
    return ids;
  };

  /**
   * An order takes its lines' pieces off the online stock (in the order's transaction): a line
   * beyond the stock refuses the order (a never-out-of-stock size goes down to 0 and no further).
   */
  const takeSync = (lines: readonly { sku: string; count: number }[]): string[] => {
    const changes = new Map<string, { productId: string; stock: number }>();
    for (const { sku, count } of lines) {
      const row = variant.get(sku);
      if (!row) continue;
      const stock = changes.get(sku)?.stock ?? row.stock;
      if (!row.is_nos && count > stock) {
        if (stock === 0) throw new DomainError('sold_out', 'This size is sold out.', 'conflict');
        throw new DomainError('insufficient_stock', `Only ${stock} pieces are in stock.`, 'conflict', undefined, { stock });
      }
      changes.set(sku, { productId: row.product_id, stock: Math.max(0, stock - count) });
    }
    return writeSync(changes);
  };

  const importSync = db.transaction((entries: readonly { sku: string; stock: number }[]) => {
    const changes = new Map<string, { productId: string; stock: number }>();
    const unknownSkus: string[] = [];
    for (const { sku, stock } of entries) {
      const row = variant.get(sku);
      if (!row) unknownSkus.push(sku);
      else if (row.stock !== stock || changes.has(sku)) changes.set(sku, { productId: row.product_id, stock });
    }
    return { productIds: writeSync(changes), unknownSkus };
  });

  const port: StockPort = {
    async importOnlineStock(entries) {
      return importSync(entries);
    },
  };
  return { port, takeSync };
}
