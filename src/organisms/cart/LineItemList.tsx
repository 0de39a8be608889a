import { FormattedMessage, useIntl } from 'react-intl';
import type { LineItem } from '../../domain/cart';
import { productUrl } from '../../domain/routes';
import { ProductLine } from './ProductLine';
import { BASKET_LINES_IN_VIEW } from '../../config/constants';

export interface LineItemListProps {
  lineItems: LineItem[];
  /** Without these the list is read-only (the basket modal). */
  onQuantity?: (lineItemId: string, count: number) => void;
  onRemove?: (lineItemId: string) => void;
}

/**
 * Where a line leads: the shop's own line to its colour of the product; an item of the other shop system to its
 * parent article (accounts-cart-services.md §3 "basketitemid with a parent article id").
 */
export function lineHref(line: LineItem): string {
  const alternative = line.projectSpecificData.alternativeItem;
  if (alternative) return productUrl({ url: '', identifier: alternative.parentArticleId });
  return productUrl({ url: '', identifier: line.projectSpecificData.productId, colorVariant: line.variant.projectSpecificData.articleNumber });
}

/** Cart lines: name, brand, size, colour, set parts, article number, quantity, the prices the server answered. Markup only. */
export function LineItemList({ lineItems, onQuantity, onRemove }: LineItemListProps) {
  const intl = useIntl();
  return (
    <ul className="cart-lines">
      {lineItems.map((line, index) => {
        const psd = line.variant.projectSpecificData;
        const parts = line.projectSpecificData.setArticleData?.selectedArticles ?? [];
        const alternative = line.projectSpecificData.alternativeItem;
        return (
          <ProductLine
            key={line.lineItemId}
            eager={index < BASKET_LINES_IN_VIEW}
            data={{ 'data-line-item-id': line.lineItemId, ...(alternative ? { 'data-basket-item-id': alternative.basketitemid } : {}) }}
            itemNumber={psd.articleNumber}
            href={lineHref(line)}
            brand={line.projectSpecificData.brand}
            name={line.name}
            details={
              <>
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
              </>
            }
            quantity={{ count: line.count, ...(onQuantity ? { onChange: (count: number) => onQuantity(line.lineItemId, count) } : {}) }}
            prices={{ unit: line.price, ...(line.strikePrice !== undefined ? { strike: line.strikePrice } : {}), total: line.totalPrice }}
            {...(onRemove
              ? { remove: { label: intl.formatMessage({ id: 'cart.remove' }, { name: line.name }), onRemove: () => onRemove(line.lineItemId) } }
              : {})}
          />
        );
      })}
    </ul>
  );
}
