import * as z from '../config/zod';
import { LANGUAGES, type Language } from '../config/languages';
import { PRODUCTS_BY_ID_MAX } from '../config/constants';
import { BODY_TYPES, CARE_CODES, FILTER_COLORS, FLAGS, IMAGE_RATIOS, PRODUCT_TYPES, SIZE_TYPES } from './product';

/**
 * The search record of storefront-browsing.md §3: one per product and language, derived from the
 * catalogue product (src/domain/product.ts) by extensions/search/records.ts. Texts are in the
 * index's language; prices are in currency units (not cents), keyed by lowercase currency, so
 * `priceMin.eur` is both a numeric filter and a sort attribute.
 */

/** Amount per lowercase currency (eur, chf, pln, czk, usd). */
export const currencyAmountsSchema = z.record(z.string(), z.number());
export type CurrencyAmounts = z.infer<typeof currencyAmountsSchema>;

export const searchSizeVariantSchema = z.object({
  sku: z.string(),
  size: z.record(z.string(), z.string()),
  sizeString: z.string(),
  sizeType: z.enum(SIZE_TYPES),
  bodyType: z.enum(BODY_TYPES),
  /** Size system and label ("short|25", src/domain/size-systems.ts): the size filter's tabs. */
  systemSize: z.string(),
  stock: z.number().int(),
  mpn: z.string(),
  isNos: z.boolean(),
  price: currencyAmountsSchema,
  strikePrice: currencyAmountsSchema,
});
export type SearchSizeVariant = z.infer<typeof searchSizeVariantSchema>;

export const searchColorVariantSchema = z.object({
  itemnum: z.string(),
  color: z.string(),
  description: z.string(),
  description2: z.string().optional(),
  description3: z.string().optional(),
  descriptionImage: z.string().optional(),
  filterColor: z.enum(FILTER_COLORS),
  hasSpecialImg: z.boolean(),
  detailImgCount: z.number().int(),
  /** The variant's own picture URLs, by index, when it has them (src/domain/product-media.ts). */
  images: z.array(z.string()).optional(),
  imageRatio: z.enum(IMAGE_RATIOS),
  imageAlt: z.string(),
  videoSrc: z.string().optional(),
  washingInstructions: z.array(z.enum(CARE_CODES)),
  hasTallSizesOnStock: z.boolean(),
  priceMin: currencyAmountsSchema,
  priceMax: currencyAmountsSchema,
  strikePrice: currencyAmountsSchema,
  sizeVariants: z.array(searchSizeVariantSchema),
  /** The colour's sizes as its product box lists them: each size once, in size order (boxSizesOf, src/domain/product-box-rules.ts). */
  sizes: z.array(z.string()),
  /** Those of `sizes` no size variant has in stock (nor as never out of stock): the box shows them struck through. */
  soldOutSizes: z.array(z.string()),
});
export type SearchColorVariant = z.infer<typeof searchColorVariantSchema>;

export const searchRecordSchema = z.object({
  objectID: z.string(),
  title: z.string(),
  titleTranslations: z.object(Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>),
  slug: z.string(),
  brand: z.object({ title: z.string(), slug: z.string() }),
  productType: z.enum(PRODUCT_TYPES),
  /** Article kind (sakko, hemd, waesche ...). */
  type: z.string(),
  colorVariants: z.array(searchColorVariantSchema),
  subProducts: z.array(z.string()),
  isNew: z.boolean(),
  isOnSale: z.boolean(),
  minReducedPercentage: currencyAmountsSchema,
  maxReducedPercentage: currencyAmountsSchema,
  flags: z.array(z.enum(FLAGS)),
  priceMin: currencyAmountsSchema,
  priceMax: currencyAmountsSchema,
  /** The highest former price among reduced sizes, per currency (absent currencies: nothing reduced). */
  strikePrice: currencyAmountsSchema,
  /** Sets: the price of the whole set (the sum of the cheapest size of each colour's parts is not known here; the set's own minimum). */
  setPrice: currencyAmountsSchema,
  /** Size labels as printed on the garment, one per distinct size. */
  sizeOnLabel: z.array(z.string()),
  /** Category paths in German, names joined by "|", one per category (leaf first). */
  categoryTitlesDE: z.array(z.string()),
  /** The same paths in the record's language (the category filter: each category's translation). */
  categoryTitles: z.array(z.string()),
  /** Category ids, leaf first. */
  categories: z.array(z.string()),
  /** Category names in the record's language (searchable: "sakko" finds jackets). */
  categoryNames: z.array(z.string()),
  /** Body types of all sizes (the tall filter and the fixed bodyType key filter on it). */
  bodyType: z.array(z.enum(BODY_TYPES)),
  stock: z.number().int(),
  hasNos: z.boolean(),
  sharedDescription: z.string().optional(),
  sharedDescription2: z.string().optional(),
  sharedDescription3: z.string().optional(),
  gpsr: z.string().optional(),
  combinationType: z.string().optional(),
  /** Filterable attributes (fit, cut, collarStyle ...) translated into the record's language. */
  attributes: z.record(z.string(), z.string()),
  position: z.number().int(),
  publishedAt: z.string(),
  /** publishedAt in epoch seconds: the "new" sort replica ranks on it. */
  publishedAtTimestamp: z.number().int(),
});
export type SearchRecord = z.infer<typeof searchRecordSchema>;

/** A query-suggestions record (Algolia's Query Suggestions shape, reduced to what the UI reads). */
export const suggestionRecordSchema = z.object({
  objectID: z.string(),
  query: z.string(),
  /** How many products the suggestion finds; suggestions rank by it. */
  popularity: z.number().int(),
  nb_words: z.number().int(),
  /** Where the suggestion came from. */
  source: z.enum(['category', 'brand', 'term']),
});
export type SuggestionRecord = z.infer<typeof suggestionRecordSchema>;

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `ids`: product ids, a comma list or the key repeated (`ids=P1&ids=P2`). */
export const productsByIdsQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(PRODUCT_ID, { message: 'A product id has letters, digits, - and _ only.' }))
        .min(1)
        .max(PRODUCTS_BY_ID_MAX),
    ),
});
