import type { createStore } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { AppProviders } from './AppProviders';
import { PageView } from './PageView';
import type { TasticRegistry } from '../shop/registry';
import { shopContextFrom, type AppData } from './app-data';
import { PageViewTracker } from './PageViewTracker';
import { ThemeScope } from '../ui/ThemeScope';
import { ShopOverlays } from './ShopOverlays';
import type { Transport, TransportSettings } from '../api/transport';

/**
 * The whole page as the server renders it and the browser hydrates it: same props, same tree. The
 * calls go to the actions as `transport` says (the API hub's endpoint and the extension version, or
 * a transport such as `frontendSdkTransport(sdk)`), else as `data.actions` says.
 */
export function App({
  data,
  registry,
  store,
  transport,
}: {
  data: AppData;
  registry: TasticRegistry;
  store?: ReturnType<typeof createStore>;
  transport?: Transport | TransportSettings;
}) {
  return (
    <AppProviders shop={shopContextFrom(data)} messages={data.messages} fallback={data.fallback} store={store} transport={transport ?? data.actions}>
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
