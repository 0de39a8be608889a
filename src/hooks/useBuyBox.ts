import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useAddToBasket } from './useAddToBasket';
import { useWishlist } from './useWishlist';
import type { VariantSelection } from './useVariantSelection';
import { addToBasketWarning, sizeLabel } from '../domain/variant-rules';
import { clickAndReserveDialogAtom, soldOutDialogAtom } from '../state/product';
import type { SearchSizeVariant } from '../domain/search-record';
import type { ProductPageRecord } from '../domain/product-page-record';
import type { CartAddMultiplePayload } from '../domain/cart';

/**
 * What the buttons of a product page do: add to basket (size required; the add-to-basket connector sends it,
 * is busy meanwhile and decides the outcome the shop's overlays show), wishlist toggle, click and reserve
 * (size required), the sold-out dialog for a sold-out size. Shared by the detail, voucher, kit, set and outfit
 * tastics.
 */
export function useBuyBox(product: ProductPageRecord, queryID?: string | null) {
  const basket = useAddToBasket('modal');
  const wishlist = useWishlist();
  const setReserve = useSetAtom(clickAndReserveDialogAtom);
  const setSoldOut = useSetAtom(soldOutDialogAtom);
  const tracking = { objectID: product.objectID, queryID };

  const addToBasket = async (selection: VariantSelection) => {
    const warning = addToBasketWarning(selection.size);
    if (warning || !selection.size) {
      selection.setSizeError(warning ?? 'warnSizeSelect');
      return;
    }
    await basket.add(
      { variant: { sku: selection.size.sku, attributes: { itemnum: selection.colour.itemnum } }, count: selection.state.selectedQuantity },
      tracking,
    );
  };

  const addMultiple = async (payload: CartAddMultiplePayload) => {
    await basket.addMultiple(payload, tracking);
  };

  const openReserve = useCallback(
    (selection: VariantSelection) => {
      if (!selection.size) {
        selection.setSizeError('warnSizeSelect');
        return;
      }
      setReserve({
        itemnum: selection.colour.itemnum,
        sku: selection.size.sku,
        size: selection.size.sizeString,
        title: `${product.brand.title} ${product.title}, ${selection.colour.color}`,
      });
    },
    [product, setReserve],
  );

  const openSoldOut = useCallback(
    (selection: Pick<VariantSelection, 'colour'>, size: SearchSizeVariant) => {
      setSoldOut({
        itemnum: selection.colour.itemnum,
        sku: size.sku,
        size: size.sizeString || sizeLabel(size),
        title: `${product.brand.title} ${product.title}`,
      });
    },
    [product, setSoldOut],
  );

  const inWishlist = (itemnum: string) => wishlist.isInWishlist(itemnum);
  const toggleWishlist = (itemnum: string) => wishlist.toggle({ itemNumber: itemnum, name: product.title, brand: product.brand.title });

  return { busy: basket.busy, addToBasket, addMultiple, openReserve, openSoldOut, inWishlist, toggleWishlist };
}
