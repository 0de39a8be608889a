import type { Algoliasearch } from 'algoliasearch';
import type { Currency } from '../../src/config/currencies';
import type { Language } from '../../src/config/languages';
import type { Locale } from '../../src/config/locale';
import type { ProjectDefinition } from '../../src/config/projects';
import type { ProjectConfiguration } from '../../src/domain/project-configuration';
import type { Services } from '../services';
import type { SearchSettings, ShopSettings } from '../settings';
import type { SearchStockSync } from '../search/stock-sync';

/**
 * What every action, data source and the dynamic page handler work with, one per call, built in one
 * place (extensions/request-context.ts) from the context the runtime passes: the shop (settings,
 * services) of its project configuration, the brand, the locale (src/config/request-locale.ts: an
 * action's `Frontastic-Locale` header, its `locale` parameter, the runtime's locale, the project's
 * default) and what follows from them. An action adds its verified session and runs within its time
 * budget (extensions/lib/action.ts, extensions/lib/budget.ts).
 */
export interface RequestContext {
  project: ProjectDefinition;
  locale: Locale;
  /** The locale's currency (its territory's: a `Frontastic-Currency` header does not change prices). */
  currency: Currency;
  /** The runtime's project configuration resolved for the locale's language (src/domain/project-configuration.ts). */
  configuration: ProjectConfiguration;
  settings: ShopSettings;
  services: Services;
  shop: Shop;
}

/** A deployment's shop: what the composition root (extensions/composition-root.ts) builds from a set of settings. */
export interface Shop {
  settings: ShopSettings;
  services: Services;
  /** Follows stock changes into the search records (extensions/search/stock-sync.ts); null without a search write key or with pinned services. */
  stockSync: SearchStockSync | null;
  /** The server's search client (full algoliasearch: search and write methods), built once per search settings. */
  searchClient(): Algoliasearch;
  /**
   * The search settings a browser gets (the search-only key): the embedded engine named by the local
   * host's address, so that a page of another origin (a Frontend project's site) searches it too.
   */
  browserSearch(): SearchSettings;
  /** The local host's own address (`http://127.0.0.1:3000`), where it serves the demo pictures; null inside commercetools Frontend. */
  localOrigin(): string | null;
}

/**
 * A call's context before it is built, as a handler receives it beside the runtime's arguments: the
 * context is built when the handler asks for it (an action: within its time budget, so that a backend
 * that does not answer is answered 503 like any other), and what an answer needs before then or
 * without it.
 */
export interface RequestContextSource {
  /** The context, built once per call; throws SettingsError for a deployment without its settings. */
  context(): Promise<RequestContext>;
  /** The language an answer is written in, also when the context cannot be built. */
  language(): Language;
  /** The action's time budget in milliseconds (setting actionTimeBudgetMs); undefined when the settings cannot be read. */
  budgetMs(): number | undefined;
}
