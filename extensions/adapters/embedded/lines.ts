import type { ColorVariant, Product, SizeVariant } from '../../../src/domain/product';
import { translate } from '../../../src/domain/i18n';
import type { Language } from '../../../src/config/languages';
import type { EmbeddedCatalogue } from './catalogue';

/** Everything a cart, wishlist, reservation or order line shows about one sku, in one language and currency. */
export interface SkuInfo {
  product: Product;
  colorVariant: ColorVariant;
  sizeVariant: SizeVariant;
  name: string;
  /** URL slug in the requested language. */
  slug: string;
  brand: string;
  color: string;
  size: string;
  /** Cents in the requested currency, falling back to euros when the product has no such price. */
  price: number;
  strikePrice?: number;
}

export function asLanguage(language: string): Language {
  return (['de', 'en', 'cs', 'pl', 'nl', 'fr'] as const).find((l) => l === language) ?? 'de';
}

export function describeSku(catalogue: EmbeddedCatalogue, sku: string, language: string, currency: string): SkuInfo | null {
  const hit = catalogue.productBySkuSync(sku);
  if (!hit) return null;
  const colorVariant = hit.product.colorVariants.find((cv) => cv.itemnum === hit.itemnum);
  const sizeVariant = colorVariant?.sizeVariants.find((sv) => sv.sku === sku);
  if (!colorVariant || !sizeVariant) return null;
  const lang = asLanguage(language);
  const price = sizeVariant.prices[currency.toLowerCase()] ?? sizeVariant.prices.eur ?? { price: 0 };
  return {
    product: hit.product,
    colorVariant,
    sizeVariant,
    name: translate(hit.product.title, lang),
    slug: translate(hit.product.slug, lang),
    brand: hit.product.brand.title,
    color: translate(colorVariant.color, lang),
    size: sizeVariant.sizeString,
    price: price.price,
    ...(price.strikePrice !== undefined ? { strikePrice: price.strikePrice } : {}),
  };
}
