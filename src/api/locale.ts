import type { LiteClient } from 'algoliasearch/lite';
import { call } from './request';
import type { LocaleSwitchPayload } from '../domain/locale';

/** The locale switch call and the search-index checks of the basket update after a language change (§4, §7). */

export const LOCALE_SWITCH_PATH = '/api/context/locale';

export function switchLocaleCall(payload: LocaleSwitchPayload) {
  return call('POST', 'hirmer-context/switchLocale', { body: payload });
}

export const SESSION_TAKEOVER_PATH = '/api/context/session/takeover';

/** On the delivery country's domain: takes over the session the redirect's temporary id stands for. */
export function takeOverSession(temporarySessionId: string) {
  return call('POST', 'hirmer-context/takeOverSession', { body: { temporarySessionId } });
}

/** `attribute:"a" OR attribute:"b"`: the search service's filter for "one of these" (§7). */
export function orFilter(attribute: string, values: readonly string[]): string {
  return values.map((v) => `${attribute}:"${v.replace(/["\\]/g, '\\$&')}"`).join(' OR ');
}

/** The requested ids the index did not answer. */
export function missingFromIndex(requested: readonly string[], found: ReadonlySet<string>): string[] {
  return [...new Set(requested)].filter((id) => !found.has(id));
}

interface Hit {
  objectID: string;
  colorVariants?: { itemnum: string }[];
}

/** Which product ids (objectID) of the list are in the index. */
export async function productsInIndex(client: LiteClient, indexName: string, objectIDs: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(objectIDs)];
  if (!ids.length) return new Set();
  const { results } = await client.search<Hit>({
    requests: [{ indexName, filters: orFilter('objectID', ids), hitsPerPage: ids.length, attributesToRetrieve: ['objectID'], analytics: false }],
  });
  const first = results[0] as { hits?: Hit[] } | undefined;
  return new Set((first?.hits ?? []).map((h) => h.objectID));
}

/** Which colour variants (item numbers) of the list are in the index. */
export async function itemNumbersInIndex(client: LiteClient, indexName: string, itemNumbers: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(itemNumbers)];
  if (!wanted.length) return new Set();
  const { results } = await client.search<Hit>({
    requests: [
      {
        indexName,
        filters: orFilter('colorVariants.itemnum', wanted),
        hitsPerPage: Math.min(1000, wanted.length),
        attributesToRetrieve: ['objectID', 'colorVariants'],
        analytics: false,
      },
    ],
  });
  const first = results[0] as { hits?: Hit[] } | undefined;
  const found = new Set<string>();
  for (const hit of first?.hits ?? []) for (const cv of hit.colorVariants ?? []) if (wanted.includes(cv.itemnum)) found.add(cv.itemnum);
  return found;
}
