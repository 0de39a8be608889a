/**
 * Rules on store stock for the product page, without zod (src/domain/store.ts holds the schemas):
 * the page's first load names them, and a zod import there would load the schema library too.
 */

/** Stores that have the article, in the service's order. */
export function storesWithStock<Entry extends { stock: number }>(entries: readonly Entry[]): Entry[] {
  return entries.filter((e) => e.stock > 0);
}
