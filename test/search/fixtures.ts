import type { CataloguePort } from '../../extensions/services/catalogue';
import { LANGUAGES } from '../../src/config/languages';
import type { Translations } from '../../src/domain/i18n';
import { createRng } from '../../extensions/demo-data/random';
import {
  BODY_TYPES,
  CARE_CODES,
  FILTER_COLORS,
  FLAGS,
  productSchema,
  type Category,
  type ColorVariant,
  type Product,
  type SizeVariant,
} from '../../src/domain/product';

/** A small deterministic catalogue (same seed, same products) and an in-memory catalogue port. */

export function rng(seed: number): () => number {
  return createRng(seed).next;
}

const tr = (de: string, en = de): Translations =>
  Object.fromEntries(LANGUAGES.map((l) => [l, l === 'de' ? de : `${en}${l === 'en' ? '' : ''}`])) as Translations;

export const BRANDS = ['Hugo Boss', 'Tommy Hilfiger', 'Eterna', 'Olymp', 'Bugatti', 'Lloyd', 'Schöffel', "Marc O'Polo", 'Alberto', 'Pierre Cardin, Paris'];
const TYPES = [
  { type: 'sakko', de: 'Sakko', en: 'Jacket' },
  { type: 'hemd', de: 'Hemd', en: 'Shirt' },
  { type: 'hose', de: 'Hose', en: 'Trousers' },
  { type: 'schuhe', de: 'Schuhe', en: 'Shoes' },
  { type: 'waesche', de: 'Wäsche', en: 'Underwear' },
  { type: 'pullover', de: 'Pullover', en: 'Sweater' },
];
const ADJECTIVES = [
  ['Leinen', 'Linen'],
  ['Baumwoll', 'Cotton'],
  ['Woll', 'Wool'],
  ['Business', 'Business'],
  ['Freizeit', 'Casual'],
  ['Strick', 'Knit'],
];
const COLOR_NAMES: Record<string, [string, string]> = {
  blue: ['Blau', 'Blue'],
  black: ['Schwarz', 'Black'],
  grey: ['Grau', 'Grey'],
  green: ['Grün', 'Green'],
  brown: ['Braun', 'Brown'],
  beige: ['Beige', 'Beige'],
  white: ['Weiß', 'White'],
  orange: ['Orange', 'Orange'],
  red: ['Rot', 'Red'],
  yellow: ['Gelb', 'Yellow'],
  violet: ['Lila', 'Purple'],
  multi_color: ['Bunt', 'Multicolour'],
  other: ['Sonstige', 'Other'],
};
const SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL', '48', '50', '52', '54', '102', '106'];
const FITS = [
  ['Slim Fit', 'Slim fit'],
  ['Regular Fit', 'Regular fit'],
  ['Comfort Fit', 'Comfort fit'],
];

export const CATEGORIES: Category[] = [
  { id: 'c-root', parentId: null, slug: 'herren', name: tr('Herren', 'Men'), position: 0 },
  { id: 'c-clothing', parentId: 'c-root', slug: 'bekleidung', name: tr('Bekleidung', 'Clothing'), position: 1 },
  ...TYPES.map((t, i) => ({
    id: `c-${t.type}`,
    parentId: 'c-clothing',
    slug: t.type,
    name: tr(`${t.de}s`, `${t.en}s`),
    group: i % 2 ? 'Oberteile' : 'Unterteile',
    position: 10 + i,
  })),
  { id: 'c-sale', parentId: 'c-root', slug: 'sale', name: tr('Sale', 'Sale'), position: 99 },
];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

export function makeProducts(count: number, seed = 7): Product[] {
  const r = rng(seed);
  const products: Product[] = [];
  let itemnum = 10_000_000;
  for (let i = 0; i < count; i++) {
    const t = pick(r, TYPES);
    const [adjDe, adjEn] = pick(r, ADJECTIVES);
    const brand = pick(r, BRANDS);
    const colorCount = 1 + Math.floor(r() * 3);
    const reduced = r() < 0.3;
    const colorVariants: ColorVariant[] = [];
    for (let c = 0; c < colorCount; c++) {
      const filterColor = pick(r, FILTER_COLORS);
      const [colDe, colEn] = COLOR_NAMES[filterColor];
      const sizeCount = 1 + Math.floor(r() * 4);
      const start = Math.floor(r() * (SIZES.length - sizeCount));
      const base = 2000 + Math.floor(r() * 30000);
      const sizeVariants: SizeVariant[] = [];
      for (let s = 0; s < sizeCount; s++) {
        const price = base + s * 500;
        const strike = reduced && r() < 0.8 ? Math.round(price * (1.2 + r())) : undefined;
        sizeVariants.push({
          sku: `${itemnum + 1}-${s}`,
          size: { eu: SIZES[start + s] },
          sizeString: SIZES[start + s],
          sizeType: 'standard',
          bodyType: pick(r, BODY_TYPES),
          stock: Math.floor(r() * 5),
          mpn: `MPN${i}${c}${s}`,
          isNos: r() < 0.1,
          prices: {
            eur: { price, ...(strike ? { strikePrice: strike } : {}) },
            chf: { price: Math.round(price * 1.1) },
          },
        });
      }
      itemnum += 1 + Math.floor(r() * 3);
      colorVariants.push({
        itemnum: String(itemnum),
        color: tr(colDe, colEn),
        filterColor,
        description: tr(`${adjDe} ${t.de} in ${colDe}`, `${adjEn} ${t.en} in ${colEn}`),
        hasSpecialImg: false,
        detailImgCount: 3,
        imageRatio: '3:4',
        imageAlt: tr(`${brand} ${t.de}`),
        washingInstructions: [pick(r, CARE_CODES)],
        sizeVariants,
      });
    }
    const flags = FLAGS.filter(() => r() < 0.15);
    const [fitDe, fitEn] = pick(r, FITS);
    const title = tr(`${adjDe}-${t.de} ${brand.split(' ')[0]}`, `${adjEn} ${t.en} ${brand.split(' ')[0]}`);
    products.push(
      productSchema.parse({
        id: `p${String(i).padStart(5, '0')}`,
        title,
        slug: tr(`${adjDe}-${t.type}-${i}`.toLowerCase()),
        brand: { title: brand, slug: brand.toLowerCase().replace(/[^a-z]+/g, '-') },
        productType: i % 50 === 0 ? 'geschenkkarte' : i % 37 === 0 ? 'set' : 'regular',
        type: t.type,
        categories: [`c-${t.type}`, 'c-clothing', ...(reduced ? ['c-sale'] : [])],
        isNew: r() < 0.2,
        flags,
        attributes: { fit: tr(fitDe, fitEn) },
        subProducts: [],
        position: Math.floor(r() * 1000),
        publishedAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(r() * 600) * 86_400_000).toISOString(),
        colorVariants,
      }),
    );
  }
  return products;
}

export class MemoryCatalogue implements CataloguePort {
  constructor(
    public products: Product[],
    public categories: Category[] = CATEGORIES,
    public revision = 'v1',
  ) {}
  async version() {
    return `${this.revision}:${this.products.length}`;
  }
  async *listProducts(options?: { batchSize?: number }) {
    const size = options?.batchSize ?? 100;
    for (let i = 0; i < this.products.length; i += size) yield this.products.slice(i, i + size);
  }
  async countProducts() {
    return this.products.length;
  }
  async getProducts(ids: readonly string[]) {
    return this.products.filter((p) => ids.includes(p.id));
  }
  async getProductByItemNumber(itemnum: string) {
    return this.products.find((p) => p.colorVariants.some((c) => c.itemnum === itemnum)) ?? null;
  }
  async getBySku(sku: string) {
    for (const product of this.products)
      for (const cv of product.colorVariants) {
        if (cv.sizeVariants.some((s) => s.sku === sku)) return { product, itemnum: cv.itemnum };
      }
    return null;
  }
  async listCategories() {
    return this.categories;
  }
}
