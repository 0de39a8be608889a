import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Context } from '@frontastic/extension-types';
import { BRAND_FIELD, getProject, localeWithLanguage, type ProjectDefinition } from '../src/config/projects';
import { PRODUCT_PATH_PREFIX } from '../src/domain/routes';
import { LOCALE_COOKIE, LOCALE_PARAM, parseLocale, type Locale } from '../src/config/locale';
import { requestLocale } from '../src/config/request-locale';
import type { Environment, PublicSearchConfig } from '../src/shop/ShopContext';
import type { SearchSettings } from '../extensions/settings';
import type { ProjectConfiguration } from '../src/domain/project-configuration';

export interface RequestContext {
  project: ProjectDefinition;
  locale: Locale;
  environment: Environment;
  /** The project configuration resolved for the locale's language: what the host's own pages get. */
  projectConfiguration: ProjectConfiguration;
  /** The project configuration as Studio stores it (site/project.json): what the runtime passes the extensions. */
  storedConfiguration: Record<string, unknown>;
  /** Project configuration fields only the extensions get (an extension bundle's shop settings, host/extension-bundle.ts); never part of a page. */
  runtimeSettings?: Record<string, unknown>;
}

/**
 * The locale of a page of the site, as a Frontend project's site chooses it before it asks the API
 * hub: the address's `locale` parameter (the hreflang alternates link to it), else the locale
 * switch's cookie, by the one rule of src/config/request-locale.ts; a product page may then name
 * its language in the address (Frontastic.Frontend.Master.Product.view).
 */
export function localeOfRequest(req: IncomingMessage, project: ProjectDefinition): Locale {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const url = new URL(req.url ?? '/', 'http://localhost');
  const current = requestLocale(project, { query: url.searchParams.get(LOCALE_PARAM), context: cookies[LOCALE_COOKIE] });
  const language = url.pathname.startsWith(PRODUCT_PATH_PREFIX) ? url.searchParams.get('language') : null;
  return parseLocale(localeWithLanguage(project, current.code, language))!;
}

/**
 * The locale the API hub names in the runtime's context of an action call or a page it is asked
 * for: its `Frontastic-Locale` header, by the one rule (src/config/request-locale.ts). The hub has
 * no cookies and no page address. The actions read the header themselves as well (extensions/request-context.ts).
 */
export function localeOfHubCall(req: IncomingMessage, project: ProjectDefinition): Locale {
  return requestLocale(project, { header: req.headers['frontastic-locale'] });
}

export function requestContext(
  req: IncomingMessage,
  options: {
    projectId: string;
    environment: Environment;
    projectConfigurations: ReadonlyMap<string, ProjectConfiguration>;
    storedConfiguration: Record<string, unknown>;
    hub?: boolean;
  },
): RequestContext {
  const project = getProject(options.projectId);
  const locale = options.hub ? localeOfHubCall(req, project) : localeOfRequest(req, project);
  return {
    project,
    locale,
    environment: options.environment,
    projectConfiguration: options.projectConfigurations.get(locale.language)!,
    storedConfiguration: options.storedConfiguration,
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
    // The stored fields, as Studio keeps them; the host's PROJECT_ID as the project configuration names it in Frontend.
    projectConfiguration: { ...ctx.storedConfiguration, ...ctx.runtimeSettings, [BRAND_FIELD]: ctx.project.id },
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
