import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Services } from './index';
import { openDatabase } from '../adapters/embedded/db';
import { createEmbeddedServices } from '../adapters/embedded';
import { setImageLookup } from '../adapters/embedded/media';

export const DATABASE_FILE = 'shop.sqlite';

/**
 * Opens the backend the configuration names and returns every port. Embedded (the default):
 * `${dataDir}/shop.sqlite` in WAL mode, migrations applied, the demo shop seeded when empty
 * (CATALOGUE_SIZE products from CATALOGUE_SEED). The host calls this once at start, then setServices.
 */
export async function openServices(config: ServerConfig, options: { log?: (m: string) => void } = {}): Promise<Services & { close(): void }> {
  if (config.COMMERCE_BACKEND !== 'embedded') {
    throw new Error(`COMMERCE_BACKEND=${config.COMMERCE_BACKEND} has no adapter in this build; use embedded.`);
  }
  const db = openDatabase(path.join(config.dataDir, DATABASE_FILE));
  try {
    const embedded = createEmbeddedServices(db, config);
    const seeded = await embedded.seedIfEmpty({ size: config.CATALOGUE_SIZE, seed: config.CATALOGUE_SEED, log: options.log });
    if (seeded) options.log?.(`Demo data created in ${path.join(config.dataDir, DATABASE_FILE)}`);
    setImageLookup(embedded.imageLook);
    return {
      ...embedded.services,
      close: () => {
        setImageLookup(null);
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
