import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/config/languages';
import type { Product } from '../../src/domain/product';
import { buildCategories } from '../../extensions/demo-data/categories';
import { KIND_COPY } from '../../extensions/demo-data/copy';
import { generateProducts } from '../../extensions/demo-data/products';
import { createRng } from '../../extensions/demo-data/random';
import { ARTICLE_KINDS, MATERIALS } from '../../extensions/demo-data/vocabulary';

const products: Product[] = [...generateProducts(createRng(7), buildCategories(), 400)];
const ofType = (type: string) => products.filter((p) => p.type === type);
const kind = (type: string) => ARTICLE_KINDS.find((k) => k.type === type)!;

describe('demo catalogue copy', () => {
  it('has copy for every kind of article', () => {
    for (const k of ARTICLE_KINDS) expect(KIND_COPY[k.type], k.type).toBeDefined();
  });

  it.each(LANGUAGES)("%s: a shirt's description talks about a shirt, its details and facts, and a pair of trousers' about trousers", (language) => {
    const shirt = ofType('hemd')[0]!;
    const trousers = ofType('hose')[0]!;
    const shirtText = shirt.colorVariants[0]!.description[language]!;
    const trousersText = trousers.colorVariants[0]!.description[language]!;
    expect(shirtText).toContain(kind('hemd').name[language]);
    expect(shirtText).toContain(KIND_COPY.hemd!.pitch[language]);
    expect(shirtText).toContain(shirt.colorVariants[0]!.color[language]!);
    expect(trousersText).toContain(KIND_COPY.hose!.pitch[language]);
    expect(trousersText).not.toContain(KIND_COPY.hemd!.pitch[language]);
  });

  it('fills every language of every description, without placeholders or English in the German text', () => {
    for (const product of products) {
      for (const cv of product.colorVariants) {
        for (const language of LANGUAGES) {
          const text = cv.description[language] ?? '';
          expect(text.length, `${product.id} ${language}`).toBeGreaterThan(20);
          expect(text).not.toMatch(/[{}]|undefined/);
        }
        if (product.productType === 'regular') expect(cv.description.de).not.toContain(' by ');
      }
    }
  });

  it('names differ across kinds, and each kind is made of what it is made of', () => {
    const titles = new Set(ARTICLE_KINDS.map((k) => ofType(k.type)[0]?.title.de?.split(' ')[0]).filter(Boolean));
    expect(titles.size).toBeGreaterThan(10);
    const leather = MATERIALS[4]!.de;
    for (const shoe of ofType('schuhe')) expect(shoe.colorVariants[0]!.description.de).toContain(`Material: ${leather}`);
    for (const sock of ofType('socken')) expect(sock.colorVariants[0]!.description.de).not.toMatch(/Material: (Leder|Kaschmir|Leinen)/);
  });
});
