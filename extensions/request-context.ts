import type {
  ActionHandler,
  Context,
  DataSourceConfiguration,
  DataSourceContext,
  DataSourceHandler,
  DataSourceResult,
  DynamicPageContext,
  DynamicPageHandler,
  DynamicPageRedirectResult,
  DynamicPageSuccessResult,
  Request,
  Response,
} from '@frontastic/extension-types';
import * as z from 'zod';
import { getProject } from '../src/config/projects';
import { requestLanguage, requestLocale, type LocaleSources } from '../src/config/request-locale';
import { projectConfigurationFor } from '../src/domain/project-configuration';
import { brandFor, settingsFor, shopFor } from './composition-root';
import type { RequestContext, RequestContextSource } from './lib/request-context';
import { SettingsError } from './settings';
import { withinBudget } from './lib/budget';
import { BackendUnavailableError, newRequestId } from './services/request-scope';
import { ACTION_TIME_BUDGET_MS } from '../src/config/constants';

/**
 * The one place a call's context is built (extensions/lib/request-context.ts): from the context the
 * runtime passes (`actionContext.frontasticContext`, `dataSourceContext.frontasticContext`) and, for an
 * action, its request's `Frontastic-Locale` header and `locale` parameter. The services come from the
 * composition root; the actions, data sources and the dynamic page handler below get the context
 * through the adapters at the end of this module, which the registry (extensions/index.ts,
 * data-sources.ts, dynamic-page-handler.ts) puts between them and the runtime.
 */

function headerOf(request: Pick<Request, 'headers'>, name: string): string | undefined {
  const headers = (Array.isArray(request.headers) ? {} : (request.headers ?? {})) as Record<string, unknown>;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' ? value : undefined;
}

/** A project configuration our schema refuses is the deployment's error, answered like a missing setting. */
function configurationOf(frontasticContext: Context | undefined, language: string) {
  try {
    return projectConfigurationFor(frontasticContext?.projectConfiguration ?? {}, language);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    throw new SettingsError(error.issues.map((issue) => `project configuration ${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
}

/**
 * A call's context. `request` is an action's: its `Frontastic-Locale` header and `locale` parameter
 * come before the runtime's locale. A page's data source and the dynamic page handler take the
 * locale the runtime names for the page.
 */
export function requestContextSource(frontasticContext: Context | undefined, request?: Pick<Request, 'headers' | 'query'>): RequestContextSource {
  const sources: LocaleSources = {
    header: request ? headerOf(request, 'frontastic-locale') : undefined,
    query: request?.query?.locale,
    context: frontasticContext?.locale,
  };
  let built: Promise<RequestContext> | undefined;

  async function build(): Promise<RequestContext> {
    const shop = await shopFor(frontasticContext);
    const project = getProject(brandFor(frontasticContext));
    const locale = requestLocale(project, sources);
    return {
      project,
      locale,
      currency: locale.currency,
      configuration: configurationOf(frontasticContext, locale.language),
      settings: shop.settings,
      services: shop.services,
      shop,
    };
  }

  return {
    context: () => (built ??= build()),
    language() {
      try {
        return requestLocale(getProject(brandFor(frontasticContext)), sources).language;
      } catch (error) {
        if (error instanceof SettingsError) return requestLanguage(sources);
        throw error;
      }
    },
    budgetMs() {
      try {
        return settingsFor(frontasticContext).actionTimeBudgetMs;
      } catch {
        return undefined;
      }
    },
  };
}

/** An action of the action kit (extensions/lib/action.ts): the runtime's request and the call's context. */
export type ContextualAction = (request: Request, source: RequestContextSource) => Promise<Response>;
export type ContextualDataSource = (config: DataSourceConfiguration, context: DataSourceContext, source: RequestContextSource) => Promise<DataSourceResult>;
export type ContextualPageHandler = (
  request: Request,
  context: DynamicPageContext,
  source: RequestContextSource,
) => Promise<DynamicPageSuccessResult | DynamicPageRedirectResult | null>;

/** The actions by namespace as the runtime calls them. */
export function runtimeActions<A extends Record<string, Record<string, ContextualAction>>>(
  actions: A,
): { [N in keyof A]: { [K in keyof A[N]]: ActionHandler } } {
  return Object.fromEntries(
    Object.entries(actions).map(([namespace, module]) => [
      namespace,
      Object.fromEntries(
        Object.entries(module).map(([name, action]) => [
          name,
          ((request, actionContext) => action(request, requestContextSource(actionContext?.frontasticContext, request))) satisfies ActionHandler,
        ]),
      ),
    ]),
  ) as { [N in keyof A]: { [K in keyof A[N]]: ActionHandler } };
}

/** The time budget of a call (setting actionTimeBudgetMs; the default when the settings cannot be read). */
const budgetOf = (source: RequestContextSource) => source.budgetMs() ?? ACTION_TIME_BUDGET_MS;

/**
 * A data source as the runtime calls it, within the extension's time budget (extensions/lib/budget.ts):
 * its backend calls stop at the budget's deadline, and a data source that has not answered by then,
 * or whose backend did not answer, answers `withoutBackend` (what the page can show without it).
 */
export function runtimeDataSource(
  dataSource: ContextualDataSource,
  withoutBackend: (config: DataSourceConfiguration, context: DataSourceContext) => DataSourceResult,
): DataSourceHandler {
  return (config, context) => {
    const source = requestContextSource(context.frontasticContext);
    return withinBudget(
      `data source ${config.type}`,
      budgetOf(source),
      newRequestId(),
      () =>
        dataSource(config, context, source).catch((error: unknown) => {
          if (!(error instanceof BackendUnavailableError)) throw error;
          return withoutBackend(config, context);
        }),
      () => withoutBackend(config, context),
    );
  };
}

/**
 * The dynamic page handler as the runtime calls it, within the extension's time budget: a page whose
 * backend does not answer in time fails as `BackendUnavailableError` (the runtime's page answer is
 * then 503, not a page missing), never after the runtime has cut the call.
 */
export function runtimePageHandler(handler: ContextualPageHandler): DynamicPageHandler {
  return (request, context) => {
    const source = requestContextSource(context.frontasticContext);
    return withinBudget(
      `page ${request.path}`,
      budgetOf(source),
      newRequestId(),
      () => handler(request, context, source),
      () => {
        throw new BackendUnavailableError(`The page ${request.path} was not resolved within the time budget.`);
      },
    );
  };
}
