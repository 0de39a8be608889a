import { TRACKING_FILTER_BATCH, TRACKING_VIEWED_BATCH } from '../config/constants';
import { browserSearchHosts, type SearchClientConfig } from '../search/hosts';
import { isString } from '../state/checks';
import { readStored, writeStored } from '../state/storage';
import { whenIdle } from '../state/when-idle';
import { addTrackingAdapter, type TrackingAdapter, type TrackingEvent } from './index';
import { chunks } from './batches';

/**
 * The insights adapter (storefront-browsing.md §7): product impressions, clicks after search with
 * queryID and position, viewed / clicked / converted filters, as Insights API events (POST
 * /1/events). Viewed objects go in batches of 20, filters in batches of 10. By default it posts to
 * the embedded insights endpoint of the search host; with Algolia's hosts it posts to Algolia.
 */
export interface InsightsEventOut {
  eventType: 'click' | 'conversion' | 'view';
  eventName: string;
  index: string;
  userToken: string;
  queryID?: string;
  objectIDs?: string[];
  positions?: number[];
  filters?: string[];
  eventSubtype?: 'addToCart';
}

export interface InsightsContext {
  index: string;
  userToken: string;
}

const QUERY_ID = /^[0-9a-f]{32}$/;

/** One tracking event -> the insights events that carry it (none for events insights does not take). */
export function insightsEventsFor(event: TrackingEvent, ctx: InsightsContext): InsightsEventOut[] {
  const base = { index: ctx.index, userToken: ctx.userToken };
  const queryID = 'queryID' in event && event.queryID && QUERY_ID.test(event.queryID) ? event.queryID : undefined;
  switch (event.type) {
    case 'productImpressions':
      return chunks(event.objectIDs, TRACKING_VIEWED_BATCH).map((objectIDs) => ({ ...base, eventType: 'view', eventName: 'Products Viewed', objectIDs }));
    case 'productClick':
      return [
        queryID
          ? { ...base, eventType: 'click', eventName: 'Product Clicked', queryID, objectIDs: [event.objectID], positions: [Math.max(1, event.position)] }
          : { ...base, eventType: 'click', eventName: 'Product Clicked', objectIDs: [event.objectID] },
      ];
    case 'addToCart':
      return [
        {
          ...base,
          eventType: 'conversion',
          eventName: 'Product Added To Cart',
          eventSubtype: 'addToCart',
          objectIDs: [event.objectID],
          ...(queryID ? { queryID } : {}),
        },
      ];
    case 'filtersViewed':
      return chunks(event.filters, TRACKING_FILTER_BATCH).map((filters) => ({ ...base, eventType: 'view', eventName: 'Filters Viewed', filters }));
    case 'filtersClicked':
      return chunks(event.filters, TRACKING_FILTER_BATCH).map((filters) => ({ ...base, eventType: 'click', eventName: 'Filter Clicked', filters }));
    case 'filtersConverted':
      return chunks(event.filters, TRACKING_FILTER_BATCH).map((filters) => ({ ...base, eventType: 'conversion', eventName: 'Filters Converted', filters }));
    default:
      return [];
  }
}

const USER_TOKEN_KEY = 'insightsUserToken';

export function anonymousUserToken(): string {
  const stored = readStored(USER_TOKEN_KEY, isString(1, 64));
  if (stored) return stored;
  const token = `anonymous-${Math.random().toString(36).slice(2, 12)}`;
  writeStored(USER_TOKEN_KEY, token);
  return token;
}

export type InsightsSender = (events: InsightsEventOut[]) => void;

/** Posts to {first search host}/1/events with the search-only key (a simple CORS request). */
export function httpInsightsSender(search: SearchClientConfig): InsightsSender {
  const host = browserSearchHosts(search, typeof window === 'undefined' ? undefined : window.location)?.[0];
  const origin = host ? `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}` : 'https://insights.algolia.io';
  const url = `${origin}/1/events?x-algolia-application-id=${encodeURIComponent(search.appId)}&x-algolia-api-key=${encodeURIComponent(search.apiKey)}`;
  return (events) => {
    void fetch(url, { method: 'POST', body: JSON.stringify({ events }), headers: { 'content-type': 'text/plain' }, keepalive: true }).catch(() => {
      // Tracking never breaks the shop.
    });
  };
}

export function createInsightsAdapter(ctx: () => InsightsContext, send: InsightsSender): TrackingAdapter {
  return {
    send(event) {
      const events = insightsEventsFor(event, ctx());
      if (events.length) send(events);
    },
  };
}

let installed: (() => void) | null = null;

/**
 * The adapter's events wait until the browser is idle after the hydration, or the page is left, and
 * go then: the anonymous user token is read from the storage, and the first storage access of a page
 * opens the site's storage (in a fresh Chromium up to 194 ms); the listing's first impressions come
 * during its hydration.
 */
export function afterIdle(adapter: TrackingAdapter, schedule: (task: () => void) => () => void = whenIdle): TrackingAdapter & { stop(): void } {
  let waiting: TrackingEvent[] | null = [];
  const release = () => {
    if (!waiting) return;
    const events = waiting;
    waiting = null;
    removeEventListener('pagehide', release);
    for (const event of events) adapter.send(event);
  };
  const cancel = schedule(release);
  addEventListener('pagehide', release);
  return {
    send: (event) => (waiting ? waiting.push(event) : adapter.send(event)),
    stop() {
      cancel();
      removeEventListener('pagehide', release);
    },
  };
}

/** Installs the adapter once per page (the listing calls it; a tag-manager adapter may sit beside it). */
export function installInsights(search: SearchClientConfig, index: string): void {
  if (installed || typeof window === 'undefined') return;
  let token: string | null = null;
  const adapter = afterIdle(createInsightsAdapter(() => ({ index, userToken: (token ??= anonymousUserToken()) }), httpInsightsSender(search)));
  const remove = addTrackingAdapter(adapter);
  installed = () => {
    adapter.stop();
    remove();
  };
}

export function uninstallInsights(): void {
  installed?.();
  installed = null;
}
