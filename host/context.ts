import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Context } from '@frontastic/extension-types';
import { BRAND_FIELD, getProject, localeWithLanguage, resolveLocale, type ProjectDefinition } from '../src/config/projects';
import { PRODUCT_PATH_PREFIX } from '../src/domain/routes';
import { LOCALE_COOKIE, LOCALE_PARAM, parseLocale, type Locale } from '../src/config/locale';
import type { Environment, PublicSearchConfig } from '../src/shop/ShopContext';
import type { SearchSettings } from '../extensions/settings';
import type { ProjectConfiguration } from '../src/config/project-configuration';

export interface RequestContext {
  project: ProjectDefinition;
  locale: Locale;
  environment: Environment;
  projectConfiguration: ProjectConfiguration;
  /** Project configuration fields only the extensions get (an extension bundle's shop settings, host/extension-bundle.ts); never part of a page. */
  runtimeSettings?: Record<string, unknown>;
}

/**
 * The locale of a request: the address's `locale` parameter (the hreflang alternates link to it),
 * else the locale switch's cookie, when the project serves it, else the project default.
 */
export function localeOfRequest(req: IncomingMessage, project: ProjectDefinition): Locale {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const url = new URL(req.url ?? '/', 'http://localhost');
  const named = url.searchParams.get(LOCALE_PARAM);
  const current = resolveLocale(project, named && project.locales.includes(named) ? named : cookies[LOCALE_COOKIE]);
  // Product pages may name their language in the address (Frontastic.Frontend.Master.Product.view).
  const language = url.pathname.startsWith(PRODUCT_PATH_PREFIX) ? url.searchParams.get('language') : null;
  return parseLocale(localeWithLanguage(project, current, language))!;
}

/**
 * The locale of an action call on the API hub: its `Frontastic-Locale` header (`de_DE`, also the
 * Frontend SDK's `de-DE` and `de_DE@EUR`) when the project serves it, else the project default. The
 * hub has no cookies and no page address. The currency follows the locale's territory (a
 * `Frontastic-Currency` header reaches the actions in `request.headers`).
 */
export function localeOfActionCall(req: IncomingMessage, project: ProjectDefinition): Locale {
  const header = String(req.headers['frontastic-locale'] ?? '')
    .split('@')[0]!
    .replace('-', '_');
  return parseLocale(resolveLocale(project, header))!;
}

export function requestContext(
  req: IncomingMessage,
  options: { projectId: string; environment: Environment; projectConfigurations: ReadonlyMap<string, ProjectConfiguration>; hub?: boolean },
): RequestContext {
  const project = getProject(options.projectId);
  const locale = options.hub ? localeOfActionCall(req, project) : localeOfRequest(req, project);
  return {
    project,
    locale,
    environment: options.environment,
    projectConfiguration: options.projectConfigurations.get(locale.language)!,
  };
}

/** The runtime's `frontasticContext` handed to actions, data sources and the dynamic-page handler. */
export function frontasticContext(ctx: RequestContext): Context {
  return {
    environment: ctx.environment,
    project: {
      projectId: ctx.project.id,
      name: ctx.project.name,
      customer: 'hirmer',
      configuration: {},
      locales: [...ctx.project.locales],
      defaultLocale: ctx.project.defaultLocale,
    },
    // The host's PROJECT_ID reaches the extensions as the project configuration names it in Frontend.
    projectConfiguration: { ...ctx.projectConfiguration, ...ctx.runtimeSettings, [BRAND_FIELD]: ctx.project.id },
    locale: ctx.locale.code,
    featureFlags: {},
  };
}

/**
 * Search settings for the browser: app id, the search-only key and the configured hosts, from the
 * shop settings. For the embedded engine the browser searches its own origin (src/search/lite-client.ts):
 * nothing here is taken from the request.
 */
export function publicSearchConfig(search: SearchSettings): PublicSearchConfig {
  return { appId: search.appId, apiKey: search.apiKey, hosts: search.hosts };
}
