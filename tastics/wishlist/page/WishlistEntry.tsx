import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WishlistLineItem } from '../../../src/domain/wishlist';
import { useProductImages } from '../../../src/hooks/useProductImages';
import { IMAGE_WIDTH } from '../../../src/config/constants';
import { Button } from '../../../src/ui/Button';
import { Alert } from '../../../src/ui/Alert';
import { wishlistCartCheck, type WishlistCartCheck } from '../../../src/domain/wishlist-rules';
import { productUrl } from '../../../src/domain/routes';

export interface WishlistEntryProps {
  item: WishlistLineItem;
  onAddToCart: (item: WishlistLineItem) => Promise<{ ok: boolean; error?: string | false }>;
  onRemove: (item: WishlistLineItem) => void;
}

type Feedback = { kind: 'warning'; check: Exclude<WishlistCartCheck, 'ok'> } | { kind: 'added' } | { kind: 'error'; message: string } | null;

/** One wishlist entry: image, brand, name, size, sold-out label, add to cart (size warning, busy, confirmation), remove. */
export function WishlistEntry({ item, onAddToCart, onRemove }: WishlistEntryProps) {
  const intl = useIntl();
  const { image } = useProductImages();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const psd = item.projectSpecificData;
  const href = productUrl({ url: '', identifier: psd.objectID, colorVariant: psd.itemNumber });

  const addToCart = async () => {
    const check = wishlistCartCheck(item);
    if (check !== 'ok') return setFeedback({ kind: 'warning', check });
    setBusy(true);
    setFeedback(null);
    const result = await onAddToCart(item);
    setBusy(false);
    setFeedback(result.ok ? { kind: 'added' } : { kind: 'error', message: result.error || intl.formatMessage({ id: 'common.technicalError' }) });
  };

  return (
    <li className="wishlist-entry" data-item-number={psd.itemNumber}>
      <img
        className="wishlist-entry__image"
        src={image({ itemnum: psd.itemNumber, index: 0, width: IMAGE_WIDTH.thumb })}
        alt=""
        width={150}
        height={200}
        loading="lazy"
      />
      <div className="wishlist-entry__info">
        <p className="wishlist-entry__brand">{psd.brand}</p>
        <p className="wishlist-entry__name">
          <a href={href}>{item.name}</a>
        </p>
        {(psd.sizeOnLabel ?? psd.sizeVariant) ? (
          <p className="wishlist-entry__size">
            <FormattedMessage id="wishlist.size" values={{ size: psd.sizeOnLabel ?? psd.sizeVariant }} />
          </p>
        ) : null}
        {psd.outOfStockFlag ? (
          <p className="wishlist-entry__sold-out">
            <FormattedMessage id="wishlist.soldOut" />
          </p>
        ) : null}
      </div>
      <div className="wishlist-entry__actions">
        <Button busy={busy} onClick={() => void addToCart()}>
          <FormattedMessage id="wishlist.addToCart" />
        </Button>
        <Button variant="link" onClick={() => onRemove(item)} aria-label={intl.formatMessage({ id: 'wishlist.remove' }, { name: item.name })}>
          <FormattedMessage id="cart.removeShort" />
        </Button>
      </div>
      <div className="wishlist-entry__feedback" aria-live="polite">
        {feedback?.kind === 'warning' ? (
          <Alert variant="warning">
            <FormattedMessage id={feedback.check === 'sizeMissing' ? 'wishlist.selectSize' : 'wishlist.sizeUnavailable'} />{' '}
            <a href={href}>
              <FormattedMessage id="wishlist.toProduct" />
            </a>
          </Alert>
        ) : null}
        {feedback?.kind === 'added' ? (
          <Alert variant="success">
            <FormattedMessage id="wishlist.addedToCart" values={{ name: item.name }} />
          </Alert>
        ) : null}
        {feedback?.kind === 'error' ? <Alert variant="danger">{feedback.message}</Alert> : null}
      </div>
    </li>
  );
}
