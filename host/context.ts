import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Context } from '@frontastic/extension-types';
import { getProject, resolveLocale, type ProjectDefinition } from '../src/config/projects';
import { LOCALE_COOKIE, parseLocale, type Locale } from '../src/config/locale';
import type { Environment, PublicSearchConfig } from '../src/page/ShopContext';
import type { ProjectConfiguration } from '../src/config/project-configuration';

export interface RequestContext {
  project: ProjectDefinition;
  locale: Locale;
  environment: Environment;
  projectConfiguration: ProjectConfiguration;
}

/** The locale of a request: the locale switch's cookie when the project serves it, else the project default. */
export function localeOfRequest(req: IncomingMessage, project: ProjectDefinition): Locale {
  const cookies = parseCookies(req.headers.cookie ?? '');
  return parseLocale(resolveLocale(project, cookies[LOCALE_COOKIE]))!;
}

export function requestContext(
  req: IncomingMessage,
  options: { projectId: string; environment: Environment; projectConfigurations: ReadonlyMap<string, ProjectConfiguration> },
): RequestContext {
  const project = getProject(options.projectId);
  const locale = localeOfRequest(req, project);
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
    projectConfiguration: ctx.projectConfiguration,
    locale: ctx.locale.code,
    featureFlags: {},
  };
}

export function publicSearchConfig(appId: string, apiKey: string, hosts: string): PublicSearchConfig {
  const list = hosts
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map((h) => {
      const url = new URL(h.includes('://') ? h : `https://${h}`);
      return {
        url: url.hostname,
        protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
        ...(url.port ? { port: Number(url.port) } : {}),
      };
    });
  return { appId, apiKey, hosts: list };
}
