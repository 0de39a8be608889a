import type { DataSourceRegistry } from '@frontastic/extension-types';
import { PRODUCT_LIST_DATA_SOURCE, productListDataSource } from './data-sources/product-list';

/** Data sources by type, as the page builder references them in dataSourceConfigurations. */
export const dataSources: DataSourceRegistry = {
  [PRODUCT_LIST_DATA_SOURCE]: productListDataSource,
};
