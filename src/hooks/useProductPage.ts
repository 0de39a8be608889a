import { useEffect } from 'react';
import { useShopContext } from '../shop/ShopContext';
import { markSeen } from './useLastSeen';
import { track } from '../tracking';
import type { ProductPageRecord } from '../domain/product-page-record';

/** The page title from product, colour and context (project name). */
export function productPageTitle(product: Pick<ProductPageRecord, 'title' | 'brand'>, colour: string | undefined, shop: string): string {
  return `${product.brand.title} ${product.title}${colour ? ` – ${colour}` : ''} | ${shop}`;
}

/** True when the page was reached with the browser's back/forward buttons. */
export function isBackNavigation(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}

/**
 * Page effects of a product page: colorVariant in the address (replaced, no navigation), the
 * page title, scroll to the header unless the shopper came back, last seen and product-detail tracking.
 */
export function useProductPage(product: ProductPageRecord, colour: { itemnum: string; color: string }, tall = false) {
  const { project } = useShopContext();
  useEffect(() => {
    if (!isBackNavigation()) {
      const header = document.querySelector('header, .header');
      if (header?.scrollIntoView) header.scrollIntoView({ block: 'start' });
      else window.scrollTo?.(0, 0);
    }
    markSeen(product.objectID);
  }, [product.objectID]);

  useEffect(() => {
    document.title = productPageTitle(product, colour.color, project.name);
    const url = new URL(window.location.href);
    const tallParam = url.searchParams.get('tall') === '1' || url.searchParams.get('tall') === 'true';
    if (url.searchParams.get('colorVariant') !== colour.itemnum || tallParam !== tall) {
      url.searchParams.set('colorVariant', colour.itemnum);
      if (tall) url.searchParams.set('tall', '1');
      else url.searchParams.delete('tall');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }, [product, colour.itemnum, colour.color, project.name, tall]);

  useEffect(() => {
    track({ type: 'productDetail', objectID: product.objectID, itemnum: colour.itemnum });
  }, [product.objectID, colour.itemnum]);
}
