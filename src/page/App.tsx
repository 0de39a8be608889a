import type { createStore } from 'jotai';
import { PageView } from './PageView';
import type { TasticRegistry } from '../shop/registry';
import type { AppData } from './app-data';
import { PageViewTracker } from './PageViewTracker';
import { ShopShell } from './ShopShell';

/** The whole page as the local host renders it and the browser hydrates it: same props, same tree. */
export function App({ data, registry, store }: { data: AppData; registry: TasticRegistry; store?: ReturnType<typeof createStore> }) {
  return (
    <ShopShell shop={data} messages={data.messages} fallback={data.fallback} store={store}>
      <PageView data={data.page} registry={registry} />
      <PageViewTracker data={data.page} />
    </ShopShell>
  );
}
