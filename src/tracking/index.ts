/**
 * The one tracking module (storefront-browsing.md §7, accounts-cart-services.md §4): components
 * call `track(event)`; adapters deliver (the embedded insights endpoint by default, a tag manager in
 * production). Tests register their own adapter with `setTrackingAdapters` and read the events.
 */
export type TrackingEvent =
  | { type: 'pageView'; pageType: string; path: string; userId?: string; hashedEmail?: string }
  | { type: 'productImpressions'; list: string; objectIDs: string[]; queryID?: string; positions?: number[] }
  | { type: 'productClick'; objectID: string; position: number; queryID?: string; list?: string }
  | { type: 'productDetail'; objectID: string; itemnum: string }
  | { type: 'addToCart'; objectID: string; sku: string; quantity: number; price?: number; queryID?: string }
  | { type: 'filtersViewed'; filters: string[] }
  | { type: 'filtersClicked'; filters: string[] }
  | { type: 'filtersConverted'; filters: string[]; objectID: string; queryID?: string }
  | { type: 'promotionImpression'; id: string; name: string; position?: string }
  | { type: 'promotionClick'; id: string; name: string; position?: string }
  | { type: 'checkoutStep'; step: string }
  | { type: 'login'; userId: string }
  | { type: 'register' }
  | { type: 'newsletterSubscribed' };

export interface TrackingAdapter {
  send(event: TrackingEvent): void;
}

let adapters: TrackingAdapter[] = [];

export function setTrackingAdapters(next: TrackingAdapter[]): void {
  adapters = next;
}

export function addTrackingAdapter(adapter: TrackingAdapter): () => void {
  adapters = [...adapters, adapter];
  return () => {
    adapters = adapters.filter((a) => a !== adapter);
  };
}

export function track(event: TrackingEvent): void {
  for (const adapter of adapters) {
    try {
      adapter.send(event);
    } catch {
      // Tracking never breaks the shop.
    }
  }
}
