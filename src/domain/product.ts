import * as z from 'zod';
import { translationsSchema } from './i18n';

/**
 * The catalogue's product model (storefront-browsing.md §3), as the commerce backend holds it.
 * Search records (src/domain/search-record.ts) are derived from it per language.
 * Prices here are integers in the currency's minor unit (cents), keyed by lowercase currency.
 */

export const PRODUCT_TYPES = ['regular', 'set', 'kit', 'outfit', 'geschenkkarte'] as const;
/** The product type of gift vouchers (storefront-browsing.md §2 "Voucher (productType geschenkkarte)"). */
export const VOUCHER_PRODUCT_TYPE = 'geschenkkarte' satisfies (typeof PRODUCT_TYPES)[number];
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

export const SIZE_TYPES = [
  'standard',
  'standarddob',
  'inch',
  'collar',
  'shoe',
  'underwear',
  'belt',
  'special',
  'kids',
  'hat',
  'accessoires',
  'allsize',
] as const;
export const sizeTypeSchema = z.enum(SIZE_TYPES);
export type SizeType = z.infer<typeof sizeTypeSchema>;
/** The size key used when a size variant names no other (sizes are keyed by size system). */
export const DEFAULT_SIZE_KEY = 'eu';

export const BODY_TYPES = ['normal', 'short', 'tall'] as const;
export const bodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof bodyTypeSchema>;

export const FLAGS = ['big', 'tall', 'bigandtall', 'exclusive', 'sustainable', 'online_only'] as const;
export const flagSchema = z.enum(FLAGS);
export type Flag = z.infer<typeof flagSchema>;

export const FILTER_COLORS = [
  'blue',
  'multi_color',
  'other',
  'black',
  'grey',
  'green',
  'brown',
  'beige',
  'white',
  'orange',
  'red',
  'yellow',
  'violet',
] as const;
export const filterColorSchema = z.enum(FILTER_COLORS);
export type FilterColor = z.infer<typeof filterColorSchema>;

/** Care codes (washing instructions), each shown as a text (`care.*` messages) and a symbol (src/ui/care/symbols.ts). */
export const CARE_CODES = [
  'wash_30',
  'wash_30_gentle',
  'wash_30_very_gentle',
  'wash_40',
  'wash_40_gentle',
  'wash_60',
  'wash_60_gentle',
  'wash_95',
  'hand_wash',
  'do_not_wash',
  'bleach_any',
  'bleach_oxygen_only',
  'do_not_bleach',
  'tumble_dry_low',
  'tumble_dry_normal',
  'do_not_tumble_dry',
  'line_dry',
  'drip_dry',
  'dry_flat',
  'dry_in_shade',
  'iron_low',
  'iron_medium',
  'iron_high',
  'do_not_iron',
  'do_not_steam',
  'dry_clean_any',
  'dry_clean_p',
  'dry_clean_p_gentle',
  'dry_clean_f',
  'dry_clean_f_gentle',
  'do_not_dry_clean',
  'wet_clean',
  'do_not_wet_clean',
] as const;
export const careCodeSchema = z.enum(CARE_CODES);
export type CareCode = z.infer<typeof careCodeSchema>;

export const IMAGE_RATIOS = ['3:4', '4:3', '1:1'] as const;

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
