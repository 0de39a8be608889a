import type { Language } from '../../src/config/languages';
import { translate, type Translations } from '../../src/domain/i18n';
import type { Category, ColorVariant, Product, SizeVariant } from '../../src/domain/product';
import { boxSizesOf } from '../../src/domain/product-box-rules';
import type { CurrencyAmounts, SearchColorVariant, SearchRecord, SearchSizeVariant } from '../../src/domain/search-record';
import { sizeSystemOf, systemSizeKey } from '../../src/domain/size-systems';
import { sanitizeProductHtml } from './product-html';

/**
 * Catalogue product -> search record of one language (storefront-browsing.md §3). Prices turn
 * from cents into currency units here, once, so every filter, sort and display reads units.
 */

const units = (cents: number) => Math.round(cents) / 100;

/** "Herren|Bekleidung|Sakkos": the category's names in one language (its translation), from the root down. */
export function categoryPath(id: string, categoriesById: ReadonlyMap<string, Category>, language: Language): string | null {
  const names: string[] = [];
  let current = categoriesById.get(id);
  const seen = new Set<string>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.unshift(translate(current.name, language));
    current = current.parentId ? categoriesById.get(current.parentId) : undefined;
  }
  return names.length > 0 ? names.join('|') : null;
}

const categoryPaths = (ids: readonly string[], categoriesById: ReadonlyMap<string, Category>, language: Language) =>
  ids.map((id) => categoryPath(id, categoriesById, language)).filter((p): p is string => p !== null);

/** Reduction in percent, rounded, when the size has a higher former price. */
function reducedPercent(price: number, strike: number | undefined): number | null {
  return strike !== undefined && strike > price && strike > 0 ? Math.round(((strike - price) / strike) * 100) : null;
}

function foldMin(target: CurrencyAmounts, currency: string, value: number): void {
  if (target[currency] === undefined || value < target[currency]) target[currency] = value;
}
function foldMax(target: CurrencyAmounts, currency: string, value: number): void {
  if (target[currency] === undefined || value > target[currency]) target[currency] = value;
}

interface PriceSummary {
  priceMin: CurrencyAmounts;
  priceMax: CurrencyAmounts;
  strikePrice: CurrencyAmounts;
  minReduced: CurrencyAmounts;
  maxReduced: CurrencyAmounts;
}

function summarise(sizes: readonly SizeVariant[]): PriceSummary {
  const s: PriceSummary = { priceMin: {}, priceMax: {}, strikePrice: {}, minReduced: {}, maxReduced: {} };
  for (const size of sizes) {
    for (const [currency, p] of Object.entries(size.prices)) {
      foldMin(s.priceMin, currency, units(p.price));
      foldMax(s.priceMax, currency, units(p.price));
      const reduced = reducedPercent(p.price, p.strikePrice);
      if (reduced !== null) {
        foldMax(s.strikePrice, currency, units(p.strikePrice!));
        foldMin(s.minReduced, currency, reduced);
        foldMax(s.maxReduced, currency, reduced);
      }
    }
  }
  return s;
}

function sizeVariant(size: SizeVariant): SearchSizeVariant {
  const price: CurrencyAmounts = {};
  const strikePrice: CurrencyAmounts = {};
  for (const [currency, p] of Object.entries(size.prices)) {
    price[currency] = units(p.price);
    if (p.strikePrice !== undefined && p.strikePrice > p.price) strikePrice[currency] = units(p.strikePrice);
  }
  return {
    sku: size.sku,
    size: size.size,
    sizeString: size.sizeString,
    sizeType: size.sizeType,
    bodyType: size.bodyType,
    systemSize: systemSizeKey(sizeSystemOf(size.sizeType, size.bodyType), size.sizeString),
    stock: size.stock,
    mpn: size.mpn,
    isNos: size.isNos,
    price,
    strikePrice,
  };
}

/** A product text (HTML from the product information system) in one language, made safe to show as HTML. */
function productText(text: Translations, language: Language): string {
  return sanitizeProductHtml(translate(text, language));
}

function colorVariant(cv: ColorVariant, language: Language): SearchColorVariant {
  const prices = summarise(cv.sizeVariants);
  return {
    itemnum: cv.itemnum,
    color: translate(cv.color, language),
    description: productText(cv.description, language),
    ...(cv.description2 ? { description2: productText(cv.description2, language) } : {}),
    ...(cv.description3 ? { description3: productText(cv.description3, language) } : {}),
    ...(cv.descriptionImage ? { descriptionImage: cv.descriptionImage } : {}),
    filterColor: cv.filterColor,
    hasSpecialImg: cv.hasSpecialImg,
    detailImgCount: cv.detailImgCount,
    ...(cv.images?.length ? { images: cv.images } : {}),
    imageRatio: cv.imageRatio,
    imageAlt: translate(cv.imageAlt, language),
    ...(cv.videoSrc ? { videoSrc: cv.videoSrc } : {}),
    washingInstructions: cv.washingInstructions,
    hasTallSizesOnStock: cv.sizeVariants.some((s) => s.bodyType === 'tall' && (s.stock > 0 || s.isNos)),
    priceMin: prices.priceMin,
    priceMax: prices.priceMax,
    strikePrice: prices.strikePrice,
    sizeVariants: cv.sizeVariants.map(sizeVariant),
    // What a product box reads of the sizes, so a list retrieves two short lists instead of every size variant's stock.
    ...boxSizesOf(cv.sizeVariants),
  };
}

/** The attributes of a product's record that follow its stock: what a partial update after a stock change sends (stock-sync.ts). */
export const STOCK_ATTRIBUTES = ['stock', 'colorVariants'] as const;
export type StockAttributes = Pick<SearchRecord, 'objectID' | (typeof STOCK_ATTRIBUTES)[number]>;

/**
 * The record's attributes that depend on stock, in one language: the total `stock` and the colour
 * variants (their sizes' stock, `soldOutSizes`, `hasTallSizesOnStock`). A partial update replaces
 * top-level attributes whole (Algolia's `partialUpdateObject`), so the colour variants go complete.
 */
export function stockAttributesOf(product: Product, language: Language): StockAttributes {
  return {
    objectID: product.id,
    stock: product.colorVariants.reduce((sum, cv) => sum + cv.sizeVariants.reduce((s, sv) => s + sv.stock, 0), 0),
    colorVariants: product.colorVariants.map((cv) => colorVariant(cv, language)),
  };
}

/** The records of one product in one language (one record: colour variants stay nested). */
export function buildRecords(product: Product, language: Language, categoriesById: ReadonlyMap<string, Category>): SearchRecord[] {
  const sizes = product.colorVariants.flatMap((cv) => cv.sizeVariants);
  const prices = summarise(sizes);
  const optional = (key: 'sharedDescription' | 'sharedDescription2' | 'sharedDescription3' | 'gpsr') =>
    product[key] ? { [key]: productText(product[key], language) } : {};
  const published = Date.parse(product.publishedAt);
  const { stock, colorVariants } = stockAttributesOf(product, language);
  return [
    {
      objectID: product.id,
      title: translate(product.title, language),
      titleTranslations: product.title,
      slug: translate(product.slug, language),
      brand: { title: product.brand.title, slug: product.brand.slug },
      productType: product.productType,
      type: product.type,
      colorVariants,
      subProducts: product.subProducts,
      isNew: product.isNew,
      isOnSale: Object.keys(prices.maxReduced).length > 0,
      minReducedPercentage: prices.minReduced,
      maxReducedPercentage: prices.maxReduced,
      flags: product.flags,
      priceMin: prices.priceMin,
      priceMax: prices.priceMax,
      strikePrice: prices.strikePrice,
      setPrice: product.productType === 'set' ? prices.priceMin : {},
      sizeOnLabel: [...new Set(sizes.map((s) => s.sizeString))],
      categoryTitlesDE: categoryPaths(product.categories, categoriesById, 'de'),
      categoryTitles: categoryPaths(product.categories, categoriesById, language),
      categories: product.categories,
      categoryNames: product.categories
        .map((id) => categoriesById.get(id))
        .filter((c): c is Category => !!c)
        .map((c) => translate(c.name, language)),
      bodyType: [...new Set(sizes.map((s) => s.bodyType))],
      stock,
      hasNos: sizes.some((s) => s.isNos),
      ...optional('sharedDescription'),
      ...optional('sharedDescription2'),
      ...optional('sharedDescription3'),
      ...optional('gpsr'),
      ...(product.combinationType ? { combinationType: product.combinationType } : {}),
      attributes: Object.fromEntries(Object.entries(product.attributes).map(([k, t]) => [k, translate(t, language)])),
      position: product.position,
      publishedAt: product.publishedAt,
      publishedAtTimestamp: Number.isFinite(published) ? Math.floor(published / 1000) : 0,
    },
  ];
}
