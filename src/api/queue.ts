/**
 * Per-resource request serialisation: calls that change one resource (the cart, the wishlist, the
 * reservation basket) run one after the other, in the order they were made. A shopper clicking "+"
 * three times fast sends three updates that each start from the answer of the one before, so no
 * update is lost to a race on the server. Different resources still run in parallel.
 */
const tails = new Map<string, Promise<unknown>>();

export function enqueue<T>(resource: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(resource) ?? Promise.resolve();
  // A failed call must not block the ones queued behind it.
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(resource, tail);
  void tail.then(() => {
    if (tails.get(resource) === tail) tails.delete(resource);
  });
  return run;
}

/** How many resources have calls in flight (for tests). */
export function pendingResources(): number {
  return tails.size;
}

/** Resource names of the queue. */
export const RESOURCE = { cart: 'cart', wishlist: 'wishlist', reservation: 'reservation' } as const;
