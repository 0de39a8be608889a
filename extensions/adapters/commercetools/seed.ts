import type { CommercetoolsSettings } from '../../settings';
export async function seedCommercetools(config: CommercetoolsSettings, options: { size: number; seed: number; log?: (m: string) => void }): Promise<void> {
  throw new Error(`WIP ${config.projectKey} ${options.size}`);
}
