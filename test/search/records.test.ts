import { describe, expect, it } from 'vitest';
import { buildRecords } from '../../extensions/search/records';
import { buildCategories } from '../../extensions/demo-data/categories';
import { generateProducts } from '../../extensions/demo-data/products';
import { createRng } from '../../extensions/demo-data/random';
import { LANGUAGES } from '../../src/config/languages';
import type { Category } from '../../src/domain/product';

const categories = buildCategories();
const byId = new Map<string, Category>(categories.map((c) => [c.id, c]));
const products = [...generateProducts(createRng(42), categories, 300)];
const jackets = products.filter((p) => p.type === 'sakko');

describe('search records (storefront-browsing.md §3)', () => {
  it.each(LANGUAGES)('names the categories of a %s record in its language, and keeps the German path beside them', (language) => {
    const product = jackets[0]!;
    const [record] = buildRecords(product, language, byId);
    expect(record!.categoryTitles).toHaveLength(record!.categoryTitlesDE.length);
    const leaf = byId.get(product.categories[0]!)!;
    expect(record!.categoryTitles[0]!.split('|').at(-1)).toBe(leaf.name[language]);
    expect(record!.categoryTitlesDE[0]!.split('|').at(-1)).toBe(leaf.name.de);
  });

  it('gives the Czech jackets Czech category names ("Saka"), never the German ones', () => {
    const [record] = buildRecords(jackets[0]!, 'cs', byId);
    expect(record!.categoryTitles.join('|')).toContain('Saka');
    expect(record!.categoryTitles.join('|')).not.toMatch(/Sakkos|Bekleidung/);
  });

  it("keeps each jacket size's system with its label: normal, short (untersetzt) and long (schlank)", () => {
    const sizes = jackets.flatMap((p) => buildRecords(p, 'de', byId)[0]!.colorVariants.flatMap((cv) => cv.sizeVariants));
    const systemOf = (label: string) => new Set(sizes.filter((s) => s.sizeString === label).map((s) => s.systemSize.split('|')[0]));
    expect(systemOf('50')).toEqual(new Set(['normal']));
    expect(systemOf('25')).toEqual(new Set(['short']));
    expect(systemOf('102')).toEqual(new Set(['long']));
    for (const s of sizes) expect(s.systemSize).toBe(`${s.systemSize.split('|')[0]}|${s.sizeString}`);
  });
});
