import { useMemo, useSyncExternalStore } from 'react';
import { colourIconUrl, colourImageUrl, productImageUrl, type ProductImageRef } from '../domain/product-media';
import { useShopContext } from '../shop/ShopContext';
import { isAppWebview } from '../app/bridge';

const DARK_SCHEME = '(prefers-color-scheme: dark)';

function subscribeToScheme(onChange: () => void): () => void {
  if (typeof matchMedia === 'undefined') return () => {};
  const query = matchMedia(DARK_SCHEME);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the pictures come in their dark version: in the app's webview in dark mode, where the
 * project configuration's `appDarkmode` asks for it (storefront-browsing.md §7 "optional darkmode").
 * The server renders the light ones; the browser switches after hydrating.
 */
export function useDarkImages(appDarkmode: boolean): boolean {
  return useSyncExternalStore(
    subscribeToScheme,
    () => appDarkmode && isAppWebview() && typeof matchMedia !== 'undefined' && matchMedia(DARK_SCHEME).matches,
    () => false,
  );
}

/**
 * Product picture URLs under the project's media base (src/domain/product-media.ts): `image` by
 * article number (basket lines, orders, the wishlist know no more), `colourImage` for a colour
 * variant of a search record, which may carry its own images (commercetools), `colourIcon` for its
 * colour tile; dark in the app's dark mode where the project asks for it.
 */
export function useProductImages() {
  const { mediaBaseUrl: base, appDarkmode } = useShopContext().projectConfiguration;
  const dark = useDarkImages(appDarkmode);
  return useMemo(
    () => ({
      image: (ref: ProductImageRef) => productImageUrl({ dark, ...ref }, base),
      colourImage: (colour: { itemnum: string; images?: readonly string[] }, ref: Omit<ProductImageRef, 'itemnum'>) =>
        colourImageUrl(colour, { dark, ...ref }, base),
      colourIcon: (colour: { itemnum: string; images?: readonly string[] }, size: number) => colourIconUrl(colour, { size, dark }, base),
    }),
    [base, dark],
  );
}
