import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { useCart, type CartChangeResult } from '../../hooks/useCart';
import { useWishlist } from '../../hooks/useWishlist';
import { addToBasketWarning, sizeLabel, type VariantSelection } from '../../hooks/useVariantSelection';
import { clickAndReserveDialogAtom, soldOutDialogAtom } from '../../state/product';
import type { SearchRecord, SearchSizeVariant } from '../../domain/search-record';
import type { CartAddMultiplePayload } from '../../domain/cart';
import { addToBasketOutcome } from './buy';
import type { BasketDialogState } from './Dialogs';

/**
 * What the buttons of a product page do: add to basket (size required, busy while running, the
 * basket dialog with the result), wishlist toggle, click and reserve (size required), the sold-out
 * dialog for a sold-out size. Shared by the detail, voucher, kit, set and outfit tastics.
 */
export function useBuyBox(product: SearchRecord, queryID?: string | null) {
  const intl = useIntl();
  const cart = useCart();
  const wishlist = useWishlist();
  const setReserve = useSetAtom(clickAndReserveDialogAtom);
  const setSoldOut = useSetAtom(soldOutDialogAtom);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<BasketDialogState>({ open: false });

  /**
   * The shop-wide overlays of useCart (mounted with the header) show the basket dialog, the sold-out
   * dialog and server errors. Only the case nobody reports, nothing added without any error, is
   * shown here, with the generic storeAvailability.error text (§8).
   */
  const showOutcome = useCallback(
    (result: CartChangeResult, outcome: ReturnType<typeof addToBasketOutcome>) => {
      if (!outcome.ok && result.ok && outcome.message === null) {
        setDialog({ open: true, message: intl.formatMessage({ id: 'productDetail.storeAvailability.error' }) });
      }
    },
    [intl],
  );

  const addToBasket = useCallback(
    async (selection: VariantSelection) => {
      const warning = addToBasketWarning(selection.size);
      if (warning || !selection.size) {
        selection.setSizeError(warning ?? 'warnSizeSelect');
        return;
      }
      setBusy(true);
      try {
        const result = await cart.add(
          { variant: { sku: selection.size.sku, attributes: { itemnum: selection.colour.itemnum } }, count: selection.state.selectedQuantity },
          { objectID: product.objectID, ...(queryID ? { queryID } : {}) },
        );
        const outcome = addToBasketOutcome(result);
        selection.setAddToCartError(outcome.ok ? null : outcome.message);
        showOutcome(result, outcome);
      } finally {
        setBusy(false);
      }
    },
    [cart, product.objectID, queryID, showOutcome],
  );

  const addMultiple = useCallback(
    async (payload: CartAddMultiplePayload) => {
      setBusy(true);
      try {
        const result = await cart.addMultiple(payload, { objectID: product.objectID, ...(queryID ? { queryID } : {}) });
        showOutcome(result, addToBasketOutcome(result));
      } finally {
        setBusy(false);
      }
    },
    [cart, product.objectID, queryID, showOutcome],
  );

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
    (selection: VariantSelection, size: SearchSizeVariant) => {
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

  return { busy, dialog, closeDialog: () => setDialog({ open: false }), addToBasket, addMultiple, openReserve, openSoldOut, inWishlist, toggleWishlist };
}
