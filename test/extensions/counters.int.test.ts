import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiterCustomObjects } from '../../extensions/adapters/commercetools/counters';
import { CustomObjects } from '../../extensions/adapters/commercetools/custom-objects';
import { createCtApi } from '../../extensions/adapters/commercetools/client';
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
});
