import type { Category } from '../../src/domain/product';
import type { ProjectConfiguration } from '../../src/domain/project-configuration';
import { blacklistFilters } from '../../src/search/rules';
import type { CataloguePort } from '../services/catalogue';

/** What the product page and the products-by-id action look up beside a product: its category tree, the types a project hides. */

/** The category tree by id, as the catalogue has it (the port's listCategories, which keeps it for CATALOGUE_CACHE_MS where it is remote). */
export async function categoriesById(catalogue: CataloguePort): Promise<Map<string, Category>> {
  return new Map((await catalogue.listCategories()).map((c) => [c.id, c]));
}

type Blacklists = ProjectConfiguration['filterProductBlacklists'];

export function productTypeHidden(entries: Blacklists, productType: string, territory: string): boolean {
  const own = entries
    .filter((e) => e.productType === productType)
    .map((e) => ({ productType: e.productType, countryList: e.countries.join(','), isWhitelist: e.isWhitelist }));
  return blacklistFilters(own, territory).length > 0;
}
