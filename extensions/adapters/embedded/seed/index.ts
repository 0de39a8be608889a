import type { Db } from '../db';
import { productWriter, type EmbeddedCatalogue } from '../catalogue';
import type { Order } from '../../../../src/domain/order';
import type { LoyaltyLevel, LoyaltyVoucher } from '../../../../src/domain/loyalty';
import type { MappedReview } from '../../../../src/domain/review';
import { createRng } from '../../../demo-data/random';
import { buildCategories } from '../../../demo-data/categories';
import { generateProducts } from '../../../demo-data/products';
import { generateReviews } from '../../../demo-data/reviews';
import { STORES } from '../../../demo-data/stores';
import { seedCustomers } from './customers';

export interface SeedOptions {
  size: number;
  seed: number;
  log?: (message: string) => void;
}

export interface SeedWriters {
  catalogue: EmbeddedCatalogue;
  writeOrder(order: Order, accountId: string): void;
  writeCard(card: {
    number: string;
    code: string;
    level: LoyaltyLevel;
    accountId: string | null;
    vouchers: LoyaltyVoucher[];
    travelVoucherCode?: string;
  }): void;
  writeReview(itemnum: string, review: MappedReview): void;
}

const BATCH = 1000;

/** Deletes every row but the migration history (children before parents, for the foreign keys). */
export function clearData(db: Db): void {
  const tables = db
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_migrations'")
    .pluck()
    .all();
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run();
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
const REVIEWED_SHARE = 0.3;

export function isSeeded(db: Db): boolean {
  return db.prepare('SELECT COUNT(*) FROM meta WHERE key = ?').pluck().get('seeded') === 1;
}

/**
 * Fills an empty database with the demo shop: categories, `size` products with reviews, stores,
 * customers. The same seed gives the same catalogue. Products go in batches of BATCH per
 * transaction (one transaction per batch keeps 100k products from holding one huge journal).
 */
export async function seedDemoData(db: Db, options: SeedOptions, writers: SeedWriters): Promise<void> {
  const started = Date.now();
  // A start that died while seeding leaves part of the data: begin from empty tables every time.
  clearData(db);
  const rng = createRng(options.seed);
  const reviewRng = createRng(options.seed ^ 0x5eed);
  const categories = buildCategories();
  const writeProduct = productWriter(db);
  db.transaction(() => {
    const insert = db.prepare('INSERT INTO categories (id, position, doc) VALUES (?, ?, ?)');
    categories.forEach((c, i) => insert.run(c.id, i, JSON.stringify(c)));
    const store = db.prepare('INSERT INTO stores (id, position, doc) VALUES (?, ?, ?)');
    STORES.forEach((s, i) => store.run(s.id, i, JSON.stringify(s)));
  })();

  const products = generateProducts(rng, categories, options.size);
  let written = 0;
  const writeBatch = db.transaction((batch: ReturnType<typeof products.next>['value'][]) => {
    for (const p of batch) {
      writeProduct(p);
      if (p.productType === 'regular' && reviewRng.chance(REVIEWED_SHARE)) {
        for (const review of generateReviews(reviewRng)) writers.writeReview(p.colorVariants[0]!.itemnum, review);
      }
    }
  });
  let batch = [];
  for (const p of products) {
    batch.push(p);
    if (batch.length >= BATCH) {
      writeBatch(batch);
      written += batch.length;
      batch = [];
      if (written % 10_000 === 0) options.log?.(`  ${written} products`);
    }
  }
  if (batch.length) writeBatch(batch);

  await seedCustomers(db, writers.catalogue, createRng(options.seed + 1), writers.writeOrder, writers.writeCard);
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    'catalogue_version',
    `seed-${options.seed}-size-${options.size}-${Date.now().toString(36)}`,
  );
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('seeded', JSON.stringify({ size: options.size, seed: options.seed }));
  options.log?.(`Seeded ${options.size} products, ${STORES.length} stores and the demo customers in ${Date.now() - started} ms.`);
}
