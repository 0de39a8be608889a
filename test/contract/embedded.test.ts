import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmbeddedBackend } from '../../extensions/adapters/embedded/open';
import { CONTRACT_SEED, CONTRACT_SIZE, contractSuite } from './suite';

contractSuite('embedded (SQLite)', { computesVoucherDiscounts: true }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-embedded-'));
  const backend = await openEmbeddedBackend({ dataDir, catalogueSize: CONTRACT_SIZE, catalogueSeed: CONTRACT_SEED });
  return {
    services: backend.services,
    close: async () => {
      backend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});
