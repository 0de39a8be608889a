import type Database from 'better-sqlite3';

/**
 * Versioned schema changes, applied in order at start; each runs in its own transaction together
 * with its entry in schema_migrations. Append new versions, never edit an applied one.
 * Products are stored as JSON documents (the catalogue's contract is the zod model, not columns)
 * with indexed columns for the lookups the ports make: by item number and by sku.
 */
const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE categories (id TEXT PRIMARY KEY, position INTEGER NOT NULL, doc TEXT NOT NULL);
      CREATE TABLE products (id TEXT PRIMARY KEY, position INTEGER NOT NULL, doc TEXT NOT NULL);
      CREATE TABLE item_numbers (itemnum TEXT PRIMARY KEY, product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE);
      CREATE TABLE variants (
        sku TEXT PRIMARY KEY,
        product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        itemnum TEXT NOT NULL,
        size TEXT NOT NULL,
        stock INTEGER NOT NULL,
        is_nos INTEGER NOT NULL
      );
      CREATE INDEX variants_itemnum ON variants(itemnum);
      CREATE INDEX item_numbers_product ON item_numbers(product_id);
    `,
  },
  {
    version: 2,
    name: 'accounts and mails',
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT,
        doc TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE account_tokens (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        links TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'carts, wishlists, reservations',
    sql: `
      CREATE TABLE carts (id TEXT PRIMARY KEY, owner TEXT NOT NULL UNIQUE, updated_at TEXT NOT NULL);
      CREATE TABLE cart_items (
        id TEXT PRIMARY KEY,
        cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        line_key TEXT NOT NULL,
        sku TEXT NOT NULL,
        count INTEGER NOT NULL CHECK (count > 0),
        set_articles TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (cart_id, line_key)
      );
      CREATE TABLE wishlists (id TEXT PRIMARY KEY, owner TEXT NOT NULL UNIQUE);
      CREATE TABLE wishlist_items (
        id TEXT PRIMARY KEY,
        wishlist_id TEXT NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
        itemnum TEXT NOT NULL,
        sku TEXT NOT NULL DEFAULT '',
        added_at INTEGER NOT NULL,
        UNIQUE (wishlist_id, itemnum, sku)
      );
      CREATE TABLE stores (id TEXT PRIMARY KEY, position INTEGER NOT NULL, doc TEXT NOT NULL);
      CREATE TABLE store_reserved (
        store_id TEXT NOT NULL REFERENCES stores(id),
        sku TEXT NOT NULL,
        reserved INTEGER NOT NULL,
        PRIMARY KEY (store_id, sku)
      );
      CREATE TABLE reservation_baskets (id TEXT PRIMARY KEY, owner TEXT NOT NULL UNIQUE, store_id TEXT REFERENCES stores(id));
      CREATE TABLE reservation_basket_items (
        id TEXT PRIMARY KEY,
        basket_id TEXT NOT NULL REFERENCES reservation_baskets(id) ON DELETE CASCADE,
        sku TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount > 0),
        UNIQUE (basket_id, sku)
      );
      CREATE TABLE reservations (
        id TEXT PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        store_id TEXT NOT NULL REFERENCES stores(id),
        created_at TEXT NOT NULL,
        doc TEXT NOT NULL
      );
      CREATE INDEX reservations_account ON reservations(account_id, created_at);
    `,
  },
  {
    version: 4,
    name: 'orders, reviews, loyalty, newsletter, contact, vouchers',
    sql: `
      CREATE TABLE orders (
        id TEXT PRIMARY KEY,
        number TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        created_at TEXT NOT NULL,
        status TEXT NOT NULL,
        doc TEXT NOT NULL
      );
      CREATE INDEX orders_account ON orders(account_id, created_at);
      CREATE TABLE reviews (id INTEGER PRIMARY KEY AUTOINCREMENT, itemnum TEXT NOT NULL, doc TEXT NOT NULL);
      CREATE INDEX reviews_itemnum ON reviews(itemnum);
      CREATE TABLE loyalty_cards (
        number TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        level TEXT NOT NULL,
        account_id TEXT UNIQUE REFERENCES accounts(id),
        doc TEXT NOT NULL
      );
      CREATE TABLE newsletter (
        email TEXT PRIMARY KEY COLLATE NOCASE,
        status TEXT NOT NULL,
        token_hash TEXT,
        doc TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX newsletter_token ON newsletter(token_hash);
      CREATE TABLE registrations (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, email TEXT NOT NULL, doc TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE contact_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, ticket TEXT NOT NULL, doc TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE vouchers (code TEXT PRIMARY KEY, kind TEXT NOT NULL, pin TEXT, value INTEGER NOT NULL, currency TEXT NOT NULL, redeemed INTEGER NOT NULL DEFAULT 0);
    `,
  },
  {
    version: 5,
    name: 'vouchers in carts',
    sql: `
      CREATE TABLE cart_vouchers (
        cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        code TEXT NOT NULL REFERENCES vouchers(code),
        PRIMARY KEY (cart_id, code)
      );
    `,
  },
  {
    version: 6,
    name: 'login sessions',
    // One row per login: logout deletes it, so a copied session cookie no longer logs anyone in.
    sql: `
      CREATE TABLE account_logins (
        login_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL
      );
      CREATE INDEX account_logins_account ON account_logins(account_id);
    `,
  },
  {
    version: 7,
    name: 'session handovers',
    sql: `
      CREATE TABLE session_handovers (
        id_hash TEXT PRIMARY KEY,
        session TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 8,
    name: 'outbox: kind and HTML part',
    sql: `
      ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT '';
      ALTER TABLE outbox ADD COLUMN html TEXT NOT NULL DEFAULT '';
    `,
  },
  {
    version: 9,
    name: 'changes applied once per request id',
    sql: `
      CREATE TABLE applied_changes (
        scope TEXT NOT NULL,
        request_id TEXT NOT NULL,
        result TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (scope, request_id)
      );
      CREATE INDEX applied_changes_at ON applied_changes(at);
    `,
  },
  {
    version: 10,
    name: 'cart items of the other shop system',
    // Its basket item id and parent article (JSON), for a line handed over from the other shop system.
    sql: `ALTER TABLE cart_items ADD COLUMN alternative_item TEXT;`,
  },
];

export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

export function migrate(db: Database.Database): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const ran: number[] = [];
  for (const m of MIGRATIONS) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
    ran.push(m.version);
  }
  return ran;
}
