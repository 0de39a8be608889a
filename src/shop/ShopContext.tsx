import { createContext, useContext } from 'react';
import type { Locale } from '../config/locale';
import type { ProjectDefinition } from '../config/projects';
import type { SearchClientConfig } from '../search/hosts';
import type { ProjectConfiguration } from '../domain/project-configuration';

export type Environment = 'development' | 'production' | 'test';

/** Browser-safe search settings: the host (embedded) or Algolia, with a search-only key. */
export type PublicSearchConfig = SearchClientConfig;

/** What every tastic may know about where it renders: project, locale, environment, configuration. */
export interface ShopContextValue {
  project: ProjectDefinition;
  locale: Locale;
  environment: Environment;
  /** The project configuration (site/project.json), resolved for the current language. */
  projectConfiguration: ProjectConfiguration;
  search: PublicSearchConfig;
}

const ShopContext = createContext<ShopContextValue | null>(null);
export const ShopContextProvider = ShopContext.Provider;

export function useShopContext(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShopContext() needs <AppProviders> above it.');
  return value;
}
