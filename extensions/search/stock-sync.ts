import type { Algoliasearch } from 'algoliasearch';
import { STOCK_INDEX_ANSWER_RESERVE_MS, STOCK_INDEX_RETRY_MS, STOCK_INDEX_WAIT_MS } from '../../src/config/constants';
import type { Language } from '../../src/config/languages';
import type { CataloguePort } from '../services/catalogue';
import type { OrdersPort } from '../services/orders';
import type { StockPort } from '../services/stock';
import { requestScope } from '../services/request-scope';
import { stockAttributesOf } from './records';

/**
 * Stock changes into the search records: after an order or a stock import the products touched get
 * a partial update (`partialUpdateObjects`, Algolia's `partialUpdateObjectNoCreate`) of the
 * attributes that follow stock (`stockAttributesOf`: the total stock, each colour's sizes' stock and
 * `soldOutSizes`), in every language's index, without a reindex. The same client call writes to
 * Algolia in production and to the host's engine by default.
 *
 * It never holds up the change it follows for long: `changed` queues the products and returns at
 * once; the services wrapped by `withStockIndexing` then wait for the update up to STOCK_INDEX_WAIT_MS
 * within the action's budget (`settledWithin`), so that it is done before the answer where a
 * serverless runtime may freeze the instance after it, and go on behind the answer otherwise. While
 * an update is under way, the products changed meanwhile wait and go together in the next one, each
 * once, so a rush of orders costs one update per product and round, not one per order. An update
 * that fails is logged and counted (`status`); its products stay queued and go again with the next
 * stock change or after STOCK_INDEX_RETRY_MS, whichever comes first. What a process ends with queued
 * is repaired by the next reindex (`npm run reindex -- --stock` rewrites every record's stock
 * attributes the same way).
 */

/** The write the sync needs of the `algoliasearch` client. */
export type StockSyncClient = Pick<Algoliasearch, 'partialUpdateObjects'>;

export interface StockSyncOptions {
  catalogue: Pick<CataloguePort, 'getProducts' | 'getBySku'>;
  /** The write client, asked for each update (the host's engine address is known only once it listens). */
  client: () => StockSyncClient;
  /** The indices holding product records, one per language. */
  indexes: () => readonly { indexName: string; language: Language }[];
  /** Where a failed update is reported. */
  log?: (message: string) => void;
  retryMs?: number;
}

export interface StockSyncStatus {
  /** Products waiting for their update (queued, or left by a failed one). */
  pending: number;
  /** Updates sent, and the records they wrote. */
  updates: number;
  records: number;
  /** Updates that failed, and the last one's error. */
  failures: number;
  lastError: string | null;
}

export class SearchStockSync {
  private readonly queued = new Set<string>();
  /** Skus of an order, turned into their products in the background (the order does not wait for the lookup). */
  private readonly queuedSkus = new Set<string>();
  private running: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly counts = { updates: 0, records: 0, failures: 0, lastError: null as string | null };

  constructor(private readonly options: StockSyncOptions) {}

  /** The stock of these products (or of these skus' products) changed: their records are updated in the background (see `idle`). */
  changed(change: { productIds?: Iterable<string>; skus?: Iterable<string> }): void {
    const before = this.queued.size + this.queuedSkus.size;
    for (const id of change.productIds ?? []) this.queued.add(id);
    for (const sku of change.skus ?? []) this.queuedSkus.add(sku);
    if (this.queued.size + this.queuedSkus.size > before) this.start();
  }

  /** Resolves once nothing is being sent (what failed stays queued for the retry). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Waits until nothing is being sent, at most `ms`; answers whether it got there. */
  async settledWithin(ms: number): Promise<boolean> {
    if (!this.running || ms <= 0) return !this.running;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    try {
      return await Promise.race([this.idle().then(() => true as const), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Sends what is queued now and waits for it (a retry, a test, the end of a script). */
  async flush(): Promise<void> {
    await this.idle();
    if (this.queued.size || this.queuedSkus.size) {
      this.start();
      await this.idle();
    }
  }

  status(): StockSyncStatus {
    return { pending: this.queued.size + this.queuedSkus.size, ...this.counts };
  }

  /** Stops the retry timer (what is queued is dropped with the process; see the module's note). */
  close(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private start(): void {
    if (this.running) return; // the products wait for the next round, which follows this one
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  /** Rounds until the queue is empty or a round failed (then the retry timer takes over). */
  private async rounds(): Promise<void> {
    // Orders answered in the same turn of the event loop go into the first round together.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queued.size || this.queuedSkus.size) {
      const skus = [...this.queuedSkus];
      this.queuedSkus.clear();
      let ids: string[] | null = null;
      try {
        for (const hit of await Promise.all(skus.map((sku) => this.options.catalogue.getBySku(sku)))) if (hit) this.queued.add(hit.product.id);
        ids = [...this.queued];
        this.queued.clear();
        await this.update(ids);
      } catch (error) {
        // What failed stays queued: the skus when their products were not found, else the products.
        if (ids) for (const id of ids) this.queued.add(id);
        else for (const sku of skus) this.queuedSkus.add(sku);
        this.failed(this.queued.size + this.queuedSkus.size, error);
        return;
      }
    }
  }

  private async update(ids: string[]): Promise<void> {
    const products = await this.options.catalogue.getProducts(ids);
    if (!products.length) return;
    const client = this.options.client();
    await Promise.all(
      this.options.indexes().map(({ indexName, language }) =>
        // NoCreate: a product the index does not hold yet (a reindex will bring it) gets no fragment of a record.
        client.partialUpdateObjects({ indexName, objects: products.map((p) => stockAttributesOf(p, language)), createIfNotExists: false }),
      ),
    );
    this.counts.updates++;
    this.counts.records += products.length * this.options.indexes().length;
  }

  private failed(products: number, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.counts.failures++;
    this.counts.lastError = message;
    (this.options.log ?? console.error)(
      `[search] the stock of ${products} product(s) did not reach the search index (${message}); tried again with the next stock change or in ${Math.round((this.options.retryMs ?? STOCK_INDEX_RETRY_MS) / 1000)} s`,
    );
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start();
    }, this.options.retryMs ?? STOCK_INDEX_RETRY_MS);
    this.retryTimer.unref?.();
  }
}

/** How long the running action may still wait for the records: STOCK_INDEX_WAIT_MS, within its budget. */
function indexWaitMs(): number {
  const scope = requestScope();
  const left = scope ? scope.deadline - Date.now() - STOCK_INDEX_ANSWER_RESERVE_MS : STOCK_INDEX_WAIT_MS;
  return Math.min(STOCK_INDEX_WAIT_MS, left);
}

/**
 * The services with their stock changes followed into the search records: a placed order's skus and
 * an import's products go to the sync after the change succeeded; the answer waits for the update
 * at most `indexWaitMs()` (a failure or a slow search service never fails nor holds up the change).
 */
export function withStockIndexing<S extends { orders: OrdersPort; stock: StockPort }>(services: S, sync: SearchStockSync): S {
  return {
    ...services,
    orders: {
      ...services.orders,
      placeFromCart: async (...args: Parameters<OrdersPort['placeFromCart']>) => {
        const order = await services.orders.placeFromCart(...args);
        sync.changed({ skus: order.articles.map((a) => a.sku) });
        await sync.settledWithin(indexWaitMs());
        return order;
      },
    },
    stock: {
      importOnlineStock: async (entries) => {
        const result = await services.stock.importOnlineStock(entries);
        sync.changed({ productIds: result.productIds });
        await sync.settledWithin(indexWaitMs());
        return result;
      },
    },
  };
}

/**
 * Every record's stock attributes rewritten from the catalogue with partial updates (`npm run
 * reindex -- --stock`): the repair of stock updates that never reached the index (a process that
 * ended with some queued, a search service down for longer). No temporary index, no settings.
 */
export async function syncAllStock(options: {
  catalogue: Pick<CataloguePort, 'listProducts'>;
  client: StockSyncClient;
  indexes: readonly { indexName: string; language: Language }[];
  batchSize?: number;
}): Promise<{ products: number }> {
  let products = 0;
  for await (const batch of options.catalogue.listProducts({ batchSize: options.batchSize ?? 1000 })) {
    products += batch.length;
    for (const { indexName, language } of options.indexes)
      await options.client.partialUpdateObjects({
        indexName,
        objects: batch.map((p) => stockAttributesOf(p, language)),
        createIfNotExists: false,
        waitForTasks: true,
      });
  }
  return { products };
}
