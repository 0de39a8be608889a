import { COLOR_TILES_MAX, FLAG_BADGES_MAX } from '../config/constants';
import { compareSizeLabels } from './size-order';
import { currencyKey, type Currency } from '../config/currencies';
import type { ProjectDefinition } from '../config/projects';
import type { Flag } from './product';
import { imagesAreDerived } from './product-media';
import { productUrl } from './routes';
import type { SearchColorVariant, SearchRecord } from './search-record';

/** The product box's rules (storefront-browsing.md §2 "Product boxes"), one pure function each. */

/** "Up to 8 colour tiles are shown; the rest as '+N' unless hovered." */
export function visibleColorTiles<T>(variants: readonly T[], expanded: boolean, max = COLOR_TILES_MAX): { tiles: T[]; more: number } {
  if (expanded || variants.length <= max) return { tiles: [...variants], more: 0 };
  return { tiles: variants.slice(0, max), more: variants.length - max };
}

export type BadgeKind = 'new' | 'sale' | 'big' | 'tall' | 'bigandtall' | 'sustainable' | 'exclusive' | 'online_only';

const BIG_TALL: readonly Flag[] = ['big', 'tall', 'bigandtall'];
const FLAG_ORDER: readonly BadgeKind[] = ['new', 'sale', 'bigandtall', 'big', 'tall', 'sustainable', 'exclusive', 'online_only'];

/** "At most 2 flag badges"; big/tall badges only where the project shows them. */
export function flagBadges(
  record: Pick<SearchRecord, 'isNew' | 'isOnSale' | 'flags'>,
  project: Pick<ProjectDefinition, 'features'>,
  max = FLAG_BADGES_MAX,
): BadgeKind[] {
  const present = new Set<BadgeKind>();
  if (record.isNew) present.add('new');
  if (record.isOnSale) present.add('sale');
  for (const f of record.flags) {
    if (BIG_TALL.includes(f) && !project.features.bigTallBadges) continue;
    present.add(f);
  }
  return FLAG_ORDER.filter((b) => present.has(b)).slice(0, max);
}

export type SizeChipState = 'unselected' | 'partial' | 'full';

/**
 * "Size chips are unselected, partially selected or fully selected": a size of the shopper's size
 * filter is fully selected when this colour has it in stock, partially when only other colours do.
 */
export function sizeChipState(
  size: string,
  variant: BoxSizes,
  record: { colorVariants: readonly BoxSizes[] },
  selectedSizes: readonly string[],
): SizeChipState {
  if (!selectedSizes.includes(size)) return 'unselected';
  const inStock = (cv: BoxSizes) => cv.sizes.includes(size) && !cv.soldOutSizes.includes(size);
  if (inStock(variant)) return 'full';
  return record.colorVariants.some(inStock) ? 'partial' : 'unselected';
}

/**
 * A colour's sizes as its box lists them: each size once, in size order (as on the product page),
 * and those of them no size variant has in stock (nor as never out of stock). The search record
 * keeps this per colour (extensions/search/records.ts), and lists retrieve it instead of the size
 * variants: the search answer, the page's data and the box's work stay small.
 */
export interface BoxSizes {
  sizes: string[];
  soldOutSizes: string[];
}

/** A colour's sizes from its size variants: a size is available when any of its variants is in stock or never out of stock. */
export function boxSizesOf(sizeVariants: readonly BoxSizeVariant[]): BoxSizes {
  const available = new Map<string, boolean>();
  for (const s of sizeVariants) available.set(s.sizeString, (available.get(s.sizeString) ?? false) || s.stock > 0 || s.isNos);
  const sizes = [...available.keys()].sort(compareSizeLabels);
  return { sizes, soldOutSizes: sizes.filter((size) => !available.get(size)) };
}

/** Distinct sizes of a colour with availability, in size order. */
export function sizesOf(variant: BoxSizes): { size: string; available: boolean }[] {
  return variant.sizes.map((size) => ({ size, available: !variant.soldOutSizes.includes(size) }));
}

/** The colour a box starts with: the one the list's colour filter or colorVariant asks for, else the first. */
export function initialColorIndex(
  record: { colorVariants: readonly Pick<SearchColorVariant, 'itemnum' | 'filterColor'>[] },
  options: { colorVariant?: string; filterColors?: readonly string[] } = {},
): number {
  const byItem = options.colorVariant ? record.colorVariants.findIndex((c) => c.itemnum === options.colorVariant) : -1;
  if (byItem >= 0) return byItem;
  const byColor = options.filterColors?.length ? record.colorVariants.findIndex((c) => options.filterColors!.includes(c.filterColor)) : -1;
  return Math.max(byColor, 0);
}

/** The product detail route (Product.view: url slug, identifier, colorVariant, queryID), built by the one route builder. */
export function productHref(record: Pick<SearchRecord, 'slug' | 'objectID'>, itemnum?: string, queryID?: string): string {
  return productUrl({ url: record.slug, identifier: record.objectID, colorVariant: itemnum, queryID });
}

/** What a product box is made from: the attributes of a search record it reads (a full record fits). */
export type BoxSizeVariant = Pick<SearchColorVariant['sizeVariants'][number], 'sizeString' | 'stock' | 'isNos'>;
type BoxColorFields = 'itemnum' | 'color' | 'filterColor' | 'imageRatio' | 'detailImgCount' | 'priceMin' | 'strikePrice';
type BoxRecordFields =
  | 'objectID'
  | 'title'
  | 'slug'
  | 'brand'
  | 'isNew'
  | 'isOnSale'
  | 'flags'
  | 'priceMin'
  | 'strikePrice'
  | 'minReducedPercentage'
  | 'maxReducedPercentage';
/**
 * What a product box reads: a search record's attributes, a colour's sizes as the record keeps them
 * (`BoxSizes`); a list leaves out the pictures and the alt text the box derives (`boxRecord`).
 */
export type BoxColorVariant = Pick<SearchColorVariant, BoxColorFields> & Partial<Pick<SearchColorVariant, 'imageAlt' | 'images'>> & BoxSizes;
export type BoxRecord = Pick<SearchRecord, BoxRecordFields> & { colorVariants: BoxColorVariant[] };
/** A hit as a list retrieves it (a full record fits): the price objects may lack the region's currency. */
export type BoxSource = BoxRecord;

/**
 * The attributes of a search record a product box reads in a region's currency, as the search
 * service's attributesToRetrieve names them (dotted paths into the price objects and the colour and
 * size variants): a list asks for these only, not the descriptions and care codes of every colour
 * nor the prices in the other currencies. Without a currency, the price objects whole: what the
 * product indices answer by default (extensions/search/index-settings.ts).
 */
export function boxRecordAttributes(currency?: Currency): string[] {
  const amounts = (path: string) => (currency ? `${path}.${currencyKey(currency)}` : path);
  return [
    'title',
    'slug',
    'brand',
    'isNew',
    'isOnSale',
    'flags',
    ...['priceMin', 'strikePrice', 'minReducedPercentage', 'maxReducedPercentage'].map(amounts),
    ...['itemnum', 'color', 'filterColor', 'imageAlt', 'imageRatio', 'detailImgCount', 'images'].map((a) => `colorVariants.${a}`),
    ...['priceMin', 'strikePrice'].map((a) => amounts(`colorVariants.${a}`)),
    'colorVariants.sizes',
    'colorVariants.soldOutSizes',
  ];
}

/** The alt text of a box's picture: the colour's own, or the catalogue's (brand, title, colour) where a list left that out; the title when it is empty. */
export function boxImageAlt(record: Pick<BoxRecord, 'title' | 'brand'>, colour: Pick<BoxColorVariant, 'color' | 'imageAlt'>): string {
  return (colour.imageAlt ?? `${record.brand.title} ${record.title}, ${colour.color}`) || record.title;
}

/** A record reduced to what the box reads (keeps the list's page payload small). */
export function boxRecord(r: BoxSource): BoxRecord {
  return {
    objectID: r.objectID,
    title: r.title,
    slug: r.slug,
    brand: r.brand,
    isNew: r.isNew,
    isOnSale: r.isOnSale,
    flags: r.flags,
    // A retrieved price object without the region's currency comes without the object at all.
    priceMin: r.priceMin ?? {},
    strikePrice: r.strikePrice ?? {},
    minReducedPercentage: r.minReducedPercentage ?? {},
    maxReducedPercentage: r.maxReducedPercentage ?? {},
    colorVariants: r.colorVariants.map((c) => ({
      itemnum: c.itemnum,
      color: c.color,
      filterColor: c.filterColor,
      imageAlt: c.imageAlt,
      imageRatio: c.imageRatio,
      detailImgCount: c.detailImgCount,
      ...(c.images?.length ? { images: c.images } : {}),
      priceMin: c.priceMin ?? {},
      strikePrice: c.strikePrice ?? {},
      // A hit of an index written before the record kept them (until the reindex a deploy starts has replaced it): no sizes shown.
      sizes: c.sizes ?? [],
      soldOutSizes: c.soldOutSizes ?? [],
    })),
  };
}

/**
 * A list's box as the page's data carries it (the data source's first page): without a colour's
 * pictures when they are the media paths the box derives from its article number on the media base
 * (product-media.ts, `imagesAreDerived`), nor its alt text when it is the catalogue's (`boxImageAlt`).
 */
export function pageDataBox(box: BoxRecord, mediaBase = ''): BoxRecord {
  return {
    ...box,
    colorVariants: box.colorVariants.map(({ images, imageAlt, ...c }) => ({
      ...c,
      ...(imageAlt === boxImageAlt(box, { color: c.color }) ? {} : { imageAlt }),
      ...(images?.length && !imagesAreDerived({ itemnum: c.itemnum, images }, mediaBase) ? { images } : {}),
    })),
  };
}
