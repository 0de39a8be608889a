import type { DataSourceRegistry } from '@frontastic/extension-types';
import { brandListDataSource, listingWithoutResult, PRODUCT_LIST_DATA_SOURCE, productListDataSource } from './data-sources/product-list';
import { BRAND_LIST_DATA_SOURCE } from './data-sources/brand-list';
import { runtimeDataSource } from './request-context';

/** Data sources by type, as the page builder references them in dataSourceConfigurations; each gets its call's context and time budget (extensions/request-context.ts), and what it answers without the backend. */
export const dataSources: DataSourceRegistry = {
  [PRODUCT_LIST_DATA_SOURCE]: runtimeDataSource(productListDataSource, (config, context) => ({ dataSourcePayload: listingWithoutResult(config, context) })),
  // The brands page then lists the brands that have a node.
  [BRAND_LIST_DATA_SOURCE]: runtimeDataSource(brandListDataSource, () => ({ dataSourcePayload: null })),
};
