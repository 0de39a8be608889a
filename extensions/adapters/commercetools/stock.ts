import type { InventoryEntry } from '@commercetools/platform-sdk';
import type { StockPort } from '../../services/stock';
import { settling } from '../../services/request-scope';
import { ct, inList, type CtApi } from './client';
import type { CtCatalogue } from './catalogue';
import { isConflict } from './write-once';
import { lookupIn } from '../shared/cart-rules';
import { DomainError } from '../../services/owner';

const SKU_BATCH = 100;

type OrderLine = { sku: string; count: number };
/** The online entries of an order's skus as read before it (opaque to the orders). */
export interface ReadEntries {
  entries: ReadonlyMap<string, InventoryEntry>;
}

/**
 * Online stock on commercetools: each sku's inventory entry without a supply channel (what the
 * catalogue reads as the online stock). Quantities are set at the entry's version; a 409 (someone
 * else changed it meanwhile) reads the entry again and sets what the change means on what is there
 * now. The catalogue forgets the products changed, so what reads them next (the search records'
 * stock update among them) reads the new stock.
 */
export function createCtStock(api: CtApi, catalogue: CtCatalogue) {
  async function onlineEntries(skus: readonly string[]): Promise<Map<string, InventoryEntry>> {
    const out = new Map<string, InventoryEntry>();
    for (let i = 0; i < skus.length; i += SKU_BATCH) {
      const batch = skus.slice(i, i + SKU_BATCH);
      const page = await ct(() =>
        api
          .inventory()
          .get({ queryArgs: { where: [inList('sku', batch), 'supplyChannel is not defined'], limit: SKU_BATCH } })
          .execute(),
      );
      for (const e of page.results) out.set(e.sku, e);
    }
    return out;
  }

  /** Sets a sku's online quantity to `next(current)`, at the entry's version (a missing entry is created). */
  async function setQuantity(sku: string, entry: InventoryEntry | undefined, next: (current: number) => number): Promise<void> {
    let current = entry;
    for (;;) {
      if (!current) {
        await ct(() =>
          api
            .inventory()
            .post({ body: { sku, quantityOnStock: next(0) } })
            .execute(),
        );
        return;
      }
      const sent = current;
      try {
        // Not through ct(): its 409 (ConcurrentModification) is read here, not answered to the shopper.
        await api
          .inventory()
          .withId({ ID: sent.id })
          .post({ body: { version: sent.version, actions: [{ action: 'changeQuantity', quantity: next(sent.quantityOnStock) }] } })
          .execute();
        return;
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
      current = (await settling(() => onlineEntries([sku]))).get(sku);
    }
  }

  /** The product id of each sku the catalogue knows. */
  async function productIdsOf(skus: readonly string[]): Promise<Map<string, string>> {
    const bySku = await catalogue.productsBySku(skus);
    return new Map([...bySku].map(([sku, p]) => [sku, p.id]));
  }
  const idsOf = (skus: readonly string[], ids: ReadonlyMap<string, string>) => [...new Set(skus.flatMap((sku) => (ids.has(sku) ? [ids.get(sku)!] : [])))];

  const port: StockPort = {
    // commercetools has no transaction over several entries: an import that fails half-way is run
    // again whole (each entry sets a quantity, so a repeated one changes nothing).
    async importOnlineStock(entries) {
      const last = new Map(entries.map((e) => [e.sku, e.stock]));
      const skus = [...last.keys()];
      const ids = await productIdsOf(skus);
      const current = await onlineEntries(skus.filter((sku) => ids.has(sku)));
      const changed = skus.filter((sku) => ids.has(sku) && current.get(sku)?.quantityOnStock !== last.get(sku));
      for (const sku of changed) await setQuantity(sku, current.get(sku), () => last.get(sku)!);
      const productIds = idsOf(changed, ids);
      catalogue.forget(productIds);
      return { productIds, unknownSkus: skus.filter((sku) => !ids.has(sku)) };
    },
  };

  const countsOf = (lines: readonly OrderLine[]) => {
    const counts = new Map<string, number>();
    for (const l of lines) counts.set(l.sku, (counts.get(l.sku) ?? 0) + l.count);
    return counts;
  };

  /**
   * Before an order: its lines' online stock, read once; a line beyond it refuses the order
   * (never-out-of-stock sizes excepted), as commercetools' `ReserveOnOrder` would (commercetools-mock
   * does not enforce it). Not atomic with the order: two orders in the same moment can still both
   * pass; the stock then goes to 0, never below. Answers the entries read, for `takeForOrder`.
   */
  async function checkForOrder(lines: readonly OrderLine[]): Promise<ReadEntries> {
    const counts = countsOf(lines);
    const skus = [...counts.keys()];
    const [entries, products] = await Promise.all([onlineEntries(skus), catalogue.productsBySku(skus)]);
    const lookup = lookupIn(products);
    for (const [sku, count] of counts) {
      const entry = entries.get(sku);
      if (!entry || lookup(sku)?.sizeVariant.isNos) continue;
      if (count > entry.quantityOnStock) {
        const stock = entry.quantityOnStock;
        if (stock <= 0) throw new DomainError('sold_out', 'This size is sold out.', 'conflict');
        throw new DomainError('insufficient_stock', `Only ${stock} pieces are in stock.`, 'conflict', undefined, { stock });
      }
    }
    return { entries };
  }

  /**
   * An order's lines off the online stock (down to 0, never below); returns the products changed.
   * With the entries `checkForOrder` read, no second read: an entry changed since is read again at its 409.
   */
  async function takeForOrder(lines: readonly OrderLine[], read?: ReadEntries): Promise<string[]> {
    const counts = countsOf(lines);
    const skus = [...counts.keys()];
    const current = read?.entries ?? (await onlineEntries(skus));
    for (const sku of skus) if (current.has(sku)) await setQuantity(sku, current.get(sku), (q) => Math.max(0, q - counts.get(sku)!));
    const productIds = idsOf(skus, await productIdsOf(skus));
    catalogue.forget(productIds);
    return productIds;
  }

  return { port, checkForOrder, takeForOrder };
}
