import { useMemo } from 'react';
import { colourImageUrl, productImageUrl, type ProductImageRef } from '../domain/product-media';
import { useShopContext } from '../shop/ShopContext';

/**
 * Product picture URLs under the project's media base (src/domain/product-media.ts): `image` by
 * article number (basket lines, orders, the wishlist know no more), `colourImage` for a colour
 * variant of a search record, which may carry its own images (commercetools).
 */
export function useProductImages() {
  const base = useShopContext().projectConfiguration.mediaBaseUrl;
  return useMemo(
    () => ({
      image: (ref: ProductImageRef) => productImageUrl(ref, base),
      colourImage: (colour: { itemnum: string; images?: readonly string[] }, ref: Omit<ProductImageRef, 'itemnum'>) => colourImageUrl(colour, ref, base),
    }),
    [base],
  );
}
