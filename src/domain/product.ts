import * as z from '../config/zod';
import { translationsSchema } from './i18n';
import { PRODUCT_TYPES, SIZE_TYPES, BODY_TYPES, FLAGS, FILTER_COLORS, CARE_CODES, IMAGE_RATIOS } from './product-vocabulary';

export * from './product-vocabulary';

/**
 * The catalogue's product model (storefront-browsing.md §3), as the commerce backend holds it.
 * Search records (src/domain/search-record.ts) are derived from it per language.
 * Prices here are integers in the currency's minor unit (cents), keyed by lowercase currency.
 */

export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;
export const sizeTypeSchema = z.enum(SIZE_TYPES);
export type SizeType = z.infer<typeof sizeTypeSchema>;
export const bodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof bodyTypeSchema>;
export const flagSchema = z.enum(FLAGS);
export type Flag = z.infer<typeof flagSchema>;
export const filterColorSchema = z.enum(FILTER_COLORS);
export type FilterColor = z.infer<typeof filterColorSchema>;
export const careCodeSchema = z.enum(CARE_CODES);
export type CareCode = z.infer<typeof careCodeSchema>;

/** Price of a size variant in one currency, in cents; strikePrice is the former price when reduced. */
export const variantPriceSchema = z.object({
  price: z.number().int().nonnegative(),
  strikePrice: z.number().int().nonnegative().optional(),
});
export type VariantPrice = z.infer<typeof variantPriceSchema>;

/** Prices keyed by lowercase currency code (eur, chf, pln, czk, usd). */
export const pricesSchema = z.record(z.string(), variantPriceSchema);

export const sizeVariantSchema = z.object({
  sku: z.string().min(1),
  /** Size labels keyed by size system (eu, us, uk, inch ...). */
  size: z.record(z.string(), z.string()),
  sizeString: z.string(),
  sizeType: sizeTypeSchema,
  bodyType: bodyTypeSchema,
  /** Online stock; never-out-of-stock (isNos) items are always orderable. */
  stock: z.number().int().nonnegative(),
  mpn: z.string(),
  isNos: z.boolean(),
  prices: pricesSchema,
});
export type SizeVariant = z.infer<typeof sizeVariantSchema>;

export const colorVariantSchema = z.object({
  /** 8-digit item number, unique across the catalogue. */
  itemnum: z.string().regex(/^\d{8}$/),
  color: translationsSchema,
  filterColor: filterColorSchema,
  description: translationsSchema,
  description2: translationsSchema.optional(),
  description3: translationsSchema.optional(),
  descriptionImage: z.string().optional(),
  hasSpecialImg: z.boolean(),
  detailImgCount: z.number().int().min(1),
  /** The variant's own picture URLs, by index (commercetools: the variant's images); absent: the media path by item number. */
  images: z.array(z.string().min(1)).optional(),
  imageRatio: z.enum(IMAGE_RATIOS),
  imageAlt: translationsSchema,
  videoSrc: z.string().optional(),
  washingInstructions: z.array(careCodeSchema),
  sizeVariants: z.array(sizeVariantSchema).min(1),
});
export type ColorVariant = z.infer<typeof colorVariantSchema>;

export const brandSchema = z.object({ title: z.string(), slug: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const productSchema = z.object({
  /** Product id, also the search record's objectID. */
  id: z.string(),
  title: translationsSchema,
  /** URL slug per language, from the title. */
  slug: translationsSchema,
  brand: brandSchema,
  productType: productTypeSchema,
  /** Article kind (sakko, hemd, hose, schuhe, waesche ...), used by rules such as the tall filter. */
  type: z.string(),
  /** Category ids, leaf first. */
  categories: z.array(z.string()),
  isNew: z.boolean(),
  flags: z.array(flagSchema),
  /** Filterable attributes (fit, cut, collarStyle, sole, outerMaterial, discountTier ...), translated. */
  attributes: z.record(z.string(), translationsSchema),
  sharedDescription: translationsSchema.optional(),
  sharedDescription2: translationsSchema.optional(),
  sharedDescription3: translationsSchema.optional(),
  /** Product safety / compliance text (GPSR). */
  gpsr: translationsSchema.optional(),
  combinationType: z.string().optional(),
  /** Set, kit and outfit parts (product ids). */
  subProducts: z.array(z.string()),
  /** Merchandising rank: lower comes first. */
  position: z.number().int(),
  /** When the product went online (ISO date): sort "new". */
  publishedAt: z.string(),
  colorVariants: z.array(colorVariantSchema).min(1),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  slug: z.string(),
  name: translationsSchema,
  /** Second-level group name in the flyout (storefront-browsing.md §2 Navigation). */
  group: z.string().optional(),
  position: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
