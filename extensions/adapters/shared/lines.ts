import type { ColorVariant, Product, SizeVariant } from '../../../src/domain/product';
import { translate } from '../../../src/domain/i18n';
import { asLanguage } from '../../../src/config/languages';

export { asLanguage };

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

/** The country of a locale (`de_AT` → `AT`); undefined for a bare language. */
export function countryOf(locale: string): string | undefined {
  const territory = locale.split(/[_-]/)[1];
  return territory && /^[A-Za-z]{2}$/.test(territory) ? territory.toUpperCase() : undefined;
}

/** The line view of a sku of a product (null when the product has no such sku), whichever backend holds the product. */
export function describeVariant(product: Product, sku: string, language: string, currency: string): SkuInfo | null {
  for (const colorVariant of product.colorVariants) {
    const sizeVariant = colorVariant.sizeVariants.find((sv) => sv.sku === sku);
    if (!sizeVariant) continue;
    const lang = asLanguage(language);
    const price = sizeVariant.prices[currency.toLowerCase()] ?? sizeVariant.prices.eur ?? { price: 0 };
    return {
      product,
      colorVariant,
      sizeVariant,
      name: translate(product.title, lang),
      slug: translate(product.slug, lang),
      brand: product.brand.title,
      color: translate(colorVariant.color, lang),
      size: sizeVariant.sizeString,
      price: price.price,
      ...(price.strikePrice !== undefined ? { strikePrice: price.strikePrice } : {}),
    };
  }
  return null;
}
