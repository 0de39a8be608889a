import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../hooks/useFormatters';
import { useProductImages } from '../../hooks/useProductImages';
import { quantityOptions } from '../../domain/cart-rules';
import { IMAGE_WIDTH, QUANTITY_MAX } from '../../config/constants';
import { Img } from '../../ui/Img';

export interface ProductLineProps {
  /** The colour's item number: the line's image. */
  itemNumber: string;
  href: string;
  brand: string;
  name: string;
  /** Size and colour, set parts, article number, sold-out label. */
  details?: ReactNode;
  /** The quantity: a select when it can change, else the figure; none hides it. */
  quantity?: { count: number; onChange?: (count: number) => void };
  /** Prices in cents, as the server answered them; none hides them. */
  prices?: { unit?: number; strike?: number; total?: number };
  /** Further buttons (add to basket), before the removal. */
  actions?: ReactNode;
  /** Removal, with its accessible name (the line's name in it). */
  remove?: { label: string; onRemove: () => void };
  /** What a click on one of the line's buttons gave (announced politely). */
  feedback?: ReactNode;
  /** A row of the basket, or a card of the wishlist's grid. */
  layout?: 'row' | 'card';
  /** data-* attributes that name the line for the journeys (line item id, basket id, item number). */
  data?: Record<`data-${string}`, string>;
  /** The image loads with the page (a line in view at load: the page's largest image), not when scrolled to. */
  eager?: boolean;
}

const IMAGE_SIZE = { row: { width: 90, height: 120 }, card: { width: 150, height: 200 } } as const;

/**
 * One product line: image, brand, name linked to the product, details, quantity, prices, buttons. The basket,
 * the basket modal, the reservation basket and the wishlist draw their lines with it. Markup only.
 */
export function ProductLine({
  itemNumber,
  href,
  brand,
  name,
  details,
  quantity,
  prices,
  actions,
  remove,
  feedback,
  layout = 'row',
  data,
  eager = false,
}: ProductLineProps) {
  const intl = useIntl();
  const format = useFormatters();
  const { image } = useProductImages();
  return (
    <li className={`cart-line cart-line--${layout}`} {...data}>
      <Img
        className="cart-line__image"
        src={image({ itemnum: itemNumber, index: 0, width: IMAGE_WIDTH.thumb })}
        alt=""
        {...IMAGE_SIZE[layout]}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className="cart-line__info">
        <p className="cart-line__brand">{brand}</p>
        <p className="cart-line__name">
          <a href={href}>{name}</a>
        </p>
        {details}
      </div>
      {quantity ? (
        <div className="cart-line__quantity">
          {quantity.onChange ? (
            <label>
              <span className="visually-hidden">{intl.formatMessage({ id: 'cart.quantityOf' }, { name })}</span>
              <select value={quantity.count} onChange={(e) => quantity.onChange!(Number(e.target.value))}>
                {quantityOptions(quantity.count, QUANTITY_MAX).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <span>
              <FormattedMessage id="cart.quantity" />: {quantity.count}
            </span>
          )}
        </div>
      ) : null}
      {prices ? (
        <div className="cart-line__prices">
          {prices.strike !== undefined && prices.unit !== undefined && prices.strike > prices.unit ? (
            <s className="cart-line__strike">{format.cents(prices.strike)}</s>
          ) : null}
          {prices.unit !== undefined ? (
            <span className="cart-line__unit">
              <span className="visually-hidden">{intl.formatMessage({ id: 'cart.unitPrice' })}: </span>
              {format.cents(prices.unit)}
            </span>
          ) : null}
          {prices.total !== undefined ? (
            <strong className="cart-line__total">
              <span className="visually-hidden">{intl.formatMessage({ id: 'cart.lineTotal' })}: </span>
              {format.cents(prices.total)}
            </strong>
          ) : null}
        </div>
      ) : null}
      {actions || remove ? (
        <div className="cart-line__actions">
          {actions}
          {remove ? (
            <button type="button" className="cart-line__remove btn btn--link" onClick={remove.onRemove}>
              <span aria-hidden="true">
                <FormattedMessage id="cart.removeShort" />
              </span>
              <span className="visually-hidden">{remove.label}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {feedback !== undefined ? (
        <div className="cart-line__feedback" aria-live="polite">
          {feedback}
        </div>
      ) : null}
    </li>
  );
}
