import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../hooks/useFormatters';
import { useShopContext } from '../../shop/ShopContext';
import { priceDisplay, type PricedChoice } from '../../domain/price-rules';
import type { SearchRecord } from '../../domain/search-record';

/**
 * The price of a product's colour or size in the shopper's currency (src/domain/price-rules.ts), with the former
 * price when reduced and, where asked (`from`), "from" when no size is chosen and the colour's sizes cost differently.
 */
export function Price({ record, choice, from = false }: { record: PricedRecord; choice: PricedChoice; from?: boolean }) {
  const f = useFormatters();
  const { project } = useShopContext();
  const display = priceDisplay(record, choice, f.currency, project);
  if (!display) return null;
  const text = f.price(display.price);
  return (
    <p className={`product-price${display.strikePrice ? ' product-price--sale' : ''}`}>
      <span className="product-price__current">{from && display.from ? <FormattedMessage id="productDetail.priceFrom" values={{ price: text }} /> : text}</span>
      {display.strikePrice ? (
        <span className="product-price__strike">
          <FormattedMessage id="productDetail.strikePrice" values={{ price: <s>{f.price(display.strikePrice)}</s> }} />
        </span>
      ) : null}
    </p>
  );
}

export type PricedRecord = Pick<SearchRecord, 'priceMin' | 'strikePrice' | 'minReducedPercentage' | 'maxReducedPercentage'>;
