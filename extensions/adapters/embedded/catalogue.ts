import type { CataloguePort } from '../../services/catalogue';
import type { Category, Product } from '../../../src/domain/product';
import { fromJson, type Db } from './db';

const CACHE_MAX = 5000;

/**
 * The catalogue in SQLite: products as JSON documents, variants and item numbers as indexed rows.
 * Parsed products are cached (they change when the demo data is re-created, which clears the
 * cache, and when their stock changes, which forgets them: stock.ts), because every cart and wishlist read resolves its lines through here.
 */
export function createCatalogue(db: Db): CataloguePort & {
  clearCache(): void;
  /** The products changed (their stock, stock.ts): read them again. */
  forget(ids: readonly string[]): void;
  productBySkuSync(sku: string): { product: Product; itemnum: string } | null;
  productByItemnumSync(itemnum: string): Product | null;
} {
  const cache = new Map<string, Product>();
  const byId = db.prepare<[string], { doc: string }>('SELECT doc FROM products WHERE id = ?');
  const bySku = db.prepare<[string], { product_id: string; itemnum: string }>('SELECT product_id, itemnum FROM variants WHERE sku = ?');
  const byItemnum = db.prepare<[string], { product_id: string }>('SELECT product_id FROM item_numbers WHERE itemnum = ?');
  const batch = db.prepare<[number, number], { rowid: number; doc: string }>('SELECT rowid, doc FROM products WHERE rowid > ? ORDER BY rowid LIMIT ?');

  const productSync = (id: string): Product | null => {
    const hit = cache.get(id);
    if (hit) return hit;
    const row = byId.get(id);
    if (!row) return null;
    const product = fromJson<Product>(row.doc);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(id, product);
    return product;
  };
  const productBySkuSync = (sku: string) => {
    const row = bySku.get(sku);
    const product = row && productSync(row.product_id);
    return product ? { product, itemnum: row.itemnum } : null;
  };
  const productByItemnumSync = (itemnum: string) => {
    const row = byItemnum.get(itemnum);
    return row ? productSync(row.product_id) : null;
  };

  return {
    clearCache: () => cache.clear(),
    forget: (ids) => {
      for (const id of ids) cache.delete(id);
    },
    productBySkuSync,
    productByItemnumSync,
    async version() {
      return (db.prepare("SELECT value FROM meta WHERE key = 'catalogue_version'").pluck().get() as string | undefined) ?? 'empty';
    },
    async *listProducts(options) {
      const size = Math.max(1, options?.batchSize ?? 500);
      let after = 0;
      for (;;) {
        const rows = batch.all(after, size);
        if (!rows.length) return;
        after = rows[rows.length - 1]!.rowid;
        yield rows.map((r) => fromJson<Product>(r.doc));
      }
    },
    async countProducts() {
      return db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
    },
    async getProducts(ids) {
      return ids.map(productSync).filter((p): p is Product => p !== null);
    },
    async getProductByItemNumber(itemnum) {
      return productByItemnumSync(itemnum);
    },
    async getBySku(sku) {
      return productBySkuSync(sku);
    },
    async listCategories() {
      return db
        .prepare<[], { doc: string }>('SELECT doc FROM categories ORDER BY position, id')
        .all()
        .map((r) => fromJson<Category>(r.doc));
    },
  };
}

export type EmbeddedCatalogue = ReturnType<typeof createCatalogue>;

/** Writes products with their lookup rows (the caller wraps batches in a transaction). */
export function productWriter(db: Db): (product: Product) => void {
  const insertProduct = db.prepare('INSERT INTO products (id, position, doc) VALUES (?, ?, ?)');
  const insertItem = db.prepare('INSERT INTO item_numbers (itemnum, product_id) VALUES (?, ?)');
  const insertVariant = db.prepare('INSERT INTO variants (sku, product_id, itemnum, size, stock, is_nos) VALUES (?, ?, ?, ?, ?, ?)');
  return (product) => {
    insertProduct.run(product.id, product.position, JSON.stringify(product));
    for (const cv of product.colorVariants) {
      insertItem.run(cv.itemnum, product.id);
      for (const sv of cv.sizeVariants) insertVariant.run(sv.sku, product.id, cv.itemnum, sv.sizeString, sv.stock, sv.isNos ? 1 : 0);
    }
  };
}
