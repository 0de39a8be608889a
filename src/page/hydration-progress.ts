/**
 * Which tastics have hydrated. React hydrates the root first and each tastic's Suspense boundary
 * in a later pass of its own (PageView), so the root's first effects run before any tastic's:
 * "the page has hydrated" means the tastics it hydrates at load have run their effects (a product
 * page recorded as seen, an address made canonical), which only the tastics can tell.
 */
const hydrated = new Set<string>();
const waiters = new Set<{ ids: readonly string[]; resolve: () => void }>();

/** A tastic's first commit in the browser ran its effects (PageView), or the tastic failed and shows its fallback. */
export function noteTasticHydrated(tasticId: string): void {
  hydrated.add(tasticId);
  for (const waiter of waiters) {
    if (waiter.ids.every((id) => hydrated.has(id))) {
      waiters.delete(waiter);
      waiter.resolve();
    }
  }
}

/** Resolves once every given tastic has hydrated (at once for none). */
export function whenTasticsHydrated(tasticIds: readonly string[]): Promise<void> {
  if (tasticIds.every((id) => hydrated.has(id))) return Promise.resolve();
  return new Promise((resolve) => waiters.add({ ids: tasticIds, resolve }));
}

/** Whether a tastic has hydrated (tests, diagnostics). */
export function isTasticHydrated(tasticId: string): boolean {
  return hydrated.has(tasticId);
}
