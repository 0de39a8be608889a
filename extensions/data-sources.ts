import type { DataSourceRegistry } from '@frontastic/extension-types';

/** Data sources by type, as the page builder references them in dataSourceConfigurations. */
export const dataSources: DataSourceRegistry = {};
