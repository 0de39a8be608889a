import type { Channel, InventoryEntry } from '@commercetools/platform-sdk';
import type { StoresPort } from '../../services/stores';
import { DomainError } from '../../services/owner';
import type { Store, StoreStockEntry } from '../../../src/domain/store';
import { ct, inList, literal, type CtApi } from './client';
import type { CtCatalogue } from './catalogue';
import { CATALOGUE_CACHE_MS } from './catalogue';

const PAGE = 500;

export type CtStores = StoresPort & {
  /** The inventory entry of a sku in a store (null when the store keeps none). */
  entry(storeId: string, sku: string): Promise<InventoryEntry | null>;
  channelId(storeId: string): Promise<string | null>;
};

function storeOf(c: Channel): Store {
  const fields = c.custom?.fields ?? {};
  let openingHours: Store['openingHours'] = [];
  try {
    openingHours = typeof fields.openingHours === 'string' ? (JSON.parse(fields.openingHours) as Store['openingHours']) : [];
  } catch {
    openingHours = [];
  }
  return {
    id: c.key,
    name: c.name?.de ?? c.name?.en ?? Object.values(c.name ?? {})[0] ?? c.key,
    address: {
      street: [c.address?.streetName, c.address?.streetNumber].filter(Boolean).join(' '),
      postalCode: c.address?.postalCode ?? '',
      city: c.address?.city ?? '',
      country: c.address?.country ?? '',
      phone: c.address?.phone ?? '',
    },
    openingHours,
  };
}

/**
 * Stores as commercetools channels (role InventorySupply, key = store id) and their stock as
 * inventory entries with that supply channel; a reservation takes the stock from the entry.
 */
export function createCtStores(api: CtApi, catalogue: CtCatalogue, clock: () => number = Date.now): CtStores {
  let cache: { at: number; channels: Channel[] } | null = null;

  async function channels(): Promise<Channel[]> {
    if (cache && clock() - cache.at < CATALOGUE_CACHE_MS) return cache.channels;
    const page = await ct(() =>
      api
        .channels()
        .get({ queryArgs: { where: 'roles contains any ("InventorySupply")', limit: PAGE } })
        .execute(),
    );
    const sorted = [...page.results].sort(
      (a, b) => Number(a.custom?.fields?.position ?? 0) - Number(b.custom?.fields?.position ?? 0) || a.key.localeCompare(b.key),
    );
    cache = { at: clock(), channels: sorted };
    return sorted;
  }

  async function channelId(storeId: string): Promise<string | null> {
    return (await channels()).find((c) => c.key === storeId)?.id ?? null;
  }

  async function entry(storeId: string, sku: string): Promise<InventoryEntry | null> {
    const id = await channelId(storeId);
    if (!id) return null;
    const page = await ct(() =>
      api
        .inventory()
        .get({ queryArgs: { where: `sku = ${literal(sku)} and supplyChannel(id = ${literal(id)})`, limit: 1 } })
        .execute(),
    );
    return page.results[0] ?? null;
  }

  return {
    entry,
    channelId,
    async list() {
      return (await channels()).map(storeOf);
    },
    async get(storeId) {
      const channel = (await channels()).find((c) => c.key === storeId);
      return channel ? storeOf(channel) : null;
    },
    async stockOf(itemNumber, size) {
      const product = await catalogue.getProductByItemNumber(itemNumber);
      const cv = product?.colorVariants.find((c) => c.itemnum === itemNumber);
      if (!cv) throw new DomainError('unknown_item_number', `The article ${itemNumber} does not exist.`, 'not_found', 'product', { itemNumber });
      const chosen = size === null ? cv.sizeVariants : cv.sizeVariants.filter((v) => v.sizeString.toLowerCase() === size.toLowerCase());
      if (!chosen.length)
        throw new DomainError('unknown_size', `The article ${itemNumber} has no size ${size}.`, 'not_found', 'size', { itemNumber, size: String(size) });
      const all = await channels();
      const page = await ct(() =>
        api
          .inventory()
          .get({
            queryArgs: {
              where: [
                inList(
                  'sku',
                  chosen.map((v) => v.sku),
                ),
                'supplyChannel is defined',
              ],
              limit: PAGE,
            },
          })
          .execute(),
      );
      const stockByChannel = new Map<string, number>();
      for (const e of page.results)
        if (e.supplyChannel) stockByChannel.set(e.supplyChannel.id, (stockByChannel.get(e.supplyChannel.id) ?? 0) + Math.max(0, e.availableQuantity));
      return all.map<StoreStockEntry>((c) => {
        const store = storeOf(c);
        return { store: store.id, name: store.name, stock: stockByChannel.get(c.id) ?? 0, address: store.address, openingHours: store.openingHours };
      });
    },
    async stockOfSku(storeId, sku) {
      return Math.max(0, (await entry(storeId, sku))?.availableQuantity ?? 0);
    },
  };
}
