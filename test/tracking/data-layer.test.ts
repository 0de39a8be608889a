import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataLayerAdapter, dataLayerEntriesFor, type DataLayerEntry } from '../../src/tracking/data-layer';
import { chunks } from '../../src/tracking/batches';

afterEach(() => vi.useRealTimers());

const events = (entries: DataLayerEntry[]) => entries.filter((e) => e.event).map((e) => e.event);

describe('GA4 events in the data layer', () => {
  it('splits lists into batches', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it.each([
    [{ type: 'pageView', pageType: 'home', path: '/' }, ['page_view']],
    [{ type: 'productClick', objectID: 'P1', position: 3, list: 'Sakkos' }, ['select_item']],
    [{ type: 'productDetail', objectID: 'P1', itemnum: '30000001' }, ['view_item']],
    [{ type: 'promotionClick', id: 't1', name: 'Winter' }, ['select_promotion']],
    [{ type: 'checkoutStep', step: 'Warenkorb' }, ['begin_checkout']],
    [{ type: 'register' }, ['sign_up']],
  ] as const)('%o -> %o', (event, expected) => {
    expect(events(dataLayerEntriesFor(event))).toEqual(expected);
  });

  it('resets the ecommerce object before each e-commerce event', () => {
    expect(dataLayerEntriesFor({ type: 'productDetail', objectID: 'P1', itemnum: '30000001' }, 'EUR')).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'EUR', items: [{ item_id: 'P1', item_variant: '30000001' }] } },
    ]);
  });

  it('add_to_cart carries price, quantity and value', () => {
    const [, entry] = dataLayerEntriesFor({ type: 'addToCart', objectID: 'P1', sku: '3000000101', quantity: 2, price: 49.95 }, 'EUR');
    expect(entry).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 99.9, items: [{ item_id: 'P1', item_variant: '3000000101', quantity: 2, price: 49.95 }] },
    });
  });

  it('sends viewed products in batches of 20 and filters in batches of 10', () => {
    const ids = Array.from({ length: 25 }, (_, i) => `P${i}`);
    const lists = dataLayerEntriesFor({ type: 'productImpressions', list: 'Sakkos', objectIDs: ids, positions: ids.map((_, i) => i + 1) }).filter(
      (e) => e.event === 'view_item_list',
    );
    expect(lists.map((e) => (e.ecommerce as { items: unknown[] }).items.length)).toEqual([20, 5]);
    const filters = dataLayerEntriesFor({ type: 'filtersViewed', filters: Array.from({ length: 15 }, (_, i) => `size:${i}`) });
    expect(filters.map((e) => (e.filters as unknown[]).length)).toEqual([10, 5]);
  });

  it('gathers promotion impressions into one view_promotion', () => {
    vi.useFakeTimers();
    const layer: DataLayerEntry[] = [];
    const adapter = createDataLayerAdapter({ target: () => layer, consented: () => true });
    for (const id of ['a', 'b', 'c']) adapter.send({ type: 'promotionImpression', id, name: id });
    expect(layer).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(events(layer)).toEqual(['view_promotion']);
    expect((layer[1]!.ecommerce as { items: unknown[] }).items).toHaveLength(3);
  });

  it('keeps events until analytics consent, then delivers them in order', () => {
    const layer: DataLayerEntry[] = [];
    let consent = false;
    const adapter = createDataLayerAdapter({ target: () => layer, consented: () => consent });
    adapter.send({ type: 'pageView', pageType: 'home', path: '/' });
    adapter.send({ type: 'productDetail', objectID: 'P1', itemnum: '1' });
    expect(layer).toEqual([]);
    consent = true;
    adapter.flush();
    expect(events(layer)).toEqual(['page_view', 'view_item']);
  });
});
