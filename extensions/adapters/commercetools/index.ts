import type { BackendServices } from '../../services';
import type { CommercetoolsSettings } from '../../settings';

export function createCommercetoolsServices(config: CommercetoolsSettings): Promise<{ services: BackendServices; close(): Promise<void> }> {
  return Promise.reject(new Error(`WIP ${config.projectKey}`));
}
