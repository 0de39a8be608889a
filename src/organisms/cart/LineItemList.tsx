import { FormattedMessage, useIntl } from 'react-intl';
import type { LineItem } from '../../domain/cart';
import { useFormatters } from '../../hooks/useFormatters';
import { useProductImages } from '../../hooks/useProductImages';
import { IMAGE_WIDTH, QUANTITY_MAX } from '../../config/constants';
import { quantityOptions } from '../../domain/cart-rules';
import { productUrl } from '../../domain/routes';

export interface LineItemListProps {
  lineItems: LineItem[];
  /** Without these the list is read-only (the basket modal). */
  onQuantity?: (lineItemId: string, count: number) => void;
  onRemove?: (lineItemId: string) => void;
}

/** Cart lines: image, name, brand, size, colour, set parts, quantity, prices from cents. Markup only. */
export function LineItemList({ lineItems, onQuantity, onRemove }: LineItemListProps) {
  const intl = useIntl();
  const { image } = useProductImages();
  const format = useFormatters();
  return (
    <ul className="cart-lines">
      {lineItems.map((line) => {
        const psd = line.variant.projectSpecificData;
        const parts = line.projectSpecificData.setArticleData?.selectedArticles ?? [];
        return (
          <li key={line.lineItemId} className="cart-line" data-line-item-id={line.lineItemId}>
            <img
              className="cart-line__image"
              src={image({ itemnum: psd.articleNumber, index: 0, width: IMAGE_WIDTH.thumb })}
              alt=""
              width={90}
              height={120}
              loading="lazy"
            />
            <div className="cart-line__info">
              <p className="cart-line__brand">{line.projectSpecificData.brand}</p>
              <p className="cart-line__name">
                <a href={productUrl({ url: '', identifier: line.projectSpecificData.productId, colorVariant: psd.articleNumber })}>{line.name}</a>
              </p>
              {parts.length ? (
                <div className="cart-line__set">
                  <FormattedMessage id="cart.setContains" />
                  <ul>
                    {parts.map((part) => (
                      <li key={part.sku}>
                        {part.name} · <FormattedMessage id="cart.size" values={{ size: part.size }} /> ·{' '}
                        <FormattedMessage id="cart.color" values={{ color: part.color }} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="cart-line__variant">
                  <FormattedMessage id="cart.size" values={{ size: psd.size }} /> · <FormattedMessage id="cart.color" values={{ color: psd.color }} />
                </p>
              )}
              <p className="cart-line__number">
                <FormattedMessage id="cart.articleNumber" values={{ number: psd.articleNumber }} />
              </p>
            </div>
            <div className="cart-line__quantity">
              {onQuantity ? (
                <label>
                  <span className="visually-hidden">{intl.formatMessage({ id: 'cart.quantityOf' }, { name: line.name })}</span>
                  <select value={line.count} onChange={(e) => onQuantity(line.lineItemId, Number(e.target.value))}>
                    {quantityOptions(line.count, QUANTITY_MAX).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span>
                  <FormattedMessage id="cart.quantity" />: {line.count}
                </span>
              )}
            </div>
            <div className="cart-line__prices">
              {line.strikePrice && line.strikePrice > line.price ? <s className="cart-line__strike">{format.cents(line.strikePrice)}</s> : null}
              <span className="cart-line__unit">
                <span className="visually-hidden">{intl.formatMessage({ id: 'cart.unitPrice' })}: </span>
                {format.cents(line.price)}
              </span>
              <strong className="cart-line__total">
                <span className="visually-hidden">{intl.formatMessage({ id: 'cart.lineTotal' })}: </span>
                {format.cents(line.price * line.count)}
              </strong>
            </div>
            {onRemove ? (
              <button type="button" className="cart-line__remove btn btn--link" onClick={() => onRemove(line.lineItemId)}>
                <span aria-hidden="true">
                  <FormattedMessage id="cart.removeShort" />
                </span>
                <span className="visually-hidden">{intl.formatMessage({ id: 'cart.remove' }, { name: line.name })}</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
