import { currencyKey, type Currency } from '../config/currencies';
import type { CurrencyAmounts, SearchColorVariant, SearchRecord, SearchSizeVariant } from './search-record';

/**
 * The attributes of a search record that only the search engine reads (the record's translated
 * titles, the category texts it is found by, the size labels it filters on, its publishing date and
 * ranking, the set price no page shows): a product page's record goes without them.
 */
type SearchOnlyFields =
  | 'titleTranslations'
  | 'categoryTitlesDE'
  | 'categoryTitles'
  | 'categoryNames'
  | 'sizeOnLabel'
  | 'setPrice'
  | 'position'
  | 'publishedAt'
  | 'publishedAtTimestamp';

/**
 * A product as its detail page receives it: the search record (one language already) without the
 * attributes only the search engine reads, and with every price in the page's currency only. The
 * page's currency follows the locale in its address, so another currency is another page answer.
 */
export type ProductPageRecord = Omit<SearchRecord, SearchOnlyFields>;

/** An amount per currency narrowed to one currency (empty when the record has no price in it). */
function inCurrency(amounts: CurrencyAmounts, key: string): CurrencyAmounts {
  const amount = amounts[key];
  return amount === undefined ? {} : { [key]: amount };
}

function sizeInCurrency(size: SearchSizeVariant, key: string): SearchSizeVariant {
  return { ...size, price: inCurrency(size.price, key), strikePrice: inCurrency(size.strikePrice, key) };
}

function colourInCurrency(colour: SearchColorVariant, key: string): SearchColorVariant {
  return {
    ...colour,
    priceMin: inCurrency(colour.priceMin, key),
    priceMax: inCurrency(colour.priceMax, key),
    strikePrice: inCurrency(colour.strikePrice, key),
    sizeVariants: colour.sizeVariants.map((size) => sizeInCurrency(size, key)),
  };
}

/** A search record as a product page in `currency` shows it (the page data of the product and its parts). */
export function productPageRecord(record: SearchRecord, currency: Currency): ProductPageRecord {
  const key = currencyKey(currency);
  const {
    titleTranslations: _titles,
    categoryTitlesDE: _categoryTitlesDE,
    categoryTitles: _categoryTitles,
    categoryNames: _categoryNames,
    sizeOnLabel: _sizeOnLabel,
    setPrice: _setPrice,
    position: _position,
    publishedAt: _publishedAt,
    publishedAtTimestamp: _publishedAtTimestamp,
    ...shown
  } = record;
  return {
    ...shown,
    priceMin: inCurrency(record.priceMin, key),
    priceMax: inCurrency(record.priceMax, key),
    strikePrice: inCurrency(record.strikePrice, key),
    minReducedPercentage: inCurrency(record.minReducedPercentage, key),
    maxReducedPercentage: inCurrency(record.maxReducedPercentage, key),
    colorVariants: record.colorVariants.map((colour) => colourInCurrency(colour, key)),
  };
}
