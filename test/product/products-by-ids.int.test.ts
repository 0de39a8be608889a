import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../src/domain/search-record';
import { startTestHost, type TestHost } from '../support/host';

/**
 * The last seen products and the product slider load their records through an action (not the
 * search CDN's get_products path, which only the local host serves), and the pictures come from the
 * configured media base.
 */
let host: TestHost;
let ids: string[];

beforeAll(async () => {
  host = await startTestHost({ catalogueSize: 20, env: { MEDIA_BASE_URL: 'https://media.example.com' } });
  ids = [];
  for await (const batch of host.services.catalogue.listProducts({ batchSize: 20 })) ids.push(...batch.map((p) => p.id));
}, 120_000);
afterAll(() => host?.close());

const byIds = (query: string) => fetch(`${host.url}/_hirmer/api/products/byIds?${query}`, { headers: { accept: 'application/json' } });

describe('products by id', () => {
  it('answers the search records in the order asked, leaving unknown ids out, for the key repeated or a comma list', async () => {
    const wanted = [ids[4]!, 'P999999', ids[1]!];
    for (const query of [wanted.map((id) => `ids=${id}`).join('&'), `ids=${wanted.join(',')}`]) {
      const res = await byIds(query);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { success: boolean; data: SearchRecord[] };
      expect(body.data.map((r) => r.objectID)).toEqual([ids[4], ids[1]]);
      expect(body.data[0]!.colorVariants[0]!.sizeVariants.length).toBeGreaterThan(0);
    }
  });

  it('refuses a request without ids or with a malformed one in the API shape', async () => {
    for (const query of ['', 'ids=', 'ids=%3Cscript%3E']) {
      const res = await byIds(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, errors: [{ code: expect.any(String) }] });
    }
  });

  it('puts the pictures of a page under the media base the project configures (MEDIA_BASE_URL for the host)', async () => {
    const html = await (await fetch(`${host.url}/bekleidung`)).text();
    expect(html).toMatch(/https:\/\/media\.example\.com\/media\/product\/\d{8}\/0\/300\.webp/);
    expect(html).not.toMatch(/src="\/media\/product\//);
  });
});
