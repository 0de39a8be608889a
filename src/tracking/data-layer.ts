import { CHECKOUT_STEPS, LIST_IMPRESSION_DEBOUNCE_MS, TRACKING_FILTER_BATCH, TRACKING_VIEWED_BATCH } from '../config/constants';
import { hasConsent, onConsent } from '../content/consent';
import { chunks } from './batches';
import { addTrackingAdapter, type TrackingAdapter, type TrackingEvent } from './index';

/**
 * The tag manager adapter: the shop's tracking events as GA4 e-commerce events in `window.dataLayer`
 * (page_view, view_item_list, select_item, view_item, add_to_cart, view_promotion, select_promotion,
 * begin_checkout, plus filter, login and sign-up events). Viewed objects go in batches of 20, filters
 * in batches of 10 (storefront-browsing.md §7). Nothing reaches the data layer before the shopper's
 * analytics consent: events wait in a queue and follow when consent is given.
 */
export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

interface Item {
  item_id: string;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
}

const ecommerce = (event: string, data: Record<string, unknown>): DataLayerEntry[] => [{ ecommerce: null }, { event, ecommerce: data }];

/** One tracking event -> the data layer pushes that carry it (an `ecommerce: null` reset before each e-commerce event, as GA4 asks). */
export function dataLayerEntriesFor(event: TrackingEvent, currency?: string): DataLayerEntry[] {
  switch (event.type) {
    case 'pageView':
      return [
        {
          event: 'page_view',
          page_type: event.pageType,
          page_path: event.path,
          ...(event.userId ? { user_id: event.userId } : {}),
          ...(event.hashedEmail ? { user_email_sha256: event.hashedEmail } : {}),
        },
      ];
    case 'productImpressions':
      return chunks(
        event.objectIDs.map(
          (id, i): Item => ({ item_id: id, item_list_name: event.list, ...(event.positions?.[i] !== undefined ? { index: event.positions[i] } : {}) }),
        ),
        TRACKING_VIEWED_BATCH,
      ).flatMap((items) => ecommerce('view_item_list', { item_list_name: event.list, items }));
    case 'productClick':
      return ecommerce('select_item', {
        item_list_name: event.list,
        items: [{ item_id: event.objectID, index: event.position, ...(event.list ? { item_list_name: event.list } : {}) }],
      });
    case 'productDetail':
      return ecommerce('view_item', { ...(currency ? { currency } : {}), items: [{ item_id: event.objectID, item_variant: event.itemnum }] });
    case 'addToCart': {
      const value = event.price !== undefined ? Math.round(event.price * event.quantity * 100) / 100 : undefined;
      return ecommerce('add_to_cart', {
        ...(currency ? { currency } : {}),
        ...(value !== undefined ? { value } : {}),
        items: [{ item_id: event.objectID, item_variant: event.sku, quantity: event.quantity, ...(event.price !== undefined ? { price: event.price } : {}) }],
      });
    }
    case 'promotionImpression':
      return ecommerce('view_promotion', {
        items: [{ promotion_id: event.id, promotion_name: event.name, ...(event.position ? { creative_slot: event.position } : {}) }],
      });
    case 'promotionClick':
      return ecommerce('select_promotion', {
        items: [{ promotion_id: event.id, promotion_name: event.name, ...(event.position ? { creative_slot: event.position } : {}) }],
      });
    case 'checkoutStep':
      return ecommerce(event.step === CHECKOUT_STEPS[0] ? 'begin_checkout' : 'checkout_progress', { checkout_step: event.step });
    case 'filtersViewed':
      return chunks(event.filters, TRACKING_FILTER_BATCH).map((filters) => ({ event: 'view_filters', filters }));
    case 'filtersClicked':
      return chunks(event.filters, TRACKING_FILTER_BATCH).map((filters) => ({ event: 'select_filters', filters }));
    case 'filtersConverted':
      return chunks(event.filters, TRACKING_FILTER_BATCH).map((filters) => ({ event: 'convert_filters', filters, item_id: event.objectID }));
    case 'login':
      return [{ event: 'login', user_id: event.userId }];
    case 'register':
      return [{ event: 'sign_up' }];
    case 'newsletterSubscribed':
      return [{ event: 'newsletter_signup' }];
  }
}

/**
 * Promotion impressions arrive one by one as teasers scroll into view: they are gathered for a moment
 * and pushed as one view_promotion of at most 20.
 */
function promotionBatcher(push: (entries: DataLayerEntry[]) => void, delayMs = LIST_IMPRESSION_DEBOUNCE_MS) {
  let pending: Extract<TrackingEvent, { type: 'promotionImpression' }>[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    for (const items of chunks(batch, TRACKING_VIEWED_BATCH)) {
      push(
        ecommerce('view_promotion', {
          items: items.map((e) => ({ promotion_id: e.id, promotion_name: e.name, ...(e.position ? { creative_slot: e.position } : {}) })),
        }),
      );
    }
  };
  return {
    add(event: Extract<TrackingEvent, { type: 'promotionImpression' }>) {
      pending.push(event);
      if (pending.length >= TRACKING_VIEWED_BATCH) flush();
      else if (!timer) timer = setTimeout(flush, delayMs);
    },
    flush,
  };
}

/** The adapter: pushes into `target` (window.dataLayer by default) once analytics consent is given, queueing until then. */
export function createDataLayerAdapter(
  options: { currency?: string; target?: () => DataLayerEntry[]; consented?: () => boolean } = {},
): TrackingAdapter & { flush(): void } {
  const target = options.target ?? (() => (window.dataLayer ??= []));
  const consented = options.consented ?? (() => hasConsent('analytics'));
  const queue: DataLayerEntry[][] = [];
  const deliver = (entries: DataLayerEntry[]) => {
    if (!consented()) {
      queue.push(entries);
      return;
    }
    while (queue.length) target().push(...queue.shift()!);
    target().push(...entries);
  };
  const promotions = promotionBatcher(deliver);
  return {
    send(event) {
      if (event.type === 'promotionImpression') promotions.add(event);
      else deliver(dataLayerEntriesFor(event, options.currency));
    },
    flush() {
      promotions.flush();
      if (consented()) while (queue.length) target().push(...queue.shift()!);
    },
  };
}

let installed: (() => void) | null = null;

/**
 * Installs the data layer adapter in the browser (host/client/hydrate.tsx; a commercetools Frontend
 * project calls it once from its app). Queued events follow the consent event.
 */
export function installDataLayer(currency?: string): () => void {
  installed?.();
  const adapter = createDataLayerAdapter({ currency });
  const remove = addTrackingAdapter(adapter);
  const stopListening = onConsent('analytics', () => adapter.flush());
  installed = () => {
    remove();
    stopListening();
    installed = null;
  };
  return installed;
}
