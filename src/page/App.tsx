import type { createStore } from 'jotai';
import { PageView } from './PageView';
import type { TasticRegistry } from '../shop/registry';
import type { AppData } from './app-data';
import { PageViewTracker } from './PageViewTracker';
import { ShopShell } from './ShopShell';
import type { Transport, TransportSettings } from '../api/transport';
import { ServedQueryContext } from '../shop/served-query';
import { HydrationBoundaryKind } from '../ui/hydration-boundary';

/**
 * The whole page as the local host renders it and the browser hydrates it: same props, same tree. The
 * calls go to the actions as `transport` says (the API hub's endpoint and the extension version, or
 * a transport such as `frontendSdkTransport(sdk)`), else as `data.actions` says. The host renders the
 * page in one string (`renderToString`, which keeps every boundary in place), so its tastics keep
 * Suspense boundaries, which also hold a tastic's error on the server to its own place.
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
    <ShopShell shop={data} messages={data.messages} fallback={data.fallback} store={store} transport={transport}>
      <ServedQueryContext.Provider value={data.query ?? null}>
        <HydrationBoundaryKind.Provider value="suspense">
          <PageView data={data.page} registry={registry} />
          <PageViewTracker data={data.page} />
        </HydrationBoundaryKind.Provider>
      </ServedQueryContext.Provider>
    </ShopShell>
  );
}
