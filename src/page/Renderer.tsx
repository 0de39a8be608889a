import { useMemo, type ReactNode } from 'react';
import { PageView } from './PageView';
import { PageViewTracker } from './PageViewTracker';
import { ShopShell, type ShopShellProps } from './ShopShell';
import { pageDataFromFrontend, type FrontendPageResponse } from '../shop/frontend-page';
import type { TasticRegistry } from '../shop/registry';
import { ServedQueryContext } from '../shop/served-query';
import { awaitFirstPaint, prepareServedPage } from './served-page';
import { HydrationBoundary } from './hydration-boundary';

export interface RendererProps extends Omit<ShopShellProps, 'children'> {
  /** The page as `sdk.page.getPage` of `@commercetools/frontend-sdk` answers it (`data` of its response). */
  page: FrontendPageResponse;
  /** The address asked for (a dynamic page's folder names none of its own). */
  path?: string;
  /** tasticType -> component: the package's tastics (`tasticLoaders`) and the project's own. */
  registry: TasticRegistry;
  /**
   * The address's query the page is rendered with (`?page=Orders`, '' for none): the account area and
   * the basket render their view on the server from it instead of a spinner (src/shop/served-query.ts).
   */
  query?: string;
}

/**
 * A page of commercetools Frontend in the shop: each tastic gets its data sources and device classes,
 * inside the shop's shell with its overlays (ShopShell). For a client renderer (the B2C starter's
 * shape: `'use client'`, `next/dynamic` tastics); a server-component renderer builds the same from
 * `pageDataFromFrontend`, `ShopShell` and `TasticSlot`.
 */
export function Renderer({ page, path, registry, query, ...shell }: RendererProps) {
  const data = useMemo(() => pageDataFromFrontend(page, path), [page, path]);
  prepareServedPage();
  return (
    <ShopShell {...shell}>
      <ServedQueryContext.Provider value={query ?? null}>
        <HydrationBoundary>
          <AfterFirstPaint>
            <PageView data={data} registry={registry} />
            <PageViewTracker data={data} />
          </AfterFirstPaint>
        </HydrationBoundary>
      </ServedQueryContext.Provider>
    </ShopShell>
  );
}

/** The page hydrates after the browser's first paint of its served markup (./served-page.ts). */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  awaitFirstPaint();
  return children;
}
