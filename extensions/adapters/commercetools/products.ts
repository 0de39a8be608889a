import type {
  Attribute,
  Image,
  AttributeDefinitionDraft,
  LocalizedString,
  ProductDraft,
  ProductProjection,
  ProductTypeDraft,
  ProductVariant,
  ProductVariantDraft,
} from '@commercetools/platform-sdk';
import { LANGUAGES } from '../../../src/config/languages';
import type { Translations } from '../../../src/domain/i18n';
import type { ColorVariant, Product, SizeVariant } from '../../../src/domain/product';

/**
 * How the shop's products live in commercetools: one product type `hirmer-article`; one product per
 * catalogue product (key = product id); one variant per size variant (sku), the colour variant's
 * fields repeated on each of its sizes (commercetools has no level between product and variant);
 * product-level fields as SameForAll attributes; a price per currency; online stock as inventory
 * entries without a channel (read from the projection's availability).
 */
export const PRODUCT_TYPE_KEY = 'hirmer-article';

type AttributeType = 'text' | 'ltext' | 'boolean' | 'number' | 'set-text' | 'datetime';

/** Every attribute: its name, type and whether it is the same on every variant. */
const ATTRIBUTES: [name: string, type: AttributeType, sameForAll: boolean][] = [
  ['brandTitle', 'text', true],
  ['brandSlug', 'text', true],
  ['articleType', 'text', true],
  ['kind', 'text', true],
  ['flags', 'set-text', true],
  ['isNew', 'boolean', true],
  ['filterAttributes', 'text', true],
  ['sharedDescription', 'ltext', true],
  ['sharedDescription2', 'ltext', true],
  ['sharedDescription3', 'ltext', true],
  ['gpsr', 'ltext', true],
  ['combinationType', 'text', true],
  ['subProducts', 'set-text', true],
  ['position', 'number', true],
  ['publishedAt', 'text', true],
  ['itemnum', 'text', false],
  ['colorPosition', 'number', false],
  ['color', 'ltext', false],
  ['filterColor', 'text', false],
  ['description', 'ltext', false],
  ['description2', 'ltext', false],
  ['description3', 'ltext', false],
  ['descriptionImage', 'text', false],
  ['hasSpecialImg', 'boolean', false],
  ['detailImgCount', 'number', false],
  ['imageRatio', 'text', false],
  ['imageAlt', 'ltext', false],
  ['videoSrc', 'text', false],
  ['washingInstructions', 'set-text', false],
  ['sizes', 'text', false],
  ['sizeString', 'text', false],
  ['sizeType', 'text', false],
  ['bodyType', 'text', false],
  ['mpn', 'text', false],
  ['isNos', 'boolean', false],
  ['strikePrices', 'text', false],
];

function attributeType(type: AttributeType): AttributeDefinitionDraft['type'] {
  switch (type) {
    case 'text':
      return { name: 'text' };
    case 'ltext':
      return { name: 'ltext' };
    case 'boolean':
      return { name: 'boolean' };
    case 'number':
      return { name: 'number' };
    case 'datetime':
      return { name: 'datetime' };
    case 'set-text':
      return { name: 'set', elementType: { name: 'text' } };
  }
}

export function productTypeDraft(): ProductTypeDraft {
  return {
    key: PRODUCT_TYPE_KEY,
    name: 'Hirmer article',
    description: 'A product of the storefront SDK: one variant per size, colour fields on each variant.',
    attributes: ATTRIBUTES.map(([name, type, sameForAll]) => ({
      name,
      label: { en: name },
      type: attributeType(type),
      isRequired: false,
      isSearchable: type === 'ltext' || name === 'itemnum' || name === 'brandTitle',
      attributeConstraint: sameForAll ? 'SameForAll' : 'None',
    })),
  };
}

const localized = (t: Translations | undefined): LocalizedString | undefined => (t ? { ...t } : undefined);

function translations(value: unknown): Translations {
  const source = (value ?? {}) as Record<string, string>;
  const fallback = source.de ?? source.en ?? Object.values(source)[0] ?? '';
  return Object.fromEntries(LANGUAGES.map((l) => [l, source[l] ?? fallback])) as Translations;
}

function optionalTranslations(value: unknown): Translations | undefined {
  return value && typeof value === 'object' ? translations(value) : undefined;
}

/** commercetools slugs are unique per language across products; the product id keeps them so. */
function ctSlug(slug: Translations, id: string): LocalizedString {
  const suffix = `-${id.toLowerCase()}`;
  return Object.fromEntries(LANGUAGES.map((l) => [l, `${slug[l]}${suffix}`]));
}

function shopSlug(slug: LocalizedString | undefined, key: string): Translations {
  const suffix = `-${key.toLowerCase()}`;
  return translations(Object.fromEntries(Object.entries(slug ?? {}).map(([l, s]) => [l, s.endsWith(suffix) ? s.slice(0, -suffix.length) : s])));
}

function defined(attributes: [string, unknown][]): Attribute[] {
  return attributes.filter(([, value]) => value !== undefined).map(([name, value]) => ({ name, value }));
}

/** Width of the pictures the seed names for a variant (the largest the media CDN serves; the shop scales by the URL). */
const SEED_IMAGE_WIDTH = 2000;
const SEED_IMAGE_HEIGHT = Math.round((SEED_IMAGE_WIDTH * 4) / 3);

/**
 * The variant's pictures as commercetools images: the colour's media URLs under the media base
 * (MEDIA_BASE_URL or the project configuration's mediaBaseUrl; empty: paths on the shop's origin).
 */
export function variantImages(cv: ColorVariant, mediaBase: string): Image[] {
  const base = mediaBase.replace(/\/+$/, '');
  return (cv.images ?? Array.from({ length: cv.detailImgCount }, (_, index) => `${base}/media/product/${cv.itemnum}/${index}/${SEED_IMAGE_WIDTH}.jpg`)).map(
    (url) => ({
      url,
      dimensions: { w: SEED_IMAGE_WIDTH, h: SEED_IMAGE_HEIGHT },
    }),
  );
}

function variantDraft(product: Product, cv: ColorVariant, colorPosition: number, sv: SizeVariant, mediaBase: string): ProductVariantDraft {
  const strikePrices = Object.fromEntries(
    Object.entries(sv.prices)
      .filter(([, p]) => p.strikePrice !== undefined)
      .map(([c, p]) => [c, p.strikePrice]),
  );
  return {
    sku: sv.sku,
    key: sv.sku,
    images: variantImages(cv, mediaBase),
    prices: Object.entries(sv.prices).map(([currency, p]) => ({
      key: `${sv.sku}-${currency}`,
      value: { currencyCode: currency.toUpperCase(), centAmount: p.price },
    })),
    attributes: defined([
      ['brandTitle', product.brand.title],
      ['brandSlug', product.brand.slug],
      ['articleType', product.productType],
      ['kind', product.type],
      ['flags', product.flags],
      ['isNew', product.isNew],
      ['filterAttributes', JSON.stringify(product.attributes)],
      ['sharedDescription', localized(product.sharedDescription)],
      ['sharedDescription2', localized(product.sharedDescription2)],
      ['sharedDescription3', localized(product.sharedDescription3)],
      ['gpsr', localized(product.gpsr)],
      ['combinationType', product.combinationType],
      ['subProducts', product.subProducts],
      ['position', product.position],
      ['publishedAt', product.publishedAt],
      ['itemnum', cv.itemnum],
      ['colorPosition', colorPosition],
      ['color', localized(cv.color)],
      ['filterColor', cv.filterColor],
      ['description', localized(cv.description)],
      ['description2', localized(cv.description2)],
      ['description3', localized(cv.description3)],
      ['descriptionImage', cv.descriptionImage],
      ['hasSpecialImg', cv.hasSpecialImg],
      ['detailImgCount', cv.detailImgCount],
      ['imageRatio', cv.imageRatio],
      ['imageAlt', localized(cv.imageAlt)],
      ['videoSrc', cv.videoSrc],
      ['washingInstructions', cv.washingInstructions],
      ['sizes', JSON.stringify(sv.size)],
      ['sizeString', sv.sizeString],
      ['sizeType', sv.sizeType],
      ['bodyType', sv.bodyType],
      ['mpn', sv.mpn],
      ['isNos', sv.isNos],
      ['strikePrices', Object.keys(strikePrices).length ? JSON.stringify(strikePrices) : undefined],
    ]),
  };
}

/** The product draft of a catalogue product (the seed); categories by their commercetools ids, pictures under the media base. */
export function productDraftOf(product: Product, categoryIds: ReadonlyMap<string, string>, mediaBase = ''): ProductDraft {
  const variants = product.colorVariants.flatMap((cv, ci) => cv.sizeVariants.map((sv) => variantDraft(product, cv, ci, sv, mediaBase)));
  return {
    key: product.id,
    productType: { typeId: 'product-type', key: PRODUCT_TYPE_KEY },
    name: { ...product.title },
    slug: ctSlug(product.slug, product.id),
    categories: product.categories.flatMap((c) => (categoryIds.has(c) ? [{ typeId: 'category' as const, id: categoryIds.get(c)! }] : [])),
    masterVariant: variants[0]!,
    variants: variants.slice(1),
    publish: true,
  };
}

function attributeMap(variant: ProductVariant): Map<string, unknown> {
  return new Map((variant.attributes ?? []).map((a) => [a.name, a.value]));
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' ? v : fallback);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const json = <T>(v: unknown, fallback: T): T => {
  if (typeof v !== 'string') return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
};

/**
 * The catalogue product of a product projection. `categoryKeys` maps commercetools category ids to
 * the shop's category ids (the keys); `stockOf` gives a sku's online stock when the projection has
 * no availability.
 */
export function productOfProjection(
  projection: ProductProjection,
  categoryKeys: ReadonlyMap<string, string>,
  stockOf?: (sku: string) => number | undefined,
): Product | null {
  const all = [projection.masterVariant, ...projection.variants].filter((v) => v.sku);
  if (!all.length || !projection.key) return null;
  const first = attributeMap(all[0]!);
  const colours = new Map<string, { position: number; variant: ColorVariant }>();
  for (const variant of all) {
    const a = attributeMap(variant);
    const itemnum = str(a.get('itemnum'));
    if (!itemnum) continue;
    const strike = json<Record<string, number>>(a.get('strikePrices'), {});
    const prices: SizeVariant['prices'] = {};
    for (const price of variant.prices ?? []) {
      if (price.country || price.customerGroup || price.channel) continue;
      const currency = price.value.currencyCode.toLowerCase();
      prices[currency] = { price: price.value.centAmount, ...(strike[currency] !== undefined ? { strikePrice: strike[currency] } : {}) };
    }
    const available = variant.availability?.availableQuantity ?? stockOf?.(variant.sku!);
    const sizeVariant: SizeVariant = {
      sku: variant.sku!,
      size: json<Record<string, string>>(a.get('sizes'), {}),
      sizeString: str(a.get('sizeString')) ?? '',
      sizeType: (str(a.get('sizeType')) ?? 'standard') as SizeVariant['sizeType'],
      bodyType: (str(a.get('bodyType')) ?? 'normal') as SizeVariant['bodyType'],
      stock: Math.max(0, available ?? 0),
      mpn: str(a.get('mpn')) ?? '',
      isNos: a.get('isNos') === true,
      prices,
    };
    let colour = colours.get(itemnum);
    if (!colour) {
      colour = {
        position: num(a.get('colorPosition')),
        variant: {
          itemnum,
          color: translations(a.get('color')),
          filterColor: (str(a.get('filterColor')) ?? 'other') as ColorVariant['filterColor'],
          description: translations(a.get('description')),
          ...(optionalTranslations(a.get('description2')) ? { description2: optionalTranslations(a.get('description2'))! } : {}),
          ...(optionalTranslations(a.get('description3')) ? { description3: optionalTranslations(a.get('description3'))! } : {}),
          ...(str(a.get('descriptionImage')) ? { descriptionImage: str(a.get('descriptionImage'))! } : {}),
          hasSpecialImg: a.get('hasSpecialImg') === true,
          detailImgCount: Math.max(1, num(a.get('detailImgCount'), 1)),
          ...(variant.images?.length ? { images: variant.images.map((image) => image.url) } : {}),
          imageRatio: (str(a.get('imageRatio')) ?? '3:4') as ColorVariant['imageRatio'],
          imageAlt: translations(a.get('imageAlt')),
          ...(str(a.get('videoSrc')) ? { videoSrc: str(a.get('videoSrc'))! } : {}),
          washingInstructions: strings(a.get('washingInstructions')) as ColorVariant['washingInstructions'],
          sizeVariants: [],
        },
      };
      colours.set(itemnum, colour);
    }
    colour.variant.sizeVariants.push(sizeVariant);
  }
  const colorVariants = [...colours.values()].sort((x, y) => x.position - y.position).map((c) => c.variant);
  if (!colorVariants.length) return null;
  return {
    id: projection.key,
    title: translations(projection.name),
    slug: shopSlug(projection.slug, projection.key),
    brand: { title: str(first.get('brandTitle')) ?? '', slug: str(first.get('brandSlug')) ?? '' },
    productType: (str(first.get('articleType')) ?? 'regular') as Product['productType'],
    type: str(first.get('kind')) ?? '',
    categories: projection.categories.flatMap((c) => (categoryKeys.has(c.id) ? [categoryKeys.get(c.id)!] : [])),
    isNew: first.get('isNew') === true,
    flags: strings(first.get('flags')) as Product['flags'],
    attributes: json<Product['attributes']>(first.get('filterAttributes'), {}),
    ...(optionalTranslations(first.get('sharedDescription')) ? { sharedDescription: optionalTranslations(first.get('sharedDescription'))! } : {}),
    ...(optionalTranslations(first.get('sharedDescription2')) ? { sharedDescription2: optionalTranslations(first.get('sharedDescription2'))! } : {}),
    ...(optionalTranslations(first.get('sharedDescription3')) ? { sharedDescription3: optionalTranslations(first.get('sharedDescription3'))! } : {}),
    ...(optionalTranslations(first.get('gpsr')) ? { gpsr: optionalTranslations(first.get('gpsr'))! } : {}),
    ...(str(first.get('combinationType')) ? { combinationType: str(first.get('combinationType'))! } : {}),
    subProducts: strings(first.get('subProducts')),
    position: num(first.get('position')),
    publishedAt: str(first.get('publishedAt')) ?? projection.createdAt,
    colorVariants,
  };
}
