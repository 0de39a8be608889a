import { currencyKey, type Currency } from '../config/currencies';
import type { ProjectDefinition } from '../config/projects';
import type { CurrencyAmounts, SearchColorVariant, SearchRecord, SearchSizeVariant } from './search-record';

/**
 * The price a shopper sees for a product of the search (storefront-browsing.md §2 "Product boxes", §2 "Product
 * detail page"): in the shopper's currency (search records key their amounts by lowercase currency), with the former
 * price, the sale percentage and the "from" of a colour whose sizes cost differently. Every price of a search record
 * on a page goes through priceDisplay: the product box, the buy box, the parts of a set, kit or outfit.
 */

/** The rounded sale percentage, e.g. 129.95 -> 89.95 is 31 %; 0 when not reduced. */
export function salePercentage(price: number, strikePrice: number): number {
  if (!(strikePrice > price) || strikePrice <= 0) return 0;
  return Math.round(((strikePrice - price) / strikePrice) * 100);
}

export interface PriceDisplay {
  price: number;
  /** The former price, only when higher than the price. */
  strikePrice?: number;
  /** Rounded sale percentage; 0 when not reduced. */
  percentage: number;
  /** Several reductions in the product: project hgg says "up to". */
  upTo: boolean;
  /** No size chosen and the colour's sizes cost differently: "from". */
  from: boolean;
}

/** What is priced: the product, one of its colours, or one size of that colour (the buy box once a size is chosen). */
export interface PricedChoice {
  colour?: Pick<SearchColorVariant, 'priceMin' | 'strikePrice'> & { priceMax?: CurrencyAmounts };
  size?: Pick<SearchSizeVariant, 'price' | 'strikePrice'> | null;
}

/** The price of the shown size, colour or product in the region's currency, with strike price, sale percentage and "from". */
export function priceDisplay(
  record: Pick<SearchRecord, 'priceMin' | 'strikePrice' | 'minReducedPercentage' | 'maxReducedPercentage'>,
  { colour, size }: PricedChoice,
  currency: Currency,
  project: Pick<ProjectDefinition, 'saleWording'>,
): PriceDisplay | null {
  const key = currencyKey(currency);
  const price = size ? size.price[key] : (colour?.priceMin[key] ?? record.priceMin[key]);
  if (price === undefined) return null;
  const strike = size ? size.strikePrice[key] : colour ? colour.strikePrice[key] : record.strikePrice[key];
  const strikePrice = strike !== undefined && strike > price ? strike : undefined;
  const own = strikePrice ? salePercentage(price, strikePrice) : 0;
  const max = Math.round(record.maxReducedPercentage[key] ?? own);
  const min = Math.round(record.minReducedPercentage[key] ?? own);
  const upTo = project.saleWording === 'upTo' && max > 0 && min !== max;
  const highest = !size ? colour?.priceMax?.[key] : undefined;
  return {
    price,
    ...(strikePrice ? { strikePrice } : {}),
    percentage: strikePrice || upTo ? (upTo ? max : own) : 0,
    upTo,
    from: highest !== undefined && highest !== price,
  };
}
