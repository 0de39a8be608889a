import type { DataSourceRegistry } from '@frontastic/extension-types';
import { brandListDataSource, PRODUCT_LIST_DATA_SOURCE, productListDataSource } from './data-sources/product-list';
import { BRAND_LIST_DATA_SOURCE } from './data-sources/brand-list';
import { runtimeDataSource } from './request-context';

/** Data sources by type, as the page builder references them in dataSourceConfigurations; each gets its call's context (extensions/request-context.ts). */
export const dataSources: DataSourceRegistry = {
  [PRODUCT_LIST_DATA_SOURCE]: runtimeDataSource(productListDataSource),
  [BRAND_LIST_DATA_SOURCE]: runtimeDataSource(brandListDataSource),
};
