import type http from 'node:http';
import type { ExtensionRegistry, Request } from '@frontastic/extension-types';
import type { ProjectConfiguration } from '../src/domain/project-configuration';
import type { PageData } from '../src/shop/page-model';
import type { FrontendPageFolder, FrontendPageResponse, FrontendRedirectResponse } from '../src/shop/frontend-page';
import { localeOfHubCall, type RequestContext } from './context';
import { clientIp, headerRecord, queryObject, sendFailure, sendJson } from './http-util';
import { UNAVAILABLE_RETRY_AFTER_S } from '../src/config/constants';
import { translate } from '../src/i18n/translate';
import { resolvePath } from './pages';
import { mediaOnOrigin } from './media/media-on-origin';
import type { Site } from './site';

/**
 * The API hub's page API, as `sdk.page.getPage` of `@commercetools/frontend-sdk` calls it: `POST
 * /frontastic/page` (the page's query string on the URL) with the headers `Frontastic-Path` and
 * `Frontastic-Locale`. The answer is the runtime's `PageResponse`: the page with its editor values
 * resolved for the locale and data-source fields as references `{ dataSourceId }`, the page folder,
 * and `data.dataSources` with each data source's payload (a dynamic page's under `__master`); a moved
 * address answers `{ statusCode, reason, targetType, target }`; an unknown one 404. Its media files
 * are URLs on the hub (host/media/media-on-origin.ts), as the media library's are on its CDN.
 */
export const PAGE_API_PATH = '/frontastic/page';

export interface PageApiOptions {
  site: Site;
  extensions: ExtensionRegistry;
  /** The request's context (project, environment); the locale is the one the caller names. */
  contextOf(req: http.IncomingMessage): RequestContext;
  configurationFor(language: string): ProjectConfiguration;
  sessionOf(req: http.IncomingMessage): Request['sessionData'];
}

/** A page address: starts with /, no dot segments, no backslash, printable. */
const PAGE_PATH = /^\/(?:[^/\\\s?#.][^/\\\s?#]*\/?)*$/;

function frontendFolder(data: PageData): FrontendPageFolder & { dataSourceConfigurations: unknown[]; depth: number } {
  const ancestors = data.pageFolder.breadcrumbs.map((b) => b.pageFolderId).filter((id) => id !== data.pageFolder.pageFolderId);
  return {
    pageFolderId: data.pageFolder.pageFolderId,
    name: data.pageFolder.name,
    isDynamic: data.dynamic !== undefined,
    pageFolderType: data.dynamic?.dynamicPageType ?? 'landingpage',
    configuration: data.pageFolder.configuration,
    dataSourceConfigurations: [],
    ancestorIdsMaterializedPath: ancestors.length ? `/${ancestors.join('/')}/` : '/',
    depth: ancestors.length,
    sort: data.pageFolder.sort,
    breadcrumbs: data.pageFolder.breadcrumbs,
    _url: data.pageFolder.path,
  };
}

export function createPageApi(options: PageApiOptions) {
  return async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== PAGE_API_PATH) return false;
    if (req.method !== 'POST' && req.method !== 'GET') {
      sendFailure(res, 405, 'method_not_allowed', `${req.method} is not allowed on ${PAGE_API_PATH}.`);
      return true;
    }
    const headers = headerRecord(req);
    const path = headers['frontastic-path'] ?? url.searchParams.get('path') ?? '';
    if (!PAGE_PATH.test(path) || path.length > 2048) {
      sendFailure(res, 400, 'bad_request', 'The header Frontastic-Path names the page address, e.g. /bekleidung.');
      return true;
    }
    const base = options.contextOf(req);
    // The caller's locale (its Frontastic-Locale header), as the hub names it in the runtime's context.
    const named = localeOfHubCall(req, base.project);
    const ctx: RequestContext = { ...base, locale: named, projectConfiguration: options.configurationFor(named.language) };
    const query = queryObject(url);
    delete query.path;
    const request: Request = {
      method: 'GET',
      path,
      query,
      headers,
      hostname: url.hostname,
      clientIp: clientIp(req),
      sessionData: options.sessionOf(req) ?? {},
    };
    const result = await resolvePath(options.site, options.extensions, ctx, request, { dataSourcesByReference: true });
    if (result.kind === 'redirect') {
      const redirect: FrontendRedirectResponse = { statusCode: result.status, reason: 'dynamic page redirect', targetType: 'link', target: result.location };
      sendJson(res, 200, redirect);
      return true;
    }
    if (result.status === 503) {
      // As the API hub answers a page whose dynamic page handler failed: the page is there, not now.
      res.setHeader('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      sendFailure(res, 503, 'backend_unavailable', translate('errors.backend_unavailable', ctx.locale.language));
      return true;
    }
    if (result.status === 404) {
      sendFailure(res, 404, 'not_found', `No page at ${path}.`);
      return true;
    }
    // The page's media on the hub's address as its caller used it (behind a proxy: the forwarded protocol).
    const origin = `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${req.headers.host ?? url.host}`;
    const folder = frontendFolder(result.data);
    const body: FrontendPageResponse = {
      page: mediaOnOrigin(result.data.page, origin),
      pageFolder: { ...folder, configuration: mediaOnOrigin(folder.configuration, origin) },
      data: { dataSources: result.data.dataSources },
    };
    sendJson(res, 200, body);
    return true;
  };
}
