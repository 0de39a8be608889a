import { boxSizesOf } from '../../src/domain/product-box-rules';
import type { SearchColorVariant, SearchRecord, SearchSizeVariant } from '../../src/domain/search-record';

/** Small hand-made search records for the product tests. */
export function size(sku: string, label: string, stock = 3, extra: Partial<SearchSizeVariant> = {}): SearchSizeVariant {
  return {
    sku,
    size: { eu: label },
    sizeString: label,
    sizeType: 'standard',
    bodyType: 'normal',
    systemSize: `letters|${label}`,
    stock,
    mpn: `M-${sku}`,
    isNos: false,
    price: { eur: 199.95, chf: 219, pln: 899, czk: 4990, usd: 229 },
    strikePrice: {},
    ...extra,
  };
}

export function colour(itemnum: string, name: string, sizes: SearchSizeVariant[], extra: Partial<SearchColorVariant> = {}): SearchColorVariant {
  return {
    itemnum,
    color: name,
    description: `<p>${name} description</p>`,
    filterColor: 'blue',
    hasSpecialImg: false,
    detailImgCount: 4,
    imageRatio: '3:4',
    imageAlt: `${name} article`,
    washingInstructions: ['wash_30', 'do_not_bleach', 'iron_low'],
    hasTallSizesOnStock: sizes.some((s) => s.bodyType === 'tall' && s.stock > 0),
    priceMin: { eur: 199.95 },
    priceMax: { eur: 199.95 },
    strikePrice: {},
    sizeVariants: sizes,
    ...boxSizesOf(sizes),
    ...extra,
  };
}

export function record(id: string, colours: SearchColorVariant[], extra: Partial<SearchRecord> = {}): SearchRecord {
  return {
    objectID: id,
    title: 'Sakko Regular Fit',
    titleTranslations: { de: 'Sakko Regular Fit', en: 'Jacket regular fit', cs: 'Sako', pl: 'Marynarka', nl: 'Colbert', fr: 'Veste' },
    slug: 'corvin-sakko-regular-fit',
    brand: { title: 'Corvin', slug: 'corvin' },
    productType: 'regular',
    type: 'sakko',
    colorVariants: colours,
    subProducts: [],
    isNew: false,
    isOnSale: false,
    minReducedPercentage: {},
    maxReducedPercentage: {},
    flags: [],
    priceMin: { eur: 199.95 },
    priceMax: { eur: 199.95 },
    strikePrice: {},
    setPrice: {},
    sizeOnLabel: [],
    categoryTitlesDE: ['Bekleidung|Sakkos'],
    categoryTitles: ['Bekleidung|Sakkos'],
    categories: ['sakkos'],
    categoryNames: ['Sakkos'],
    bodyType: ['normal'],
    stock: 10,
    hasNos: false,
    attributes: { fit: 'Regular Fit' },
    position: 1,
    publishedAt: '2026-01-01',
    publishedAtTimestamp: 1767225600,
    ...extra,
  };
}

/** Blue has 48/50/52, black has 50 and 54 (54 sold out), grey has only 48. */
export const blue = colour('10000001', 'Blau', [size('B48', '48'), size('B50', '50'), size('B52', '52', 0)]);
export const black = colour('10000002', 'Schwarz', [size('S50', '50'), size('S54', '54', 0)]);
export const grey = colour('10000003', 'Grau', [size('G48', '48', 1)]);
export const jacket = record('P000001', [blue, black, grey]);
