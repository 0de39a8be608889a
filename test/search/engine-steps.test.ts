import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../host/search-engine';
import { runCall, runCallInSteps, type EngineCall } from '../../host/search-engine/operations';

/**
 * Issue 37: a page of many hits does not hold the engine's thread. A search pauses after every 50
 * hits it builds and writes; what runs in its pauses (the engine's thread answers the messages that
 * arrived meanwhile there) is answered before it, and its answer is the text written at once.
 */
describe('a search in steps', () => {
  const engine = SearchEngine.memory();
  engine.setSettings('socks', { searchableAttributes: ['title'], attributesForFaceting: ['group'] });
  engine.batch('socks', {
    requests: Array.from({ length: 3000 }, (_, i) => ({ action: 'addObject', body: { objectID: `s${i}`, title: `Sock ${i}`, group: `g${i % 7}` } })),
  });
  const heavy: EngineCall = { op: 'multiSearch', body: { requests: [{ indexName: 'socks', params: 'hitsPerPage=1000&facets=%5B%22group%22%5D' }] } };
  const light: EngineCall = { op: 'search', index: 'socks', params: { query: 'sock 7', hitsPerPage: 5 } };
  const noPause = async () => {};
  const timeless = (body: Buffer) => body.toString().replace(/"processingTimeMS":\d+/g, '');

  it('pauses between pages of 50 hits; a light query run in a pause is answered first; the answer is as written at once', async () => {
    const order: string[] = [];
    let pauses = 0;
    const answer = await runCallInSteps(engine, heavy, async () => {
      pauses++;
      if (pauses === 1) {
        const lightAnswer = await runCallInSteps(engine, light, noPause);
        expect((JSON.parse(lightAnswer.body.toString()) as { hits: { objectID: string }[] }).hits[0]!.objectID).toBe('s7');
        order.push('light');
      }
    });
    order.push('heavy');
    expect(order).toEqual(['light', 'heavy']);
    // 19 pauses building the 1000 hits, 19 writing them.
    expect(pauses).toBe(38);
    expect(timeless(answer.body)).toBe(timeless(runCall(engine, heavy).body));
    expect(JSON.stringify(JSON.parse(answer.body.toString()))).toBe(answer.body.toString());
  });

  it('runs a light query and every other operation in one piece', async () => {
    let pauses = 0;
    const count = async () => {
      pauses++;
    };
    await runCallInSteps(engine, light, count);
    await runCallInSteps(engine, { op: 'getObjects', body: { requests: [{ indexName: 'socks', objectID: 's1' }] } }, count);
    await runCallInSteps(engine, { op: 'multiSearch', body: { requests: [{ indexName: 'socks', params: 'hitsPerPage=48' }] } }, count);
    expect(pauses).toBe(0);
  });

  it('refuses what the engine refuses, with the same error', async () => {
    const bad: EngineCall = { op: 'multiSearch', body: { requests: [{ indexName: 'socks', params: 'hitsPerPage=5000' }] } };
    await expect(runCallInSteps(engine, bad, noPause)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/hitsPerPage/) });
    expect(() => runCall(engine, bad)).toThrow(/hitsPerPage/);
  });
});
