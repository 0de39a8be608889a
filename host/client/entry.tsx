import { hydrateRoot } from 'react-dom/client';
import '../../src/ui/styles.css';
import { App } from '../../src/page/App';
import { APP_DATA_ELEMENT_ID, type AppData } from '../../src/page/app-data';
import { tastics } from '../../tastics';
import { reportError } from '../../src/ui/report-error';
import { installInsights } from '../../src/tracking/insights';

/** Browser entry: hydrates the server-rendered page with the same data. */
const element = document.getElementById(APP_DATA_ELEMENT_ID);
const root = document.getElementById('root');
if (element && root) {
  const data = JSON.parse(element.textContent ?? '{}') as AppData;
  hydrateRoot(root, <App data={data} registry={tastics} />, {
    onRecoverableError: (error) => reportError(error, { source: 'hydration' }),
  });
  document.documentElement.dataset.hydrated = 'true';
  // Click, conversion and view events of every page go to the search service's insights endpoint.
  installInsights(data.search, data.projectConfiguration.searchIndex.indexName);
}
