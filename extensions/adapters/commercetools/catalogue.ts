import type { Category as CtCategory, ProductProjection } from '@commercetools/platform-sdk';
import type { CataloguePort } from '../../services/catalogue';
import type { Category, Product } from '../../../src/domain/product';
import { LANGUAGES } from '../../../src/config/languages';
import { CATALOGUE_CACHE_MS, LINE_PRODUCT_MAX_AGE_MS, STALE_CATEGORIES_RETRY_MS } from '../../../src/config/constants';
import { BackendUnavailableError } from '../../services/request-scope';
import type { Translations } from '../../../src/domain/i18n';
import { ct, inList, literal, type CtApi } from './client';
import { productOfProjection } from './products';

/** Parsed products kept per process (cart, wishlist and order lines resolve through here). */
const CACHE_MAX = 5000;
// How long a cached product or the category tree is trusted, and how old a product describing a line may be (src/config/constants.ts).
export { CATALOGUE_CACHE_MS, LINE_PRODUCT_MAX_AGE_MS };
/** commercetools caps `limit` at 500 and predicates at some kilobytes. */
const PAGE = 500;
const LOOKUP_BATCH = 50;

export interface CtCatalogue extends CataloguePort {
  /** The products of skus, from the cache where at most `maxAgeMs` old (one query for the rest). */
  productsBySku(skus: readonly string[], maxAgeMs?: number): Promise<Map<string, Product>>;
  /** The products of skus that are in the cache and at most CATALOGUE_CACHE_MS old (no request). */
  cachedBySku(skus: readonly string[]): Map<string, Product>;
  /**
   * The products of skus with the skus' online stock as commercetools has it now (what an add or a
   * raised count is decided on): a product read within LINE_PRODUCT_MAX_AGE_MS gives the rest (its
   * sizes, set parts, never-out-of-stock flags) and its sizes' stock comes from one read of their
   * inventory entries; products not in the cache are read again in full.
   */
  productsWithFreshStock(skus: readonly string[]): Promise<Map<string, Product>>;
  /** The products of item numbers (colours), likewise. */
  productsByItemNumber(itemnums: readonly string[], maxAgeMs?: number): Promise<Map<string, Product>>;
  clearCache(): void;
  /** These products' stock changed here (an order, an import): they are read again. */
  forget(ids: readonly string[]): void;
}

function categoryOf(c: CtCategory, keys: ReadonlyMap<string, string>): Category | null {
  if (!c.key) return null;
  const name = Object.fromEntries(LANGUAGES.map((l) => [l, c.name[l] ?? c.name.de ?? Object.values(c.name)[0] ?? ''])) as Translations;
  const group = c.custom?.fields?.group;
  return {
    id: c.key,
    parentId: c.parent ? (keys.get(c.parent.id) ?? null) : null,
    slug: c.slug.de ?? c.slug.en ?? Object.values(c.slug)[0] ?? c.key,
    name,
    ...(typeof group === 'string' && group ? { group } : {}),
    position: Number.parseFloat(c.orderHint) ? Math.round(Number.parseFloat(c.orderHint) * 1_000_000) : 0,
  };
}

/** The product with the stock of the sizes in `stock` replaced (a copy; the others as they were). */
export function withStock(product: Product, stock: ReadonlyMap<string, number>): Product {
  return {
    ...product,
    colorVariants: product.colorVariants.map((cv) => ({
      ...cv,
      sizeVariants: cv.sizeVariants.map((sv) => (stock.has(sv.sku) ? { ...sv, stock: stock.get(sv.sku)! } : sv)),
    })),
  };
}

/** The catalogue from commercetools product projections (published data), with a short-lived cache. */
export function createCtCatalogue(api: CtApi, clock: () => number = () => Date.now()): CtCatalogue {
  const products = new Map<string, { at: number; product: Product }>();
  const keyBySku = new Map<string, string>();
  const keyByItemnum = new Map<string, string>();
  let categories: { at: number; list: Category[]; keyById: Map<string, string> } | null = null;
  let categoriesRetryAt = 0;

  /**
   * The category tree, read again when older than CATALOGUE_CACHE_MS. While commercetools does not
   * answer, the tree read last stands in (categories change with a Merchant Center edit, not with
   * shopping): a category page keeps its list and a product page its breadcrumb through an outage.
   */
  async function categoryTree() {
    if (categories && (clock() - categories.at < CATALOGUE_CACHE_MS || clock() < categoriesRetryAt)) return categories;
    try {
      return await readCategoryTree();
    } catch (error) {
      if (!categories || !(error instanceof BackendUnavailableError)) throw error;
      // Not asked again for a while: each page would otherwise wait for the outage first.
      categoriesRetryAt = clock() + STALE_CATEGORIES_RETRY_MS;
      console.warn(`[commercetools] categories not read (${error.message}); the tree read ${Math.round((clock() - categories.at) / 1000)} s ago stands in`);
      return categories;
    }
  }

  async function readCategoryTree() {
    const all: CtCategory[] = [];
    let lastId: string | null = null;
    for (;;) {
      const page = await ct(() =>
        api
          .categories()
          .get({ queryArgs: { sort: 'id asc', limit: PAGE, withTotal: false, ...(lastId ? { where: `id > ${literal(lastId)}` } : {}) } })
          .execute(),
      );
      all.push(...page.results);
      if (page.results.length < PAGE) break;
      lastId = page.results[page.results.length - 1]!.id;
    }
    const keyById = new Map(all.filter((c) => c.key).map((c) => [c.id, c.key!]));
    const list = all
      .map((c) => categoryOf(c, keyById))
      .filter((c): c is Category => c !== null)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
    categories = { at: clock(), list, keyById };
    return categories;
  }

  function remember(product: Product) {
    if (products.size >= CACHE_MAX) products.delete(products.keys().next().value!);
    products.set(product.id, { at: clock(), product });
    for (const cv of product.colorVariants) {
      keyByItemnum.set(cv.itemnum, product.id);
      for (const sv of cv.sizeVariants) keyBySku.set(sv.sku, product.id);
    }
    return product;
  }

  function cached(key: string, maxAgeMs = CATALOGUE_CACHE_MS): Product | null {
    const hit = products.get(key);
    return hit && clock() - hit.at < maxAgeMs ? hit.product : null;
  }

  /**
   * Products of projections. Online stock comes from the projection's availability; where a
   * projection has none (commercetools-mock never computes it), from the inventory entries
   * without a supply channel, in one query per page.
   */
  async function toProducts(projections: ProductProjection[]): Promise<Product[]> {
    const { keyById } = await categoryTree();
    const missing = projections
      .flatMap((p) => [p.masterVariant, ...p.variants])
      .filter((v) => v.sku && v.availability?.availableQuantity === undefined)
      .map((v) => v.sku!);
    const stock = missing.length ? await onlineStock(missing) : new Map<string, number>();
    return projections.map((p) => productOfProjection(p, keyById, (sku) => stock.get(sku))).filter((p): p is Product => p !== null);
  }

  /** The online stock of skus now (their inventory entries without a supply channel; none: 0), one query per batch. */
  async function onlineStock(skus: readonly string[]): Promise<Map<string, number>> {
    const stock = new Map<string, number>();
    const unique = [...new Set(skus)];
    for (let i = 0; i < unique.length; i += LOOKUP_BATCH * 4) {
      const batch = unique.slice(i, i + LOOKUP_BATCH * 4);
      const entries = await ct(() =>
        api
          .inventory()
          .get({ queryArgs: { where: [inList('sku', batch), 'supplyChannel is not defined'], limit: PAGE } })
          .execute(),
      );
      for (const sku of batch) stock.set(sku, 0);
      for (const e of entries.results) stock.set(e.sku, Math.max(0, e.availableQuantity));
    }
    return stock;
  }

  async function query(where: string, limit = PAGE): Promise<Product[]> {
    const page = await ct(() =>
      api
        .productProjections()
        .get({ queryArgs: { where, limit, staged: false } })
        .execute(),
    );
    return (await toProducts(page.results)).map(remember);
  }

  async function byKeys(keys: readonly string[]): Promise<Map<string, Product>> {
    const found = new Map<string, Product>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const hit = cached(key);
      if (hit) found.set(key, hit);
      else missing.push(key);
    }
    for (let i = 0; i < missing.length; i += LOOKUP_BATCH) {
      for (const p of await query(inList('key', missing.slice(i, i + LOOKUP_BATCH)))) found.set(p.id, p);
    }
    return found;
  }

  const variantPredicate = (inner: string) => `masterVariant(${inner}) or variants(${inner})`;

  /**
   * Products by one of their variants' values (sku, item number): from the cache where the product
   * is at most `maxAgeMs` old, the rest in one query per LOOKUP_BATCH values.
   */
  async function lookUp(
    values: readonly string[],
    index: ReadonlyMap<string, string>,
    maxAgeMs: number | undefined,
    predicate: (batch: string[]) => string,
    valuesOf: (product: Product) => string[],
  ): Promise<Map<string, Product>> {
    const out = new Map<string, Product>();
    const missing: string[] = [];
    for (const value of new Set(values)) {
      const key = index.get(value);
      const hit = key ? cached(key, maxAgeMs) : null;
      if (hit) out.set(value, hit);
      else missing.push(value);
    }
    for (let i = 0; i < missing.length; i += LOOKUP_BATCH) {
      const batch = missing.slice(i, i + LOOKUP_BATCH);
      for (const product of await query(predicate(batch))) for (const value of valuesOf(product)) if (batch.includes(value)) out.set(value, product);
    }
    return out;
  }

  return {
    forget(ids) {
      for (const id of ids) products.delete(id);
    },
    clearCache() {
      products.clear();
      keyBySku.clear();
      keyByItemnum.clear();
      categories = null;
    },
    async version() {
      // Changes to any product or category move one of these.
      const [p, c] = await Promise.all([
        ct(() =>
          api
            .productProjections()
            .get({ queryArgs: { sort: 'lastModifiedAt desc', limit: 1, withTotal: true } })
            .execute(),
        ),
        ct(() =>
          api
            .categories()
            .get({ queryArgs: { sort: 'lastModifiedAt desc', limit: 1, withTotal: true } })
            .execute(),
        ),
      ]);
      return `ct-${p.total ?? 0}-${p.results[0]?.lastModifiedAt ?? 'none'}-${c.total ?? 0}-${c.results[0]?.lastModifiedAt ?? 'none'}`;
    },
    async *listProducts(options) {
      const size = Math.min(PAGE, Math.max(1, options?.batchSize ?? PAGE));
      let lastId: string | null = null;
      for (;;) {
        const page = await ct(() =>
          api
            .productProjections()
            .get({ queryArgs: { sort: 'id asc', limit: size, withTotal: false, staged: false, ...(lastId ? { where: `id > ${literal(lastId)}` } : {}) } })
            .execute(),
        );
        if (!page.results.length) return;
        lastId = page.results[page.results.length - 1]!.id;
        yield await toProducts(page.results);
        if (page.results.length < size) return;
      }
    },
    async countProducts() {
      const page = await ct(() =>
        api
          .productProjections()
          .get({ queryArgs: { limit: 0, withTotal: true, staged: false } })
          .execute(),
      );
      return page.total ?? 0;
    },
    async getProducts(ids) {
      const found = await byKeys(ids);
      return ids.map((id) => found.get(id)).filter((p): p is Product => p !== undefined);
    },
    async getProductByItemNumber(itemnum) {
      return (await this.productsByItemNumber([itemnum])).get(itemnum) ?? null;
    },
    async getBySku(sku) {
      const [product] = [...(await this.productsBySku([sku])).values()];
      const itemnum = product?.colorVariants.find((c) => c.sizeVariants.some((s) => s.sku === sku))?.itemnum;
      return product && itemnum ? { product, itemnum } : null;
    },
    cachedBySku(skus) {
      const out = new Map<string, Product>();
      for (const sku of skus) {
        const key = keyBySku.get(sku);
        const hit = key ? cached(key) : null;
        if (hit) out.set(sku, hit);
      }
      return out;
    },
    productsBySku(skus, maxAgeMs) {
      return lookUp(
        skus,
        keyBySku,
        maxAgeMs,
        (batch) => variantPredicate(inList('sku', batch)),
        (product) => product.colorVariants.flatMap((c) => c.sizeVariants.map((sv) => sv.sku)),
      );
    },
    async productsWithFreshStock(skus) {
      const wanted = [...new Set(skus)];
      const out = new Map<string, Product>();
      const kept: string[] = [];
      for (const sku of wanted) {
        const key = keyBySku.get(sku);
        const hit = key ? cached(key, LINE_PRODUCT_MAX_AGE_MS) : null;
        if (hit) {
          out.set(sku, hit);
          kept.push(sku);
        }
      }
      const missing = wanted.filter((sku) => !out.has(sku));
      const [read, stock] = await Promise.all([
        missing.length ? this.productsBySku(missing, 0) : new Map<string, Product>(),
        kept.length ? onlineStock(kept) : new Map<string, number>(),
      ]);
      for (const [sku, product] of out) out.set(sku, withStock(product, stock));
      for (const [sku, product] of read) out.set(sku, product);
      return out;
    },
    productsByItemNumber(itemnums, maxAgeMs) {
      return lookUp(
        itemnums,
        keyByItemnum,
        maxAgeMs,
        (batch) => variantPredicate(`attributes(name = "itemnum" and value in (${batch.map(literal).join(', ')}))`),
        (product) => product.colorVariants.map((c) => c.itemnum),
      );
    },
    async listCategories() {
      return (await categoryTree()).list;
    },
  };
}
