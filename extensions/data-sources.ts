import type { DataSourceRegistry } from '@frontastic/extension-types';
import { brandListDataSource, PRODUCT_LIST_DATA_SOURCE, productListDataSource } from './data-sources/product-list';
import { BRAND_LIST_DATA_SOURCE } from './data-sources/brand-list';

/** Data sources by type, as the page builder references them in dataSourceConfigurations. */
export const dataSources: DataSourceRegistry = {
  [PRODUCT_LIST_DATA_SOURCE]: productListDataSource,
  [BRAND_LIST_DATA_SOURCE]: brandListDataSource,
};
