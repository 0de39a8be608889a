import type { ProjectId } from '../config/projects';
import type { ProjectConfiguration } from './project-configuration';

/** The action a Frontend project's server calls for its renderer's shop settings (`sdk.callAction({ actionName })`). */
export const SHOP_CONTEXT_ACTION = 'hirmer-context/shop';

/**
 * The answer of the `hirmer-context/shop` action: where the shop renders, as a Frontend project's renderer
 * hands it to `ShopShell` / `Renderer` (with its own `environment`).
 */
export interface ShopContextAnswer {
  success: true;
  shop: {
    projectId: ProjectId;
    locale: string;
    projectConfiguration: ProjectConfiguration;
    /** Algolia's app id and search-only key, the hosts to search (the local host's engine: its address). */
    search: { appId: string; apiKey: string; hosts: { url: string; port?: number; protocol: 'http' | 'https' }[] };
  };
}
