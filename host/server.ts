import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ExtensionRegistry, Request } from '@frontastic/extension-types';
import extensions from '../extensions';
import { sessionFallback } from './session-fallback';
import { readServerConfig, setServerConfig, type ServerConfig } from '../extensions/config';
import { loadTastics } from '../tastics';
import { sendText } from './compression';
import { messagesForPage } from '../src/i18n/page-messages';
import { tasticTypesOf } from '../src/page/page-tastics';
import { compileMessages } from '../src/i18n/compile';
import type { AppData } from '../src/page/app-data';
import { pageHead } from '../src/page/head';
import { reportError } from '../src/tracking/report-error';
import { buildClientAssets, noClientAssets, serveStatic, type ClientAssets } from './assets';
import { createActionDispatcher, isActionCall } from './actions';
import { corsPolicy, type CorsPolicy } from './cors';
import { publicSearchConfig, requestContext, type RequestContext } from './context';
import { clientIp, headerRecord, queryObject, sendFailure, sendJson } from './http-util';
import { UNAVAILABLE_RETRY_AFTER_S } from '../src/config/constants';
import { resolvePath } from './pages';
import { createPageApi } from './page-api';
import { bundleSettings, loadExtensionBundle } from './extension-bundle';
import { createSessionCodec, loadOrCreateSecret, SESSION_HEADER } from './session';
import { loadSite, type Site } from './site';
import { startBackend } from './backend';
import { baseSecurityHeaders, contentSecurityPolicy, documentSecurityHeaders, newNonce } from './security-headers';
import { crossSiteRefusal, isApiPath, isWellEncoded } from './request-guard';
import type { Services } from '../extensions/services';
import type { SearchStockSync } from '../extensions/search/stock-sync';
import { renderOutbox, sendHtml } from './dev-pages';
import { renderReturnPortal, RETURN_PORTAL_PREFIX } from './return-portal';
import { EXPRESS_CHECKOUT_PREFIX, renderExpressCheckout } from './express-checkout';
import { SIZE_ADVISOR_STAND_IN_PATH, sizeAdvisorStandInScript } from './size-advisor/serve';
import { createCheckoutStandIn } from './checkout/stand-in';
import { formatProblem, validateProject } from '../schemas/validation';
import { browserProjectConfiguration, parseProjectConfiguration } from '../src/domain/project-configuration';
import { LANGUAGES } from '../src/config/languages';

export interface HostOptions {
  /** Repository root (site/, tastics/). */
  root?: string;
  port?: number;
  hostname?: string;
  /** Server configuration; defaults to the environment. */
  config?: ServerConfig;
  development?: boolean;
  /** Rebuild the client bundle on change (npm run dev). */
  watch?: boolean;
  /** Build and serve the browser bundle (default true; HTTP-only tests switch it off to start faster). */
  clientBundle?: boolean;
  /** Fields over site/project.json's (tests: a captcha site key, a checkout address). */
  projectConfiguration?: Record<string, unknown>;
  log?: (message: string) => void;
}

export interface Host {
  url: string;
  port: number;
  /** The actions' own origin when they are served on a second port (ACTIONS_PORT), as the API hub beside a site. */
  actionsUrl?: string;
  server: http.Server;
  site: Site;
  /** The services the composition root built for this host (tests read fixtures through them). */
  services: Services;
  /** Follows stock changes into the search records (tests wait for it: `idle()`); null without a search write key. */
  stockSync: SearchStockSync | null;
  /** The browser bundle it serves (benchmarks weigh a page's modules with it). */
  assets: ClientAssets;
  close(): Promise<void>;
}

/** The site (schemas, pages, configuration) does not validate: the host refuses to serve it. */
export class InvalidSiteError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site does not validate (${problems.length} problem(s)); fix these and start again:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/** The extension version the host's pages send (`Commercetools-Frontend-Extension-Version`): the host runs the one it has. */
export const EXTENSION_VERSION = 'local';

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use. Stop the other process or start with PORT=<free port>.`);
  }
}

/**
 * The server renderer, loaded with the first page. Imported once: a dynamic import of a loaded module
 * still goes through the module loader's hooks (tsx's), about 1 ms per page.
 */
let renderModule: Promise<typeof import('./render')> | undefined;

/** Starts the local runtime: pages (SSR + hydration), actions, sessions, assets, health. */
export async function startHost(options: HostOptions = {}): Promise<Host> {
  const root = path.resolve(options.root ?? process.cwd());
  const config = options.config ?? readServerConfig();
  setServerConfig(config);
  const development = options.development ?? config.NODE_ENV !== 'production';
  const environment = config.NODE_ENV === 'test' ? 'test' : development ? 'development' : 'production';
  const log = options.log ?? ((m: string) => console.log(m));
  if (environment === 'production' && process.env.NODE_ENV !== 'production') {
    // React chose its build from the process's NODE_ENV when it loaded, before this config was read.
    log('Warning: production config in a process without NODE_ENV=production: React renders with its (slower) development build.');
  }

  // The same validation as `npm run validate:schemas`: an invalid site is never served.
  const problems = await validateProject(root);
  if (problems.length) throw new InvalidSiteError(problems.map(formatProblem));
  const site = loadSite(root);
  // MEDIA_BASE_URL stands for the media base a Frontend project configures (the host's own origin when empty).
  const stored = {
    ...site.projectConfiguration,
    ...(config.MEDIA_BASE_URL ? { mediaBaseUrl: config.MEDIA_BASE_URL } : {}),
    ...options.projectConfiguration,
  };
  const projectConfigurations = new Map(LANGUAGES.map((l) => [l, parseProjectConfiguration(stored, l)]));
  const sessions = createSessionCodec(loadOrCreateSecret(config.dataDir, config.SESSION_SECRET));
  const assets: ClientAssets = options.clientBundle === false ? noClientAssets() : await buildClientAssets({ root, development, watch: options.watch });
  const tastics = await loadTastics();
  const backend = await startBackend(config, log);
  // EXTENSION_BUNDLE: a built bundle as commercetools Frontend runs it, told its settings once the host listens.
  const bundle = config.EXTENSION_BUNDLE ? await loadExtensionBundle(path.resolve(root, config.EXTENSION_BUNDLE)) : null;
  let runtimeSettings: Record<string, unknown> | undefined;
  const registry: ExtensionRegistry = bundle ?? extensions;
  // The site origins that may call the actions cross-origin: configured, else the host's own addresses (known once listening).
  let siteOrigins: CorsPolicy = corsPolicy(config.SITE_ORIGINS.split(','));
  const actions = createActionDispatcher({
    extensions: registry,
    sessions,
    secureCookies: !development,
    cors: { allows: (origin) => siteOrigins.allows(origin) },
  });
  /** The port of the actions' second origin, once listening. */
  let actionsPort: number | undefined;

  const contextOf = (req: http.IncomingMessage, hub = false): RequestContext => ({
    ...requestContext(req, { projectId: config.PROJECT_ID, environment, projectConfigurations, storedConfiguration: stored, hub }),
    runtimeSettings,
  });
  /** Where the page's scripts call the actions: its own origin, or the second one on the host name the shopper used. */
  const actionsEndpoint = (req: http.IncomingMessage, protocol: string): string => {
    if (actionsPort === undefined) return '';
    const hostname = new URL(`http://${req.headers.host ?? 'localhost'}`).hostname;
    return `${protocol}://${hostname.includes(':') ? `[${hostname}]` : hostname}:${actionsPort}`;
  };
  const pageApi = createPageApi({
    site,
    extensions: registry,
    contextOf,
    configurationFor: (language) => projectConfigurations.get(language as (typeof LANGUAGES)[number])!,
    sessionOf: (req) => sessions.read(req.headers.cookie, headerRecord(req)[SESSION_HEADER]) ?? {},
  });
  const checkoutStandIn = createCheckoutStandIn({
    services: () => backend.shop.services,
    sessionOf: (req) => sessions.read(req.headers.cookie, headerRecord(req)[SESSION_HEADER]) ?? {},
  });

  let closing = false;
  /** Ready once the search indices are built: a load balancer sends shoppers only then. */
  let ready = false;
  const baseHeaders = baseSecurityHeaders(environment === 'production');
  const documentHeaders = documentSecurityHeaders();

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!isWellEncoded(url.pathname)) {
      return sendFailure(res, 400, 'bad_request', 'The address is not validly percent-encoded.');
    }
    if (assets.serve(req, res, url)) return;
    for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    if (url.pathname === '/health') {
      // Liveness: the process answers.
      return sendJson(res, closing ? 503 : 200, { status: closing ? 'stopping' : 'ok' });
    }
    if (url.pathname === '/health/ready') {
      const state = closing ? 'stopping' : ready ? 'ready' : 'starting';
      return sendJson(res, state === 'ready' ? 200 : 503, { status: state });
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(301, { location: '/static/favicon.svg', 'cache-control': 'public, max-age=86400' }).end();
      return;
    }
    if (serveStatic(root, res, url)) return;
    if (url.pathname === SIZE_ADVISOR_STAND_IN_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      res
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })
        .end(req.method === 'GET' ? sizeAdvisorStandInScript(root) : undefined);
      return;
    }
    if (await backend.handle(req, res, url)) return;
    if (url.pathname.startsWith(RETURN_PORTAL_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
      const orderNumber = url.pathname.slice(RETURN_PORTAL_PREFIX.length);
      const email = url.searchParams.get('email') ?? '';
      const order = orderNumber && email ? await backend.shop.services.orders.findByNumberAndEmail(orderNumber, email) : null;
      const page = renderReturnPortal(order, orderNumber, contextOf(req).locale.language);
      return sendHtml(res, page.html, page.status);
    }
    if (url.pathname.startsWith(EXPRESS_CHECKOUT_PREFIX) && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = renderExpressCheckout(url.pathname.slice(EXPRESS_CHECKOUT_PREFIX.length), url.searchParams, contextOf(req).locale.language);
      return sendHtml(res, page.html, page.status);
    }
    if (await checkoutStandIn.handle(req, res, url, contextOf(req))) return;
    if (await pageApi(req, res, url)) return;
    if (development && url.pathname === '/_dev/outbox') {
      return sendHtml(res, await renderOutbox(backend.shop.services.outbox));
    }
    const ctx = contextOf(req);
    // The site's addresses carry the session cookie, so a call from another site is refused; the API
    // hub's address takes no cookie (the session comes in its header), and CORS guards who reads it.
    if (isApiPath(url.pathname) && !isActionCall(url.pathname)) {
      const refused = crossSiteRefusal(req);
      if (refused) return sendFailure(res, 403, 'cross_site_request', refused);
    }
    if (await actions.handle(req, res, url, (hub) => (hub ? contextOf(req, true) : ctx))) return;
    // An unknown API address answers in the API's shape, not with the HTML 404 page.
    if (isApiPath(url.pathname)) return sendFailure(res, 404, 'not_found', `Nothing is at ${url.pathname}.`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendFailure(res, 405, 'method_not_allowed', `${req.method} is not allowed on pages.`);
    }
    const started = performance.now();
    const headers = headerRecord(req);
    const request: Request = {
      method: 'GET',
      path: url.pathname,
      query: queryObject(url),
      headers,
      hostname: url.hostname,
      clientIp: clientIp(req),
      sessionData: sessions.read(req.headers.cookie, headers[SESSION_HEADER]) ?? {},
    };
    const result = await resolvePath(site, registry, ctx, request);
    if (result.kind === 'redirect') {
      res.writeHead(result.status, { location: result.location, 'cache-control': 'no-store' }).end();
      return;
    }
    // The messages of the shell and of the page's tastics (src/i18n/page-messages.ts), about a third of
    // the language's: the host loads every page from the server, with that page's messages.
    const messages = messagesForPage(ctx.locale.language, tasticTypesOf(result.data));
    const head = pageHead(result.data, {
      language: ctx.locale.language,
      shopName: ctx.project.name,
      status: result.status,
      locale: ctx.locale.code,
      locales: ctx.project.locales,
      defaultLocale: ctx.project.defaultLocale,
    });
    // The shop's own address as the browser used it (behind a proxy: its forwarded protocol).
    const protocol = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    const endpoint = actionsEndpoint(req, protocol);
    const data: AppData = {
      page: result.data,
      projectId: ctx.project.id,
      locale: ctx.locale.code,
      environment,
      projectConfiguration: browserProjectConfiguration(ctx.projectConfiguration),
      search: publicSearchConfig(backend.shop.settings.search),
      actions: { endpoint, extensionVersion: EXTENSION_VERSION },
      messages: compileMessages(messages, ctx.locale.intl),
      fallback: await sessionFallback(result.data, registry, ctx, request),
      query: url.search,
      title: head.title,
      status: result.status,
    };
    const resolved = performance.now();
    const { renderDocument } = await (renderModule ??= import('./render'));
    const origin = `${protocol}://${req.headers.host ?? 'localhost'}`;
    const nonce = newNonce();
    // Analytics on (the data layer and the newsletter flyout work as after a consent), third-party
    // marketing embeds ask the shopper block by block.
    const html = renderDocument(data, tastics, assets, { head, origin, nonce, consent: { analytics: true, marketing: false } });
    const rendered = performance.now();
    sendText(
      req,
      res,
      result.status,
      {
        // The page's own time on the server (the data, the render; sendText adds the compression),
        // for the browser's developer tools and the page benchmark.
        'server-timing': `data;dur=${(resolved - started).toFixed(1)}, render;dur=${(rendered - resolved).toFixed(1)}`,
        'content-security-policy': contentSecurityPolicy(nonce, backend.shop.settings.search, {
          captcha: Boolean(ctx.projectConfiguration.captchaSiteKey),
          actionsOrigin: endpoint || undefined,
          sizeAdvisorScript: ctx.projectConfiguration.sizeAdvisorScriptUrl,
        }),
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-language': ctx.locale.language,
        // The site's /503 page: the backend did not answer in time; a crawler comes back later.
        ...(result.status === 503 ? { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) } : {}),
      },
      html,
    );
  }

  /** The second origin (ACTIONS_PORT): the actions and the page API, as the API hub serves them; nothing of the site. */
  async function handleActionsOrigin(req: http.IncomingMessage, res: http.ServerResponse) {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!isWellEncoded(url.pathname)) return sendFailure(res, 400, 'bad_request', 'The address is not validly percent-encoded.');
    if (url.pathname === '/health') return sendJson(res, closing ? 503 : 200, { status: closing ? 'stopping' : 'ok' });
    if (isActionCall(url.pathname) && (await actions.handle(req, res, url, () => contextOf(req, true)))) return;
    if (await pageApi(req, res, url)) return;
    sendFailure(res, 404, 'not_found', `Nothing is at ${url.pathname}.`);
  }

  const serve = (handler: typeof handle) => (req: http.IncomingMessage, res: http.ServerResponse) => {
    handler(req, res).catch((error) => {
      reportError(error, { source: 'host', url: req.url });
      if (!res.headersSent) sendFailure(res, 500, 'internal', 'There is some technical problem. Please try it again!');
      else res.end();
    });
  };
  const server = http.createServer(serve(handle));
  const actionsServer = config.ACTIONS_PORT === undefined ? null : http.createServer(serve(handleActionsOrigin));
  // An idle connection stays open longer than a client's or a load balancer's idle time (about a
  // minute): a client that reuses it as the server closes it gets a reset. The server-side search
  // client reuses its connections to the embedded engine, and with a single host a reset fails its
  // request ("Unreachable hosts"), which Node's default of 5 s made happen now and then under load.
  server.keepAliveTimeout = 65_000;
  if (actionsServer) actionsServer.keepAliveTimeout = 65_000;

  const listen = (target: http.Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      target.once('error', (error: NodeJS.ErrnoException) => {
        reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
      });
      target.listen(port, options.hostname ?? '127.0.0.1', () => resolve());
    });
  await listen(server, options.port ?? 0)
    .then(async () => {
      if (actionsServer) await listen(actionsServer, config.ACTIONS_PORT!);
    })
    .catch(async (error: unknown) => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      await assets.close();
      throw error;
    });
  const port = (server.address() as AddressInfo).port;
  actionsPort = actionsServer ? (actionsServer.address() as AddressInfo).port : undefined;
  const ownHost = options.hostname && options.hostname !== '0.0.0.0' ? options.hostname : 'localhost';
  if (!config.SITE_ORIGINS.trim()) siteOrigins = corsPolicy([...new Set(['localhost', '127.0.0.1', ownHost])].map((h) => `http://${h}:${port}`));
  if (bundle) runtimeSettings = bundleSettings(config.env, `http://127.0.0.1:${port}`);
  const url = `http://${ownHost}:${port}`;
  backend.listening(port, url);
  // The indexer talks to the search API through the algoliasearch client, so it runs once the port is open.
  const indexed = await backend.index(port, site.projectConfiguration).catch(async (error) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (actionsServer) await new Promise<void>((resolve) => actionsServer.close(() => resolve()));
    await backend.close();
    throw error;
  });
  ready = true;
  log(indexed.reindexed ? `Search indices rebuilt: ${indexed.products} products in ${indexed.ms} ms` : 'Search indices are up to date');

  return {
    url,
    port,
    ...(actionsPort !== undefined ? { actionsUrl: `http://${ownHost}:${actionsPort}` } : {}),
    server,
    site,
    services: backend.shop.services,
    stockSync: backend.shop.stockSync,
    assets,
    async close() {
      closing = true;
      await Promise.all(
        [server, actionsServer].map(
          (target) =>
            target &&
            new Promise<void>((resolve) => {
              target.close(() => resolve());
              target.closeIdleConnections();
            }),
        ),
      );
      await assets.close();
      await backend.close();
    },
  };
}
