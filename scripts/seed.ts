/**
 * Re-creates the embedded backend's demo data: `npm run seed -- --size 10000 --seed 7`.
 * Defaults come from the configuration (CATALOGUE_SIZE, CATALOGUE_SEED, DATA_DIR). Everything in the
 * database is replaced: catalogue, stores, demo customers, carts, orders, mails.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../extensions/config';
import { openDatabase } from '../extensions/adapters/embedded/db';
import { createEmbeddedServices } from '../extensions/adapters/embedded';
import { DATABASE_FILE } from '../extensions/services/create';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, FREE_LOYALTY_CARD } from '../extensions/adapters/embedded/seed/customers';

const MAX_SIZE = 200_000;

const { values } = parseArgs({ options: { size: { type: 'string' }, seed: { type: 'string' } } });
const config = readServerConfig();
const size = Number(values.size ?? config.CATALOGUE_SIZE);
const seed = Number(values.seed ?? config.CATALOGUE_SEED);
if (!Number.isInteger(size) || size < 10 || size > MAX_SIZE) throw new Error(`--size must be an integer between 10 and ${MAX_SIZE}`);
if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');

const file = path.join(config.dataDir, DATABASE_FILE);
const db = openDatabase(file);
try {
  await createEmbeddedServices(db, config).reseed({ size, seed, log: (m) => console.log(m) });
  console.log(`Database: ${file}`);
  console.log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_CUSTOMERS.map((c) => c.email).join(', ')}`);
  console.log(`Free loyalty card to connect: ${FREE_LOYALTY_CARD.number} / ${FREE_LOYALTY_CARD.code}; captcha token: ${config.CAPTCHA_DEV_TOKEN}`);
  console.log('Restart a running host so that the search index is rebuilt.');
} finally {
  db.close();
}
