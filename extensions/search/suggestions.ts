import type { Language } from '../../src/config/languages';
import { translate } from '../../src/domain/i18n';
import type { Category } from '../../src/domain/product';
import type { SearchRecord, SuggestionRecord } from '../../src/domain/search-record';
import { normalize } from '../../src/search/text';

/**
 * Query suggestions per language from what shoppers search for in a fashion shop: category names,
 * brand names and popular terms (article kinds), each ranked by how many products it finds.
 * Counts accumulate while the indexer streams the catalogue.
 */
export class SuggestionCollector {
  private readonly brands = new Map<string, number>();
  private readonly categories = new Map<string, number>();
  private readonly types = new Map<string, number>();

  add(record: SearchRecord): void {
    bump(this.brands, record.brand.title);
    for (const id of record.categories) bump(this.categories, id);
    bump(this.types, record.type);
  }

  records(language: Language, categoriesById: ReadonlyMap<string, Category>): SuggestionRecord[] {
    const out = new Map<string, SuggestionRecord>();
    const put = (query: string, popularity: number, source: SuggestionRecord['source']) => {
      const objectID = normalize(query).trim();
      if (!objectID) return;
      const existing = out.get(objectID);
      if (existing && existing.popularity >= popularity) return;
      out.set(objectID, { objectID, query, popularity, nb_words: query.split(/\s+/).length, source });
    };
    for (const [id, n] of this.categories) {
      const category = categoriesById.get(id);
      if (category) put(translate(category.name, language), n, 'category');
    }
    for (const [brand, n] of this.brands) put(brand, n, 'brand');
    for (const [type, n] of this.types) put(type, n, 'term');
    return [...out.values()];
  }
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
