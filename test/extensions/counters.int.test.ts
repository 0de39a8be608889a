import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiterCustomObjects } from '../../extensions/adapters/commercetools/counters';
import { CustomObjects } from '../../extensions/adapters/commercetools/custom-objects';
import { createCtApi } from '../../extensions/adapters/commercetools/client';
import { withinRequest } from '../../extensions/services/request-scope';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';

describe('the commercetools counter store (custom objects with versioned updates)', () => {
  let mock: CommercetoolsTestServer;
  let objects: CustomObjects;
  beforeAll(async () => {
    mock = await startCommercetoolsMock('counters-test');
    objects = new CustomObjects(createCtApi(mock.settings));
  });
  afterAll(async () => {
    await mock?.close();
  });

  it('counts concurrent consumes exactly, and starts over once the window has passed', async () => {
    let now = Date.UTC(2026, 0, 1);
    const counter = new RateLimiterCustomObjects({ keyPrefix: 'test', points: 3, duration: 60, storeClient: objects, clock: () => now });
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => counter.consume('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect((await counter.get('k'))?.consumedPoints).toBe(4);
    now += 61_000;
    expect(await counter.get('k')).toBeNull();
    expect((await counter.consume('k')).consumedPoints).toBe(1);
    expect(await counter.delete('k')).toBe(true);
    expect(await counter.get('k')).toBeNull();
  });

  it('reads objects asked for together in one query per 50, and deletes nothing an action has just read as absent', async () => {
    const keys = Array.from({ length: 60 }, (_, i) => `k${i}`);
    for (const [i, key] of keys.entries()) await objects.put('batch-test', key, { i });
    await objects.put('other-test', 'k0', { other: true });
    const before = mock.distinctRequestCount();
    const found = await Promise.all([
      ...keys.map((key) => objects.get<{ i: number }>('batch-test', key)),
      objects.get('batch-test', 'missing'),
      objects.get('other-test', 'k0'),
    ]);
    expect(mock.distinctRequestCount() - before).toBe(2);
    expect(found.slice(0, 60).map((o) => (o?.value as { i: number } | undefined)?.i)).toEqual(keys.map((_, i) => i));
    expect(found[60]).toBeNull();
    expect(found[61]?.value).toEqual({ other: true });

    const scope = { deadline: Date.now() + 10_000, budgetMs: 10_000, requestId: 'absent-test' };
    await withinRequest(scope, async () => {
      expect(await objects.get('batch-test', 'gone')).toBeNull();
      const at = mock.distinctRequestCount();
      expect(await objects.remove('batch-test', 'gone')).toBe(false);
      expect(mock.distinctRequestCount()).toBe(at);
      // Written since: deleted again.
      await objects.put('batch-test', 'gone', { back: true });
      expect(await objects.remove('batch-test', 'gone')).toBe(true);
    });
  });
});
