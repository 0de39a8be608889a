import type { TasticLoaders, TasticModule } from '../../src/shop/registry';

/** The element holding the entry script of each tastic the page shows (host/render.tsx writes it). */
export const TASTIC_SCRIPTS_ELEMENT_ID = 'tastic-scripts';

/**
 * The loaders of the page's tastics, from the scripts the page names: the browser needs the code of
 * these only, and learns where it is from the page instead of from a registry of every tastic.
 */
export function pageTasticLoaders(document: Document): TasticLoaders {
  const element = document.getElementById(TASTIC_SCRIPTS_ELEMENT_ID);
  const scripts = JSON.parse(element?.textContent || '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(scripts).map(([type, src]) => [type, () => import(src) as Promise<TasticModule>]));
}
