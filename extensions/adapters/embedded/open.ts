import path from 'node:path';
import type { BackendServices } from '../../services';
import { openDatabase } from './db';
import { createEmbeddedServices } from '.';

export const DATABASE_FILE = 'shop.sqlite';

export interface EmbeddedOptions {
  dataDir: string;
  catalogueSize: number;
  catalogueSeed: number;
  /** Seed the demo shop into an empty database (default true; `npm run seed` re-creates it itself). */
  seedWhenEmpty?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedBackend {
  /** The SQLite file. */
  file: string;
  services: BackendServices;
  /** Replaces every row with a freshly generated demo shop. */
  reseed(options: { size: number; seed: number; log?: (m: string) => void }): Promise<void>;
  close(): void;
}

/**
 * The embedded backend: `${dataDir}/shop.sqlite` in WAL mode, migrations applied, the demo shop
 * seeded when empty. Only the composition root opens it (and only the local host can: the
 * deployable extension bundle carries no SQLite).
 */
export async function openEmbeddedBackend(options: EmbeddedOptions): Promise<EmbeddedBackend> {
  const file = path.join(options.dataDir, DATABASE_FILE);
  const db = openDatabase(file);
  try {
    const embedded = createEmbeddedServices(db);
    if (options.seedWhenEmpty !== false) {
      const seeded = await embedded.seedIfEmpty({ size: options.catalogueSize, seed: options.catalogueSeed, log: options.log });
      if (seeded) options.log?.(`Demo data created in ${file}`);
    }
    return {
      file,
      services: embedded.services,
      reseed: (o) => embedded.reseed(o),
      close: () => db.close(),
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
