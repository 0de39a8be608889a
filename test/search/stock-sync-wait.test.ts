import { describe, expect, it } from 'vitest';
import { SearchStockSync, withStockIndexing, type StockSyncClient } from '../../extensions/search/stock-sync';
import type { OrdersPort } from '../../extensions/services/orders';
import type { StockPort } from '../../extensions/services/stock';
import { withinRequest } from '../../extensions/services/request-scope';
import { STOCK_INDEX_ANSWER_RESERVE_MS, STOCK_INDEX_WAIT_MS } from '../../src/config/constants';

/**
 * How long an order's answer waits for its search records (extensions/search/stock-sync.ts): until
 * the update is written, at most STOCK_INDEX_WAIT_MS and never past the action's budget less
 * STOCK_INDEX_ANSWER_RESERVE_MS; the update goes on behind the answer then.
 */
function setUp() {
  const writes: { objects: unknown[]; done: () => void }[] = [];
  const client = {
    partialUpdateObjects: ({ objects }: { objects: unknown[] }) =>
      new Promise<never[]>((resolve) => {
        writes.push({ objects, done: () => resolve([]) });
      }),
  } as unknown as StockSyncClient;
  const product = { id: 'P1', colorVariants: [] };
  const sync = new SearchStockSync({
    catalogue: {
      getProducts: async () => [product] as never,
      getBySku: async () => ({ product }) as never,
    },
    client: () => client,
    indexes: () => [{ indexName: 'products_de', language: 'de' }],
  });
  const order = { articles: [{ sku: 'S1', count: 1 }] };
  const services = withStockIndexing(
    {
      orders: { placeFromCart: async () => order } as unknown as OrdersPort,
      stock: { importOnlineStock: async () => ({ productIds: ['P1'], unknownSkus: [] }) } as StockPort,
    },
    sync,
  );
  const place = () => services.orders.placeFromCart('a1', { kind: 'account', id: 'a1' }, 'EUR', 'de');
  return { sync, writes, place, services };
}

const timed = async (work: () => Promise<unknown>) => {
  const started = Date.now();
  await work();
  return Date.now() - started;
};

describe("an order's answer and its search records", () => {
  it('answers once the records are written', async () => {
    const { sync, writes, place } = setUp();
    const answered = place();
    await expect.poll(() => writes.length).toBe(1);
    let done = false;
    void answered.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    writes[0]!.done();
    await answered;
    expect(sync.status()).toMatchObject({ pending: 0, updates: 1 });
  });

  it('waits at most STOCK_INDEX_WAIT_MS for a search service that does not answer; the update goes on behind the answer', async () => {
    const { sync, writes, place } = setUp();
    expect(await timed(place)).toBeGreaterThanOrEqual(STOCK_INDEX_WAIT_MS - 20);
    expect(writes).toHaveLength(1);
    writes[0]!.done();
    await sync.idle();
    expect(sync.status()).toMatchObject({ pending: 0, updates: 1, failures: 0 });
  });

  it("never waits past the action's budget less its reserve", async () => {
    const { writes, place } = setUp();
    const scope = { deadline: Date.now() + STOCK_INDEX_ANSWER_RESERVE_MS + 100, budgetMs: 7000, requestId: 'stock-wait-test-1' };
    // 100 ms of budget left to wait (STOCK_INDEX_WAIT_MS would be 1000).
    expect(await timed(() => withinRequest(scope, place))).toBeLessThan(STOCK_INDEX_WAIT_MS - 100);
    const late = { deadline: Date.now() + 200, budgetMs: 7000, requestId: 'stock-wait-test-2' };
    expect(await timed(() => withinRequest(late, place))).toBeLessThan(STOCK_INDEX_WAIT_MS - 100);
    for (const w of writes) w.done();
  });
});
