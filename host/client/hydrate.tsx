import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../../src/page/App';
import { APP_DATA_ELEMENT_ID, HYDRATED_MARK, type AppData } from '../../src/page/app-data';
import { lazyRegistry, loadRegistry, tasticTypesByTurn } from '../../src/page/page-tastics';
import { pageTasticLoaders } from './tastic-scripts';
import { SHELL_TASTICS } from './shell-tastics';
import { reportError } from '../../src/tracking/report-error';
import { installInsights } from '../../src/tracking/insights';
import { installDataLayer } from '../../src/tracking/data-layer';
import { parseLocale } from '../../src/config/locale';
import { deferHydrationBelowFold, isHydrationDeferred } from '../../src/page/deferred-hydration';
import { reportStylesheetFailures } from '../../src/page/stylesheet-failures';
import { whenShopperMoves } from '../../src/page/when-shopper-moves';
import { whenTasticsHydrated } from '../../src/page/hydration-progress';
import type { TasticRegistry } from '../../src/shop/registry';

/**
 * Marks the document hydrated once the tastics hydrated at load have run their effects: the root's
 * first commit comes before them (each tastic hydrates in a pass of its own, hydration-progress.ts).
 */
function MarkHydrated({ children, tasticIds, onHydrated }: { children: ReactNode; tasticIds: readonly string[]; onHydrated: () => void }) {
  useEffect(() => {
    void whenTasticsHydrated(tasticIds).then(() => {
      document.documentElement.dataset.hydrated = 'true';
      performance.mark(HYDRATED_MARK);
      onHydrated();
    });
  }, [tasticIds, onHydrated]);
  return children;
}

/** The tastics of every page's head, from the shell chunk they are in (./shell-tastics). */
const shellTastics = Object.fromEntries(Object.entries(SHELL_TASTICS).map(([type, module]) => [type, async () => module]));

/** The served tastics that hydrate at load: not deferred, and with code in the browser (a failed chunk's tastic never hydrates). */
function tasticsHydratedAtLoad(root: ParentNode, registry: TasticRegistry): string[] {
  return [...root.querySelectorAll<HTMLElement>('[data-tastic-id]')]
    .filter(({ dataset }) => dataset.tasticId && !isHydrationDeferred(dataset.tasticId) && Object.hasOwn(registry, dataset.tasticType ?? ''))
    .map(({ dataset }) => dataset.tasticId!);
}

/**
 * Hydration, called by ./entry after the first paint: loads the tastics the page shows (each its own
 * chunk), then hydrates the server-rendered page with the same data.
 */
export async function hydratePage(): Promise<void> {
  const element = document.getElementById(APP_DATA_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!element || !root) return;
  const data = JSON.parse(element.textContent ?? '{}') as AppData;
  // Tastics below the fold hydrate when they come near; their code loads then too, or once the
  // shopper starts scrolling (or presses anything) after hydration, not with the page: a page that
  // is only looked at loads none of it.
  deferHydrationBelowFold(root);
  reportStylesheetFailures(document);
  const onChunkError = (error: unknown, tasticType: string) => reportError(error, { source: 'tastic-chunk', tasticType });
  const loaders = { ...pageTasticLoaders(document), ...shellTastics };
  const { now, later } = tasticTypesByTurn(data.page, isHydrationDeferred);
  const deferred = lazyRegistry(later, loaders, onChunkError);
  const registry = { ...(await loadRegistry(now, loaders, onChunkError)), ...deferred.registry };
  // Tracking first, so the events of the first render (page view, product view) reach both adapters:
  // click, conversion and view events go to the search service's insights endpoint; GA4 e-commerce
  // events to the tag manager's data layer once the shopper consents to analytics.
  installInsights(data.search, data.projectConfiguration.searchIndex.indexName);
  installDataLayer(parseLocale(data.locale)?.currency);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a click or key press on a part not yet hydrated hydrates that
  // part first (React replays the event).
  startTransition(() => {
    hydrateRoot(
      root,
      <MarkHydrated tasticIds={tasticsHydratedAtLoad(root, registry)} onHydrated={() => whenShopperMoves(deferred.preload)}>
        <App data={data} registry={registry} />
      </MarkHydrated>,
      {
        onRecoverableError: (error) => reportError(error, { source: 'hydration' }),
      },
    );
  });
}
