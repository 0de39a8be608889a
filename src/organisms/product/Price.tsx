import { FormattedMessage } from 'react-intl';
import { useFormatters } from '../../hooks/useFormatters';
import type { CurrencyAmounts } from '../../domain/search-record';

/** Price in the region's currency (amounts keyed by lowercase currency), with the former price when reduced. */
export function Price({ price, strikePrice, from = false }: { price: CurrencyAmounts; strikePrice?: CurrencyAmounts; from?: boolean }) {
  const f = useFormatters();
  const key = f.currency.toLowerCase();
  const amount = price[key];
  if (amount === undefined) return null;
  const strike = strikePrice?.[key];
  const text = f.price(amount);
  return (
    <p className={`product-price${strike ? ' product-price--sale' : ''}`}>
      <span className="product-price__current">{from ? <FormattedMessage id="productDetail.priceFrom" values={{ price: text }} /> : text}</span>
      {strike && strike > amount ? (
        <span className="product-price__strike">
          <FormattedMessage id="productDetail.strikePrice" values={{ price: <s>{f.price(strike)}</s> }} />
        </span>
      ) : null}
    </p>
  );
}
