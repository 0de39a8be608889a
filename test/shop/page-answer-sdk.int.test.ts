import { createServer } from 'node:net';
import { SDK } from '@commercetools/frontend-sdk';
import { describe, expect, it } from 'vitest';
import { pageAnswerOf } from '../../src/shop/page-answer';

describe("pageAnswerOf on the Frontend SDK's own answers", () => {
  /** A port nothing listens on (taken, then closed). */
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  it('reads a hub that does not answer at all as unavailable (the /503 page), not as a missing page', async () => {
    const sdk = new SDK<Record<string, never>>();
    sdk.configure({ endpoint: `http://127.0.0.1:${await closedPort()}`, locale: 'de_DE', currency: 'EUR', extensionVersion: 'dev' });
    const result = await sdk.page.getPage({ path: '/p/hemd/P1' });
    expect(result.isError).toBe(true);
    expect(pageAnswerOf(result as { isError: true; error: unknown })).toEqual({ kind: 'unavailable' });
  });
});
