/**
 * The catalogue's vocabulary: product types, size systems, body types, flags, filter colours,
 * care codes and image ratios. Plain constants without zod, so browser code can name them without
 * loading the schema library (src/domain/product.ts builds its schemas from them).
 */

export const PRODUCT_TYPES = ['regular', 'set', 'kit', 'outfit', 'geschenkkarte'] as const;
/** The product type of gift vouchers (storefront-browsing.md §2 "Voucher (productType geschenkkarte)"). */
export const VOUCHER_PRODUCT_TYPE = 'geschenkkarte' satisfies (typeof PRODUCT_TYPES)[number];
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
/** The size key used when a size variant names no other (sizes are keyed by size system). */
export const DEFAULT_SIZE_KEY = 'eu';
export const BODY_TYPES = ['normal', 'short', 'tall'] as const;
export const FLAGS = ['big', 'tall', 'bigandtall', 'exclusive', 'sustainable', 'online_only'] as const;
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
export const IMAGE_RATIOS = ['3:4', '4:3', '1:1'] as const;
