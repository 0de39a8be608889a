import { hydrateRoot } from 'react-dom/client';
import '../../src/ui/styles.css';
import { App } from '../../src/page/App';
import { APP_DATA_ELEMENT_ID, type AppData } from '../../src/page/app-data';
import { loadRegistry, tasticTypesOf } from '../../src/page/page-tastics';
import { tasticLoaders } from '../../tastics';
import { reportError } from '../../src/tracking/report-error';
import { installInsights } from '../../src/tracking/insights';

/**
 * Browser entry: loads the tastics the page shows (each its own chunk, already preloaded by the
 * server's modulepreload links), then hydrates the server-rendered page with the same data.
 */
const element = document.getElementById(APP_DATA_ELEMENT_ID);
const root = document.getElementById('root');
if (element && root) {
  const data = JSON.parse(element.textContent ?? '{}') as AppData;
  const registry = await loadRegistry(tasticTypesOf(data.page), tasticLoaders, (error, tasticType) => reportError(error, { source: 'tastic-chunk', tasticType }));
  hydrateRoot(root, <App data={data} registry={registry} />, {
    onRecoverableError: (error) => reportError(error, { source: 'hydration' }),
  });
  document.documentElement.dataset.hydrated = 'true';
  // Click, conversion and view events of every page go to the search service's insights endpoint.
  installInsights(data.search, data.projectConfiguration.searchIndex.indexName);
}
