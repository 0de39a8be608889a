import { lazy, type ReactNode } from 'react';
import { PageView } from './PageView';
import { PageViewTracker } from './PageViewTracker';
import { ShopShell, type ShopShellProps } from './ShopShell';
import type { FrontendPageResponse } from '../shop/frontend-page';
import type { PageData } from '../shop/page-model';
import type { TasticRegistry } from '../shop/registry';
import { ServedQueryContext } from '../shop/served-query';
import { awaitFirstPaint, prepareServedPage } from './served-page';
import { HydrationBoundary } from '../ui/hydration-boundary';

// Only a renderer given a page response loads its conversion (./FrontendPage.tsx).
const FrontendPage = lazy(() => import('./FrontendPage'));

export interface RendererProps extends Omit<ShopShellProps, 'children'> {
  /**
   * The page data: `pageDataFromFrontend(page, path)` of `@hirmer/storefront-sdk/server`, converted
   * where the page was loaded (a server component). The way to use: the browser then loads no
   * conversion and no schema.
   */
  data?: PageData;
  /**
   * Instead of `data`: the page as `sdk.page.getPage` of `@commercetools/frontend-sdk` answers it
   * (`data` of its response), converted in the browser by a chunk loaded when it first comes
   * (with zod's node-configuration schema: about 40 KB of JavaScript, 13 KB compressed).
   */
  page?: FrontendPageResponse;
  /** With `page`: the address asked for (a dynamic page's folder names none of its own). */
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
 * shape: `'use client'`, `next/dynamic` tastics) given the page data its server component converted
 * (`data`) or the page response (`page`); a server-component renderer builds the same from
 * `pageDataFromFrontend`, `ShopShell` and `TasticSlot`.
 */
export function Renderer({ data, page, path, registry, query, ...shell }: RendererProps) {
  prepareServedPage();
  const body = (pageData: PageData) => (
    <>
      <PageView data={pageData} registry={registry} />
      <PageViewTracker data={pageData} />
    </>
  );
  let content: ReactNode;
  if (data) content = body(data);
  else if (page)
    content = (
      <FrontendPage page={page} path={path}>
        {body}
      </FrontendPage>
    );
  else throw new Error('The Renderer takes the page data (`data`) or the page response (`page`).');
  return (
    <ShopShell {...shell}>
      <ServedQueryContext.Provider value={query ?? null}>
        <HydrationBoundary>
          <AfterFirstPaint>{content}</AfterFirstPaint>
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
