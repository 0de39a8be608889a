import { defineAction } from '../lib/action';
import { productsByIdsQuerySchema, type SearchRecord } from '../../src/domain/search-record';
import { buildRecords } from '../search/records';
import { categoriesById, productTypeHidden } from '../search/catalogue-lookups';

/**
 * Products by id as search records, in the order asked, unknown ones left out: the last seen
 * products and an editor's product slider (storefront-browsing.md §7 names the search CDN's
 * `get_products` for them, an address only the local host serves; inside commercetools Frontend
 * the browser reaches the extensions alone). A product type the project hides in the country is
 * left out too, as its page is.
 */
export const byIds = defineAction({
  query: productsByIdsQuerySchema,
  handler: async ({ query, services, locale, configuration }) => {
    const [products, byId] = await Promise.all([services.catalogue.getProducts(query.ids), categoriesById(services.catalogue)]);
    const hidden = configuration.filterProductBlacklists;
    const found = new Map(products.map((product) => [product.id, product]));
    const data: SearchRecord[] = query.ids.flatMap((id) => {
      const product = found.get(id);
      if (!product || productTypeHidden(hidden, product.productType, locale.territory)) return [];
      return buildRecords(product, locale.language, byId).slice(0, 1);
    });
    return { body: { success: true as const, data } };
  },
});
