import type { Category, ColorVariant, Flag, Product, SizeVariant } from '../../src/domain/product';
import type { Translations } from '../../src/domain/i18n';
import { LANGUAGES } from '../../src/config/languages';
import type { Rng } from './random';
import { categoryPath, leafSlugFor } from './categories';
import { pricesFrom } from './prices';
import { ARTICLE_KINDS, BRANDS, COLLAR_STYLES, COLORS, FITS, MATERIALS, MODEL_NAMES, SIZES, SOLES, same, t, type ArticleKind } from './vocabulary';
import { COMPOSITE_COPY, describeArticle, materialFor, VOUCHER_COPY } from './copy';

/** Fixed reference day of the demo data, so the same seed gives the same "new" products on any day. */
const CATALOGUE_EPOCH = Date.UTC(2026, 5, 1);
const DAY_MS = 86_400_000;
const FIRST_ITEM_NUMBER = 30_000_000;
const REDUCTIONS = [10, 20, 30, 40, 50, 60, 70] as const;
const VOUCHER_VALUES = [25, 50, 100, 250] as const;

interface PartRef {
  id: string;
  type: string;
  brand: string;
  euros: number;
  firstSku: string;
  firstItemnum: string;
  colorIndex: number;
  /** Colour names (German) of the part's colour variants: a kit's parts share one. */
  colors: string[];
}

/**
 * A kit is offered in one colour for all parts (storefront-browsing.md §2 "Kit: ... one colour
 * choice for all parts"): its further parts are of another kind and share a colour with the first.
 * Chosen by a scan, not by a random draw, so the rest of the catalogue stays as it was.
 */
export function kitPartners<T extends Pick<PartRef, 'id' | 'type' | 'colors'>>(first: T, pool: readonly T[], want: number, start: number): T[] {
  const out: T[] = [first];
  for (let i = 0; i < pool.length && out.length < want; i++) {
    const candidate = pool[(start + i) % pool.length]!;
    if (out.some((p) => p.id === candidate.id || p.type === candidate.type)) continue;
    if (candidate.colors.some((c) => first.colors.includes(c))) out.push(candidate);
  }
  return out.length === want ? out : [];
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function mapT(fn: (lang: (typeof LANGUAGES)[number]) => string): Translations {
  return Object.fromEntries(LANGUAGES.map((l) => [l, fn(l)])) as Translations;
}

function pickKind(rng: Rng): ArticleKind {
  const total = ARTICLE_KINDS.reduce((s, k) => s + k.weight, 0);
  let r = rng.next() * total;
  for (const kind of ARTICLE_KINDS) {
    r -= kind.weight;
    if (r < 0) return kind;
  }
  return ARTICLE_KINDS[0]!;
}

/** Generates the demo catalogue one product at a time (100k products never sit in memory together). */
export class ProductGenerator {
  private itemSeq = 0;
  private parts: PartRef[] = [];

  constructor(
    private readonly rng: Rng,
    private readonly categories: Category[],
  ) {}

  private nextItemnum(): string {
    return String(FIRST_ITEM_NUMBER + this.itemSeq++ * 3 + this.rng.int(0, 2));
  }

  private base(index: number, title: Translations, brand: string, extra: Partial<Product>): Product {
    const isNew = this.rng.chance(0.15);
    const ageDays = isNew ? this.rng.int(0, 29) : this.rng.int(30, 900);
    return {
      id: `P${String(index + 1).padStart(6, '0')}`,
      title,
      slug: mapT((l) => slugify(`${brand} ${title[l]}`)),
      brand: { title: brand, slug: slugify(brand) },
      productType: 'regular',
      type: 'regular',
      categories: [],
      isNew,
      flags: [],
      attributes: {},
      subProducts: [],
      position: index,
      publishedAt: new Date(CATALOGUE_EPOCH - ageDays * DAY_MS).toISOString().slice(0, 10),
      colorVariants: [],
      ...extra,
    };
  }

  regular(index: number): Product {
    const rng = this.rng;
    const kind = pickKind(rng);
    const brand = rng.pick(BRANDS);
    const model = rng.pick(MODEL_NAMES);
    const fit = rng.pick(FITS);
    // A plausible material for the kind (leather shoes, no cashmere socks); the draw stays, so the catalogue is the same.
    const material = materialFor(kind.type, rng.pick(MATERIALS));
    const title = mapT((l) => `${kind.name[l]} ${model}`);
    const euros = rng.int(kind.price[0], kind.price[1]);
    const saleReduction = rng.chance(0.2) ? rng.pick(REDUCTIONS) : 0;
    const soldOut = rng.chance(0.03);
    const nos = !soldOut && rng.chance(0.08);
    const bodyTypes = kind.bodyTypes.filter((b) => b === 'normal' || rng.chance(0.35));
    const colorCount = Math.min(COLORS.length, 1 + Math.floor(rng.next() ** 1.6 * 5));
    const colors = rng.sample(COLORS, colorCount);
    const colorVariants: ColorVariant[] = colors.map((color, ci) => {
      const itemnum = this.nextItemnum();
      const reduced = saleReduction > 0 && (ci === 0 || rng.chance(0.7)) ? saleReduction : 0;
      const sizeVariants: SizeVariant[] = [];
      for (const bodyType of bodyTypes) {
        const labels = SIZES[kind.sizeType][bodyType] ?? [];
        // Not every colour comes in every size: drop the ends of the range sometimes.
        const from = labels.length > 2 && rng.chance(0.3) ? 1 : 0;
        const to = labels.length - (rng.chance(0.3) && labels.length > 2 ? 1 : 0);
        for (const label of labels.slice(from, Math.max(from + 1, to))) {
          const sku = `${itemnum}${String(sizeVariants.length).padStart(2, '0')}`;
          const stock = soldOut ? 0 : nos ? 100 : rng.chance(0.12) ? 0 : rng.int(1, 40);
          sizeVariants.push({
            sku,
            size: { eu: label },
            sizeString: label,
            sizeType: kind.sizeType,
            bodyType,
            stock,
            mpn: `${slugify(brand).slice(0, 4).toUpperCase()}-${sku}`,
            isNos: nos,
            // Tall and short cuts cost a little more, as in the shop.
            prices: pricesFrom(bodyType === 'normal' ? euros : Math.round(euros * 1.1), reduced),
          });
        }
      }
      const description = mapT((l) =>
        describeArticle({ type: kind.type, name: kind.name, model, brand, material, fit, color: color.name, variant: index + ci }, l),
      );
      return {
        itemnum,
        color: color.name,
        filterColor: color.filter,
        description,
        hasSpecialImg: rng.chance(0.1),
        detailImgCount: rng.int(2, 6),
        imageRatio: rng.chance(0.9) ? '3:4' : '1:1',
        imageAlt: mapT((l) => `${brand} ${kind.name[l]} ${model}, ${color.name[l]}`),
        washingInstructions: kind.care,
        sizeVariants,
      };
    });

    const flags: Flag[] = [];
    const big = kind.sizeType === 'standard' && colorVariants.some((cv) => cv.sizeVariants.some((s) => /^[3-6]XL/.test(s.sizeString)));
    const tall = bodyTypes.includes('tall');
    if (big) flags.push('big');
    if (tall) flags.push('tall');
    if (big && tall) flags.push('bigandtall');
    if (material.en === 'organic cotton' || rng.chance(0.08)) flags.push('sustainable');
    if (rng.chance(0.05)) flags.push('exclusive');
    if (rng.chance(0.05)) flags.push('online_only');

    const attributes: Record<string, Translations> = { fit, outerMaterial: material };
    if (kind.type === 'hemd') attributes.collarStyle = rng.pick(COLLAR_STYLES);
    if (kind.sizeType === 'shoe') attributes.sole = rng.pick(SOLES);
    if (kind.type === 'sakko' || kind.type === 'anzug')
      attributes.cut = rng.pick([
        t('Zweiknopf', 'Two-button', 'Dvouknoflíkové', 'Dwurzędowe', 'Tweeknoops', 'Deux boutons'),
        t('Dreiknopf', 'Three-button', 'Tříknoflíkové', 'Trzyguzikowe', 'Drieknoops', 'Trois boutons'),
      ]);
    if (saleReduction) attributes.discountTier = same(`-${saleReduction} %`);

    const product = this.base(index, title, brand, {
      type: kind.type,
      categories: categoryPath(this.categories, leafSlugFor(this.categories, kind.category, index)),
      flags,
      attributes,
      gpsr: rng.chance(0.5) ? same(`${brand} GmbH, Musterstraße 1, 80331 München`) : undefined,
      colorVariants,
    });
    if (!product.gpsr) delete product.gpsr;
    if (['sakko', 'hose', 'hemd', 'schuhe', 'krawatte', 'anzug', 'guertel', 'strick'].includes(kind.type) && !soldOut) {
      this.parts.push({
        id: product.id,
        type: kind.type,
        brand,
        euros,
        colorIndex: 0,
        colors: colorVariants.map((cv) => cv.color.de),
        firstItemnum: colorVariants[0]!.itemnum,
        firstSku: colorVariants[0]!.sizeVariants[0]!.sku,
      });
    }
    return product;
  }

  /** Set, kit or outfit made of earlier products: one orderable "all size" variant per colour. */
  composite(index: number, productType: 'set' | 'kit' | 'outfit'): Product | null {
    const rng = this.rng;
    const want = productType === 'outfit' ? 3 : 2;
    if (this.parts.length < want * 2) return null;
    const sampled = rng.sample(this.parts, want);
    const matched = productType === 'kit' ? kitPartners(sampled[0]!, this.parts, want, index) : [];
    const parts = matched.length ? matched : sampled;
    const brand = productType === 'outfit' ? 'Hirmer Styling' : parts[0]!.brand;
    const model = rng.pick(MODEL_NAMES);
    const name = {
      set: t('Set', 'Set', 'Set', 'Zestaw', 'Set', 'Ensemble'),
      kit: t('Kombination', 'Mix & match', 'Kombinace', 'Kombinacja', 'Combinatie', 'Combinaison'),
      outfit: t('Outfit', 'Outfit', 'Outfit', 'Stylizacja', 'Outfit', 'Tenue'),
    }[productType];
    const title = mapT((l) => `${name[l]} ${model}`);
    const euros = parts.reduce((s, p) => s + p.euros, 0);
    const color = rng.pick(COLORS);
    const itemnum = this.nextItemnum();
    const categorySlug = { set: 'sets', kit: 'kombinationen', outfit: 'outfits' }[productType];
    return this.base(index, title, brand, {
      productType,
      type: productType,
      categories: categoryPath(this.categories, categorySlug),
      subProducts: parts.map((p) => p.id),
      combinationType: productType,
      colorVariants: [
        {
          itemnum,
          color: color.name,
          filterColor: color.filter,
          description: mapT((l) => `${name[l]} ${model}. ${COMPOSITE_COPY[productType][l]}`),
          hasSpecialImg: false,
          detailImgCount: 2,
          imageRatio: '3:4',
          imageAlt: title,
          washingInstructions: [],
          sizeVariants: [
            {
              sku: `${itemnum}00`,
              size: { eu: 'One Size' },
              sizeString: 'One Size',
              sizeType: 'allsize',
              bodyType: 'normal',
              stock: productType === 'set' ? rng.int(5, 30) : 0,
              mpn: `SET-${itemnum}`,
              isNos: false,
              // A set costs a tenth less than its parts bought one by one.
              prices: pricesFrom(Math.round(euros * 0.9), 0),
            },
          ],
        },
      ],
    });
  }

  voucher(index: number): Product {
    const itemnum = this.nextItemnum();
    const title = t('Geschenkgutschein', 'Gift card', 'Dárkový poukaz', 'Karta podarunkowa', 'Cadeaubon', 'Carte cadeau');
    const product = this.base(index, title, 'Hirmer', {
      productType: 'geschenkkarte',
      type: 'geschenkkarte',
      categories: categoryPath(this.categories, 'gutscheine'),
      isNew: false,
      colorVariants: [
        {
          itemnum,
          color: t('Rot', 'Red', 'Červená', 'Czerwony', 'Rood', 'Rouge'),
          filterColor: 'red',
          description: VOUCHER_COPY,
          hasSpecialImg: true,
          detailImgCount: 1,
          imageRatio: '4:3',
          imageAlt: title,
          washingInstructions: [],
          sizeVariants: VOUCHER_VALUES.map((value, i) => ({
            sku: `${itemnum}${String(i).padStart(2, '0')}`,
            size: { eu: `${value} €` },
            sizeString: `${value} €`,
            sizeType: 'allsize' as const,
            bodyType: 'normal' as const,
            stock: 0,
            mpn: `GC-${value}`,
            isNos: true,
            prices: Object.fromEntries(['eur', 'chf', 'pln', 'czk', 'usd'].map((c) => [c, { price: value * 100 }])),
          })),
        },
      ],
    });
    return product;
  }
}

/**
 * The catalogue's mix: mostly regular articles, then one voucher, about one percent each of sets,
 * kits and outfits (made from the regular articles before them).
 */
export function* generateProducts(rng: Rng, categories: Category[], size: number): Generator<Product> {
  const gen = new ProductGenerator(rng, categories);
  const composites = Math.floor(size * 0.03);
  const regular = size - composites - 1;
  let index = 0;
  for (; index < regular; index++) yield gen.regular(index);
  yield gen.voucher(index++);
  const kinds = ['set', 'kit', 'outfit'] as const;
  for (let i = 0; index < size; i++) {
    const p = gen.composite(index, kinds[i % 3]!) ?? gen.regular(index);
    index++;
    yield p;
  }
}
