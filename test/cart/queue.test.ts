import { describe, expect, it } from 'vitest';
import { enqueue, pendingResources } from '../../src/api/queue';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('per-resource request serialisation', () => {
  it('starts a call for a resource only after the one before it answered', async () => {
    const started: string[] = [];
    const first = deferred<string>();
    const a = enqueue('cart', () => (started.push('a'), first.promise));
    const b = enqueue('cart', async () => (started.push('b'), 'b'));
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(started).toEqual(['a', 'b']);
  });

  it('lets calls of different resources run side by side', async () => {
    const started: string[] = [];
    const hold = deferred<void>();
    void enqueue('cart', () => (started.push('cart'), hold.promise));
    void enqueue('wishlist', async () => started.push('wishlist'));
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['cart', 'wishlist']);
    hold.resolve();
  });

  it('runs the next call even when the one before failed', async () => {
    const failing = enqueue('cart', async () => {
      throw new Error('boom');
    });
    const next = enqueue('cart', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });

  it('forgets a resource once its queue is empty', async () => {
    await enqueue('reservation', async () => 1);
    await new Promise((r) => setTimeout(r, 0));
    expect(pendingResources()).toBe(0);
  });
});
