import { useMemo, type ReactNode } from 'react';
import { pageDataFromFrontend, type FrontendPageResponse } from '../shop/frontend-page';
import type { PageData } from '../shop/page-model';

/**
 * A page response converted in the browser, for a Renderer given `page` rather than `data`: a module of
 * its own, loaded on demand, so the conversion (zod's node-configuration schema) stays out of the
 * browser bundle of a project that hands over the page data its server has converted.
 */
export default function FrontendPage({ page, path, children }: { page: FrontendPageResponse; path?: string; children: (data: PageData) => ReactNode }) {
  const data = useMemo(() => pageDataFromFrontend(page, path), [page, path]);
  return children(data);
}
