import type { Category, Product } from '../../src/domain/product';

/** Read access to the product catalogue: what the indexer, the dynamic-page handler and cart rules need. */
export interface CataloguePort {
  /** A fingerprint that changes whenever products or categories change (the host reindexes on start when it differs). */
  version(): Promise<string>;
  /** Every product, in batches (the indexer streams 100k products without holding them twice). */
  listProducts(options?: { batchSize?: number }): AsyncIterable<Product[]>;
  countProducts(): Promise<number>;
  getProducts(ids: readonly string[]): Promise<Product[]>;
  getProductByItemNumber(itemnum: string): Promise<Product | null>;
  /** The product and its colour/size variant of a sku. */
  getBySku(sku: string): Promise<{ product: Product; itemnum: string } | null>;
  /** The category tree; an adapter on a remote catalogue keeps it for CATALOGUE_CACHE_MS (the one cache of categories). */
  listCategories(): Promise<Category[]>;
}
