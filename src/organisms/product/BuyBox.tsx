import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import type { VariantSelection } from '../../hooks/useVariantSelection';
import type { ProductPageRecord } from '../../domain/product-page-record';
import { ColourTiles, DeliveryStatus, QuantitySelect, SizeChips } from './Selection';
import { Price } from './Price';
import { reserveDialogReach } from './ProductDialogs';
import type { useBuyBox } from '../../hooks/useBuyBox';

/** Colour, size, quantity, price, delivery status and the three buttons. Markup only. */
export function BuyBox({
  product,
  selection,
  buy,
  reserve = true,
}: {
  product: ProductPageRecord;
  selection: VariantSelection;
  buy: ReturnType<typeof useBuyBox>;
  reserve?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const { colour, size, state } = selection;
  const error = state.addToCartSizeError ? intl.formatMessage({ id: `productDetail.${state.addToCartSizeError}` }) : null;
  const wished = buy.inWishlist(colour.itemnum);
  return (
    <div className="buy-box">
      <Price record={product} choice={{ colour, size }} from />
      <p className="buy-box__vat">
        <FormattedMessage id="productDetail.vatNote" />
      </p>
      {selection.colours.length > 1 ? (
        <ColourTiles colours={selection.colours} active={colour} size={size} sizeType={state.sizeType} onChoose={selection.chooseColour} />
      ) : (
        <p className="buy-box__colour">
          <FormattedMessage id="productDetail.colour" values={{ color: colour.color }} />
        </p>
      )}
      {selection.hasTallSizes ? (
        <label className="buy-box__tall">
          <input type="checkbox" checked={selection.tall} onChange={(e) => selection.setTall(e.target.checked)} /> <FormattedMessage id="productDetail.tall" />
        </label>
      ) : null}
      {selection.sizeTypes.length > 1 ? (
        <div className="buy-box__size-type">
          <label htmlFor={`${id}-size-type`}>
            <FormattedMessage id="productDetail.sizeType" />
          </label>
          <select id={`${id}-size-type`} value={state.sizeType} onChange={(e) => selection.setSizeType(e.target.value)}>
            {selection.sizeTypes.map((t) => (
              <option key={t} value={t}>
                {t.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <SizeChips
        sizes={selection.sizes}
        selected={size}
        sizeType={state.sizeType}
        onChoose={selection.chooseSize}
        onSoldOut={(s) => buy.openSoldOut(selection, s)}
        error={error}
      />
      <DeliveryStatus colour={colour} size={size} />
      <QuantitySelect id={`${id}-qty`} value={state.selectedQuantity} max={selection.maxQuantity} onChange={selection.setQuantity} />
      <div className="buy-box__actions">
        <Button busy={buy.busy} onClick={() => void buy.addToBasket(selection)}>
          <FormattedMessage id="productDetail.addToBasket" />
        </Button>
        <Button
          variant="icon"
          aria-pressed={wished}
          onClick={() => void buy.toggleWishlist(colour.itemnum)}
          aria-label={intl.formatMessage({ id: wished ? 'productDetail.wishlistRemove' : 'productDetail.wishlistAdd' })}
        >
          <span aria-hidden="true">{wished ? '♥' : '♡'}</span>
        </Button>
      </div>
      {reserve ? (
        <Button variant="secondary" block {...reserveDialogReach} onClick={() => buy.openReserve(selection)}>
          <FormattedMessage id="productDetail.clickAndReserve" />
        </Button>
      ) : null}
    </div>
  );
}
