import type { createStore } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { AppProviders } from './AppProviders';
import { PageView } from './PageView';
import type { TasticRegistry } from '../shop/registry';
import { shopContextFrom, type AppData } from './app-data';
import { PageViewTracker } from './PageViewTracker';
import { ThemeScope } from '../ui/ThemeScope';
import { ShopOverlays } from './ShopOverlays';

/** The whole page as the server renders it and the browser hydrates it: same props, same tree. */
export function App({ data, registry, store }: { data: AppData; registry: TasticRegistry; store?: ReturnType<typeof createStore> }) {
  return (
    <AppProviders shop={shopContextFrom(data)} messages={data.messages} fallback={data.fallback} store={store}>
      <ThemeScope>
        <a className="skip-link" href="#main-content">
          <FormattedMessage id="common.skipToContent" />
        </a>
        <PageView data={data.page} registry={registry} />
        <PageViewTracker data={data.page} />
        <ShopOverlays />
      </ThemeScope>
    </AppProviders>
  );
}
