import type { Category } from '../../src/domain/product';
import { parseProjectConfiguration, type ProjectConfiguration } from '../../src/config/project-configuration';
import { blacklistFilters } from '../../src/search/rules';
import type { CataloguePort } from '../services/catalogue';

/** What the product page and the products-by-id action look up beside a product: its category tree, the types a project hides. */

/** Categories per catalogue, for a minute: every product page needs the tree for its breadcrumb. */
const categoryCache = new WeakMap<CataloguePort, { at: number; byId: Map<string, Category> }>();
const CATEGORY_CACHE_MS = 60_000;

export async function categoriesById(catalogue: CataloguePort): Promise<Map<string, Category>> {
  const cached = categoryCache.get(catalogue);
  if (cached && Date.now() - cached.at < CATEGORY_CACHE_MS) return cached.byId;
  const list = await catalogue.listCategories();
  const entry = { at: Date.now(), byId: new Map(list.map((c) => [c.id, c])) };
  categoryCache.set(catalogue, entry);
  return entry.byId;
}

type Blacklists = ProjectConfiguration['filterProductBlacklists'];

/** The runtime hands the stored configuration (countryList strings); the local host the parsed one (countries arrays). */
export function blacklistsOf(configuration: unknown, language: string): Blacklists {
  const list = (configuration as { filterProductBlacklists?: unknown } | undefined)?.filterProductBlacklists;
  if (Array.isArray(list) && list.every((e) => Array.isArray((e as { countries?: unknown })?.countries))) return list as Blacklists;
  return parseProjectConfiguration(configuration ?? {}, language).filterProductBlacklists;
}

export function productTypeHidden(entries: Blacklists, productType: string, territory: string): boolean {
  const own = entries
    .filter((e) => e.productType === productType)
    .map((e) => ({ productType: e.productType, countryList: e.countries.join(','), isWhitelist: e.isWhitelist }));
  return blacklistFilters(own, territory).length > 0;
}
