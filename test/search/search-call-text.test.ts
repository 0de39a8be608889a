import { describe, expect, it } from 'vitest';
import { keyOf } from '../../host/search-engine/answer-cache';
import { fromHost, toThread, type EngineCall } from '../../host/search-engine/operations';

/**
 * A search from the HTTP API carries the JSON text it came as: that text goes to the engine's
 * thread (not a clone of the parsed body) and is the search's key in the answer cache.
 */
const requests = [
  { indexName: 'products_de', query: 'hemd blau', facets: ['brand.title', 'priceMin.eur'], hitsPerPage: 48, attributesToHighlight: [] },
  { indexName: 'products_de', params: 'hitsPerPage=0&facets=%5B%22brand.title%22%5D&filters=%22brand.title%22%3A%22Olymp%22' },
];
const json = ` ${JSON.stringify({ requests })}`.trim();

describe('a search call and its JSON text', () => {
  it('goes to the engine thread as its text alone, and is parsed there into the body it came with', () => {
    const call: EngineCall = { op: 'multiSearch', body: JSON.parse(json), json };
    const sent = toThread(call);
    expect(sent).toEqual({ op: 'multiSearch', body: null, json });
    expect(fromHost(structuredClone(sent))).toEqual({ op: 'multiSearch', body: { requests } });
  });

  it('sends a single-index query as its text, parsed into its parameters there', () => {
    const params = { query: 'sakko', hitsPerPage: 5, facets: ['type'] };
    const text = JSON.stringify(params);
    const sent = toThread({ op: 'search', index: 'products_de', params, json: text });
    expect(sent).toEqual({ op: 'search', index: 'products_de', params: {}, json: text });
    expect(fromHost(sent)).toEqual({ op: 'search', index: 'products_de', params });
  });

  it('refuses a single-index query whose text is not an object, as the HTTP side does', () => {
    expect(() => fromHost({ op: 'search', index: 'products_de', params: {}, json: '[1]' })).toThrow('Request body must be a JSON object');
  });

  it('sends a call without text (scripts, tests) as it is', () => {
    const call: EngineCall = { op: 'multiSearch', body: { requests } };
    expect(toThread(call)).toBe(call);
    expect(fromHost(call)).toBe(call);
    const write: EngineCall = { op: 'clear', index: 'products_de' };
    expect(toThread(write)).toBe(write);
  });

  it('is keyed in the answer cache by its text, the same key as its body written as JSON', () => {
    const parsed = JSON.parse(json) as unknown;
    expect(keyOf({ op: 'multiSearch', body: parsed, json })).toBe(`*\n${json}`);
    expect(keyOf({ op: 'multiSearch', body: parsed })).toBe(keyOf({ op: 'multiSearch', body: parsed, json }));
    expect(keyOf({ op: 'search', index: 'a', params: { query: 'x' }, json: '{"query":"x"}' })).toBe('a\n{"query":"x"}');
    expect(keyOf({ op: 'getSettings', index: 'a' })).toBeNull();
  });
});
