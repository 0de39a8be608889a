import { vi } from 'vitest';

/**
 * An IntersectionObserver whose entries the test triggers. `intersect()` marks every observed
 * element visible, `intersect(targets)` only those; `observers` are the ones the code created.
 */
export function stubIntersection() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve(target: Element) {
      this.targets = this.targets.filter((t) => t !== target);
    }
    disconnect() {
      this.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const visible = (observer: (typeof observers)[number], targets: readonly Element[]) =>
    observer.callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      observer as unknown as IntersectionObserver,
    );
  return {
    observers,
    intersect(targets?: readonly Element[]) {
      for (const observer of observers) {
        const shown = targets ? observer.targets.filter((t) => targets.includes(t)) : observer.targets;
        if (shown.length || !targets) visible(observer, shown);
      }
    },
  };
}
