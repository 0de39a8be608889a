import { afterEach, describe, expect, it } from 'vitest';
import { call, onTechnicalError } from '../../src/api/request';
import { installTransport, type ActionCall } from '../../src/api/transport';

/**
 * A change the shopper asks for once (`once: true` on the basket's, the wishlist's and click and
 * reserve's changes) carries one request id; a call that got no answer is sent once more with the
 * same id, and the action applies the change once (extensions/services/request-scope.ts).
 */
let calls: ActionCall[] = [];
const answers: (() => Promise<unknown>)[] = [];
installTransport({
  send: async (c) => {
    calls.push(c);
    return (answers.shift() ?? (async () => ({ ok: true, status: 200, data: {} })))() as never;
  },
});
afterEach(() => {
  calls = [];
  answers.length = 0;
});

const dropped = async () => {
  throw new TypeError('fetch failed');
};

describe('a change asked for once', () => {
  it('is sent again with the same request id when it got no answer, and the first failure is not reported', async () => {
    const technical: string[] = [];
    const stop = onTechnicalError((r) => technical.push(r.kind));
    answers.push(dropped);
    const result = await call('POST', 'hirmer-cart/add', { body: { variant: { sku: '1' }, count: 1 }, once: true, pageUrl: 'http://shop/' });
    stop();
    expect(result).toMatchObject({ ok: true });
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((c) => c.query?.requestId);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toBe(first);
    expect(technical).toEqual([]);
  });

  it('is sent once when the action answered, even with its refusal; a second change gets another id', async () => {
    answers.push(async () => ({ ok: false, status: 409, kind: 'failure', errors: [{ code: 'sold_out', message: 'x' }] }));
    expect(await call('POST', 'hirmer-wishlist/add', { body: { itemNumber: '1', count: 1 }, once: true, pageUrl: 'http://shop/' })).toMatchObject({
      kind: 'failure',
    });
    await call('POST', 'hirmer-wishlist/add', { body: { itemNumber: '1', count: 1 }, once: true, pageUrl: 'http://shop/' });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.query?.requestId).not.toBe(calls[1]!.query?.requestId);
  });

  it('gives up after the second try without an answer, reporting it once', async () => {
    const technical: string[] = [];
    const stop = onTechnicalError((r) => technical.push(r.kind));
    answers.push(dropped, dropped);
    expect(await call('POST', 'hirmer-cart/updateLineItem', { body: { lineItemId: 'l', count: 2 }, once: true, pageUrl: 'http://shop/' })).toMatchObject({
      ok: false,
      kind: 'network',
    });
    stop();
    expect(calls).toHaveLength(2);
    expect(technical).toEqual(['network']);
  });

  it('other calls carry no request id and are not repeated', async () => {
    answers.push(dropped);
    expect(await call('GET', 'hirmer-cart/get')).toMatchObject({ ok: false, kind: 'network' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query).toBeUndefined();
  });
});
