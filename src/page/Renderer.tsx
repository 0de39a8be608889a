import { useMemo } from 'react';
import { PageView } from './PageView';
import { PageViewTracker } from './PageViewTracker';
import { ShopShell, type ShopShellProps } from './ShopShell';
import { pageDataFromFrontend, type FrontendPageResponse } from '../shop/frontend-page';
import type { TasticRegistry } from '../shop/registry';

export interface RendererProps extends Omit<ShopShellProps, 'children'> {
  /** The page as `sdk.page.getPage` of `@commercetools/frontend-sdk` answers it (`data` of its response). */
  page: FrontendPageResponse;
  /** The address asked for (a dynamic page's folder names none of its own). */
  path?: string;
  /** tasticType -> component: the package's tastics (`tasticLoaders`) and the project's own. */
  registry: TasticRegistry;
}

/**
 * A page of commercetools Frontend in the shop: each tastic gets its data sources and device classes,
 * inside the shop's shell with its overlays (ShopShell). For a client renderer (the B2C starter's
 * shape: `'use client'`, `next/dynamic` tastics); a server-component renderer builds the same from
 * `pageDataFromFrontend`, `ShopShell` and `TasticSlot`.
 */
export function Renderer({ page, path, registry, ...shell }: RendererProps) {
  const data = useMemo(() => pageDataFromFrontend(page, path), [page, path]);
  return (
    <ShopShell {...shell}>
      <PageView data={data} registry={registry} />
      <PageViewTracker data={data} />
    </ShopShell>
  );
}
