import { appliedChanges } from './applied';
import type { WishlistsPort } from '../../services/wishlists';
import { DomainError, ownerKey, type Owner } from '../../services/owner';
import type { Wishlist, WishlistLineItem } from '../../../src/domain/wishlist';
import { translate } from '../../../src/domain/i18n';
import { GUEST_WISHLIST_RETENTION_DAYS } from '../../../src/config/constants';
import type { Db } from './db';
import type { EmbeddedCatalogue } from './catalogue';
import { asLanguage } from './lines';
import { newId } from '../shared/ids';

const DAY_MS = 86_400_000;

interface Row {
  id: string;
  itemnum: string;
  sku: string;
  added_at: number;
}

/** Wishlists in SQLite. A guest's entries older than the retention are invisible and removed by cleanup. */
export function createWishlists(db: Db, catalogue: EmbeddedCatalogue, clock: () => number = Date.now): WishlistsPort {
  const idOf = db.prepare<[string], string>('SELECT id FROM wishlists WHERE owner = ?').pluck();
  const create = db.prepare('INSERT INTO wishlists (id, owner) VALUES (?, ?) ON CONFLICT(owner) DO NOTHING');
  const rows = db.prepare<[string, number], Row>(
    'SELECT id, itemnum, sku, added_at FROM wishlist_items WHERE wishlist_id = ? AND added_at >= ? ORDER BY added_at DESC, rowid DESC',
  );
  const insert = db.prepare(
    'INSERT INTO wishlist_items (id, wishlist_id, itemnum, sku, added_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(wishlist_id, itemnum, sku) DO UPDATE SET added_at = excluded.added_at',
  );
  const removeById = db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND id = ?');
  const removeByItem = db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND itemnum = ? AND sku = ?');
  const removeOlder = db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND added_at < ?');
  const stockOf = db.prepare<[string], { stock: number; is_nos: number }>('SELECT stock, is_nos FROM variants WHERE sku = ?');
  const itemStock = db.prepare<[string], number>('SELECT COUNT(*) FROM variants WHERE itemnum = ? AND (stock > 0 OR is_nos = 1)').pluck();

  /** Accounts keep entries; guests see only those of the retention window. */
  const visibleSince = (owner: Owner) => (owner.kind === 'session' ? clock() - GUEST_WISHLIST_RETENTION_DAYS * DAY_MS : 0);

  const ensure = (owner: Owner) => {
    create.run(newId('wl'), ownerKey(owner));
    return idOf.get(ownerKey(owner))!;
  };

  const build = (owner: Owner, language: string): Wishlist => {
    const id = idOf.get(ownerKey(owner)) ?? null;
    const lang = asLanguage(language);
    const lineItems: WishlistLineItem[] = [];
    for (const row of id ? rows.all(id, visibleSince(owner)) : []) {
      const product = catalogue.productByItemnumSync(row.itemnum);
      const cv = product?.colorVariants.find((c) => c.itemnum === row.itemnum);
      if (!product || !cv) continue;
      const sv = row.sku ? cv.sizeVariants.find((s) => s.sku === row.sku) : undefined;
      const stock = sv ? stockOf.get(sv.sku) : undefined;
      const outOfStock = sv ? !stock || (stock.stock === 0 && !stock.is_nos) : itemStock.get(row.itemnum) === 0;
      lineItems.push({
        lineItemId: row.id,
        name: translate(product.title, lang),
        count: 1,
        addedAt: new Date(row.added_at).toISOString(),
        projectSpecificData: {
          objectID: product.id,
          itemNumber: row.itemnum,
          ...(sv ? { sku: sv.sku, sizeVariant: sv.sizeString, sizeOnLabel: sv.sizeString } : {}),
          brand: product.brand.title,
          colorVariant: translate(cv.color, lang),
          outOfStockFlag: outOfStock,
        },
      });
    }
    return { wishlistId: id, lineItems };
  };

  const applied = appliedChanges(db);
  const scope = (owner: Owner) => `wishlist:${ownerKey(owner)}`;

  const add = db.transaction((owner: Owner, itemNumber: string, sku: string | undefined) => applied.once(scope(owner), () => addNow(owner, itemNumber, sku)));
  const addNow = (owner: Owner, itemNumber: string, sku: string | undefined) => {
    const product = catalogue.productByItemnumSync(itemNumber);
    const cv = product?.colorVariants.find((c) => c.itemnum === itemNumber);
    if (!cv) throw new DomainError('unknown_item_number', `The article ${itemNumber} does not exist.`, 'not_found', 'itemNumber', { itemNumber });
    if (sku && !cv.sizeVariants.some((s) => s.sku === sku))
      throw new DomainError('unknown_sku', `The size ${sku} does not belong to ${itemNumber}.`, 'not_found', 'sku', { sku });
    insert.run(newId('wli'), ensure(owner), itemNumber, sku ?? '', clock());
  };

  const migrate = db.transaction((from: Owner, into: Owner) => {
    const fromId = idOf.get(ownerKey(from));
    if (!fromId) return;
    const intoId = ensure(into);
    for (const row of rows.all(fromId, visibleSince(from))) insert.run(newId('wli'), intoId, row.itemnum, row.sku, row.added_at);
    db.prepare('DELETE FROM wishlists WHERE id = ?').run(fromId);
  });

  return {
    async get(owner, language) {
      return build(owner, language);
    },
    async add(owner, entry, language) {
      add(owner, entry.itemNumber, entry.sku);
      return build(owner, language);
    },
    async remove(owner, entry, language) {
      db.transaction(() =>
        applied.once(scope(owner), () => {
          const id = idOf.get(ownerKey(owner));
          const changes = !id
            ? 0
            : 'lineItemId' in entry
              ? removeById.run(id, entry.lineItemId).changes
              : removeByItem.run(id, entry.itemNumber, entry.sku ?? '').changes;
          if (!changes) throw new DomainError('unknown_line_item', 'This article is not on your wishlist.', 'not_found', undefined, { list: 'wishlist' });
        }),
      )();
      return build(owner, language);
    },
    async migrate(from, into, language) {
      migrate(from, into);
      return build(into, language);
    },
    async cleanup(owner) {
      const id = idOf.get(ownerKey(owner));
      if (!id || owner.kind !== 'session') return 0;
      return removeOlder.run(id, visibleSince(owner)).changes;
    },
  };
}
