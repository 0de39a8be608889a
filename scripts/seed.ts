/**
 * Re-creates the demo data of the configured backend: `npm run seed -- --size 10000 --seed 7`.
 * Embedded (the default): everything in DATA_DIR/shop.sqlite is replaced (catalogue, stores, demo
 * customers, carts, orders, mails). COMMERCE_BACKEND=commercetools: the demo catalogue, stores,
 * stock, discount codes and demo customers are pushed into the CTP_* project, idempotently (a run
 * that was interrupted is completed by the next; every step prints its progress);
 * `-- --types-only` creates only the custom types and product type the adapter needs;
 * `-- --store-stock-products N` gives store stock to the first N products (default 60).
 * Defaults come from the configuration (CATALOGUE_SIZE, CATALOGUE_SEED, DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { readServerConfig } from '../extensions/config';
import { seedDemoShop, attachLocalDeployment, settingsFor } from '../extensions/composition-root';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, FREE_LOYALTY_CARD } from '../extensions/demo-data/customers';
import { SettingsError } from '../extensions/settings';

const MAX_SIZE = 200_000;

const { values } = parseArgs({
  options: {
    size: { type: 'string' },
    seed: { type: 'string' },
    'types-only': { type: 'boolean', default: false },
    'store-stock-products': { type: 'string' },
  },
});
const config = readServerConfig();
const size = Number(values.size ?? config.CATALOGUE_SIZE);
const seed = Number(values.seed ?? config.CATALOGUE_SEED);
if (!Number.isInteger(size) || size < 10 || size > MAX_SIZE) throw new Error(`--size must be an integer between 10 and ${MAX_SIZE}`);
if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
const storeStockProducts = values['store-stock-products'] === undefined ? undefined : Number(values['store-stock-products']);
if (storeStockProducts !== undefined && !(Number.isInteger(storeStockProducts) && storeStockProducts >= 0))
  throw new Error('--store-stock-products must be a whole number');

const deployment = attachLocalDeployment({ env: config.env, embedded: { dataDir: config.dataDir, catalogueSize: size, catalogueSeed: seed } });
try {
  const settings = settingsFor(undefined);
  const typesOnly = values['types-only'];
  const where = await seedDemoShop(settings, {
    size,
    seed,
    typesOnly,
    mediaBaseUrl: config.MEDIA_BASE_URL,
    ...(storeStockProducts !== undefined ? { storeStockProducts } : {}),
    log: (m) => console.log(m),
  });
  if (typesOnly) {
    console.log(`Types ready in ${where}`);
  } else {
    console.log(`Demo shop in ${where}`);
    console.log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_CUSTOMERS.map((c) => c.email).join(', ')}`);
    console.log(`Free loyalty card to connect: ${FREE_LOYALTY_CARD.number} / ${FREE_LOYALTY_CARD.code}; captcha token: ${settings.captchaDevToken}`);
    console.log('Restart a running host so that the search index is rebuilt.');
  }
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await deployment.release();
}
