import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WishlistLineItem } from '../../../src/domain/wishlist';
import { Button } from '../../../src/ui/Button';
import { Alert } from '../../../src/ui/Alert';
import { ProductLine } from '../../../src/organisms/cart/ProductLine';
import { useAddToBasket } from '../../../src/hooks/useAddToBasket';
import { outcomeMessages } from '../../../src/domain/add-to-basket';
import { wishlistCartCheck, type WishlistCartCheck } from '../../../src/domain/wishlist-rules';
import { productUrl } from '../../../src/domain/routes';

export interface WishlistEntryProps {
  item: WishlistLineItem;
  onRemove: (item: WishlistLineItem) => void;
}

/**
 * One wishlist entry: image, brand, name, size, sold-out label, add to cart (size warning, busy, then the outcome
 * beside the entry: accounts-cart-services.md §4 "Wishlist add-to-cart"), remove.
 */
export function WishlistEntry({ item, onRemove }: WishlistEntryProps) {
  const intl = useIntl();
  const basket = useAddToBasket('inline');
  const [warning, setWarning] = useState<Exclude<WishlistCartCheck, 'ok'> | null>(null);
  const psd = item.projectSpecificData;
  const href = productUrl({ url: '', identifier: psd.objectID, colorVariant: psd.itemNumber });
  const outcome = warning ? null : basket.outcome;

  const addToCart = async () => {
    const check = wishlistCartCheck(item);
    setWarning(check === 'ok' ? null : check);
    if (check === 'ok') await basket.add({ variant: { sku: psd.sku! }, count: 1 }, { objectID: psd.objectID });
  };

  return (
    <ProductLine
      layout="card"
      data={{ 'data-item-number': psd.itemNumber }}
      itemNumber={psd.itemNumber}
      href={href}
      brand={psd.brand}
      name={item.name}
      details={
        <>
          {(psd.sizeOnLabel ?? psd.sizeVariant) ? (
            <p className="cart-line__variant">
              <FormattedMessage id="wishlist.size" values={{ size: psd.sizeOnLabel ?? psd.sizeVariant }} />
            </p>
          ) : null}
          {psd.outOfStockFlag ? (
            <p className="cart-line__sold-out">
              <FormattedMessage id="wishlist.soldOut" />
            </p>
          ) : null}
        </>
      }
      actions={
        <Button busy={basket.busy} onClick={() => void addToCart()}>
          <FormattedMessage id="wishlist.addToCart" />
        </Button>
      }
      remove={{ label: intl.formatMessage({ id: 'wishlist.remove' }, { name: item.name }), onRemove: () => onRemove(item) }}
      feedback={
        <>
          {warning ? (
            <Alert variant="warning">
              <FormattedMessage id={warning === 'sizeMissing' ? 'wishlist.selectSize' : 'wishlist.sizeUnavailable'} />{' '}
              <a href={href}>
                <FormattedMessage id="wishlist.toProduct" />
              </a>
            </Alert>
          ) : null}
          {outcome?.kind === 'added' ? (
            <Alert variant="success">
              <FormattedMessage id="wishlist.addedToCart" values={{ name: item.name }} />
            </Alert>
          ) : null}
          {outcome && outcome.kind !== 'added' ? (
            <Alert variant="danger">
              {outcome.kind === 'nothingAdded' ? (
                <FormattedMessage id="productDetail.storeAvailability.error" />
              ) : (
                outcomeMessages(outcome)[0] || intl.formatMessage({ id: 'common.technicalError' })
              )}
            </Alert>
          ) : null}
          {outcome
            ? outcomeMessages(outcome)
                .slice(outcome.kind === 'added' ? 0 : 1)
                .map((m, i) => (
                  <Alert key={i} variant="warning">
                    {m}
                  </Alert>
                ))
            : null}
        </>
      }
    />
  );
}
