import type { ExtensionRegistry, Request } from '@frontastic/extension-types';
import { resolveNodeConfiguration, resolvePage } from '../src/page/resolve';
import type { Page, PageData, PageFolder } from '../src/shop/page-model';
import { reportError } from '../src/tracking/report-error';
import { frontasticContext, type RequestContext } from './context';
import { breadcrumbsOf, type Site } from './site';

export type PageResult = { kind: 'page'; status: number; data: PageData } | { kind: 'redirect'; status: number; location: string };

/** The data-source id under which a dynamic page's payload reaches its tastics. */
export const MASTER_DATA_SOURCE_ID = '__master';

/** Used only when site/ has no page at /404 (or /503). */
const EMPTY_PAGE: Page = { pageId: 'not-found', state: 'published', sections: { main: { sectionId: 'main', layoutElements: [] } } };

async function runDataSources(folder: PageFolder, extensions: ExtensionRegistry, ctx: RequestContext, request: Request): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  await Promise.all(
    folder.dataSourceConfigurations.map(async (config) => {
      const handler = extensions['data-sources']?.[config.type];
      if (!handler) {
        reportError(new Error(`No data source of type "${config.type}"`), { source: 'data-source', dataSourceId: config.dataSourceId });
        out[config.dataSourceId] = null;
        return;
      }
      try {
        const result = await handler(
          { ...config, preloadedValue: null },
          {
            frontasticContext: frontasticContext(ctx),
            pageFolder: {
              ...folder,
              dataSourceConfigurations: folder.dataSourceConfigurations.map((c) => ({ ...c, preloadedValue: null })),
              isDynamic: false,
              pageFolderType: 'landingpage',
              ancestorIdsMaterializedPath: '',
              depth: 0,
            },
            request,
          },
        );
        out[config.dataSourceId] = result.dataSourcePayload;
      } catch (error) {
        reportError(error, { source: 'data-source', dataSourceId: config.dataSourceId });
        out[config.dataSourceId] = null;
      }
    }),
  );
  return out;
}

/** How a page's data sources reach its tastics: put into them (the host's own render), or as references beside them (the page API). */
export interface ResolveOptions {
  dataSourcesByReference?: boolean;
}

function pageData(site: Site, folder: PageFolder, page: Page, dataSources: Record<string, unknown>, ctx: RequestContext, options: ResolveOptions): PageData {
  const { dataSourceConfigurations: _omit, ...folderData } = folder;
  const byReference = options.dataSourcesByReference === true;
  const resolve = { locale: ctx.locale, dataSources: byReference ? null : dataSources, folders: site.folders };
  return {
    page: resolvePage(page, site.tasticSchemas, resolve),
    pageFolder: { ...folderData, configuration: resolveNodeConfiguration(folderData.configuration, resolve), breadcrumbs: breadcrumbsOf(site, folder) },
    dataSources: byReference ? dataSources : {},
  };
}

/** Resolves a path: a page of site/, else the dynamic-page handler, else the 404 page. */
export async function resolvePath(
  site: Site,
  extensions: ExtensionRegistry,
  ctx: RequestContext,
  request: Request,
  options: ResolveOptions = {},
): Promise<PageResult> {
  const path = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
  const entry = site.pagesByPath.get(path);
  if (entry) {
    const dataSources = await runDataSources(entry.pageFolder, extensions, ctx, request);
    return { kind: 'page', status: 200, data: pageData(site, entry.pageFolder, entry.page, dataSources, ctx, options) };
  }

  const handler = extensions['dynamic-page-handler'];
  let dynamic: Awaited<ReturnType<NonNullable<typeof handler>>> | null;
  try {
    dynamic = handler ? await handler(request, { frontasticContext: frontasticContext(ctx), request }) : null;
  } catch (error) {
    if (!backendUnavailable(error)) throw error;
    // The backend did not answer within the handler's time budget: the page is there, just not now.
    reportError(error, { source: 'dynamic-page', path });
    return answerPage(site, '/503', path, ctx, options);
  }
  if (dynamic && 'redirectLocation' in dynamic) {
    return { kind: 'redirect', status: dynamic.statusCode ?? 301, location: dynamic.redirectLocation };
  }
  if (dynamic) {
    const template = site.dynamicPages.get(dynamic.dynamicPageType);
    if (template) {
      const folder: PageFolder = {
        pageFolderId: `dynamic:${dynamic.dynamicPageType}`,
        parentId: null,
        name: String((dynamic.pageMatchingPayload as { title?: string } | undefined)?.title ?? dynamic.dynamicPageType),
        path,
        sort: 0,
        nodeType: 'landingpage',
        configuration: {},
        dataSourceConfigurations: [],
      };
      const data = pageData(site, folder, template.page, { [MASTER_DATA_SOURCE_ID]: dynamic.dataSourcePayload }, ctx, options);
      data.dynamic = { dynamicPageType: dynamic.dynamicPageType, pageMatchingPayload: dynamic.pageMatchingPayload };
      return { kind: 'page', status: 200, data };
    }
    reportError(new Error(`No page under site/dynamic for "${dynamic.dynamicPageType}"`), { source: 'dynamic-page' });
  }

  return answerPage(site, '/404', path, ctx, options);
}

/**
 * The site's page for an answer other than the page asked for, with that status: `/404` (nothing is
 * at the address), `/503` (the backend did not answer in time); an empty page where site/ has none.
 */
function answerPage(site: Site, pagePath: '/404' | '/503', path: string, ctx: RequestContext, options: ResolveOptions): PageResult {
  const status = Number(pagePath.slice(1));
  const entry = site.pagesByPath.get(pagePath);
  const folder: PageFolder = entry?.pageFolder ?? {
    pageFolderId: status === 404 ? 'not-found' : 'unavailable',
    parentId: null,
    name: String(status),
    path,
    sort: 0,
    nodeType: 'landingpage',
    configuration: {},
    dataSourceConfigurations: [],
  };
  return { kind: 'page', status, data: pageData(site, folder, entry?.page ?? EMPTY_PAGE, {}, ctx, options) };
}

/**
 * The extension's BackendUnavailableError (extensions/services/request-scope.ts), by name: the
 * extension may come from a bundle of its own (host/extension-bundle.ts), with its own class.
 */
function backendUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'BackendUnavailableError';
}
