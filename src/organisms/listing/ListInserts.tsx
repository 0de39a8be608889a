import { Suspense } from 'react';
import type { BreakerData } from './Breaker';
import type { TeaserBoxData } from './TeaserBox';
import { lazyOnReach } from '../../ui/lazy-on-reach';

/**
 * The breakers and teaser boxes a list places in its grid (storefront-browsing.md §2). Their code
 * loads only for a list that has them (most lists have none); in the server render it is there
 * from the start, so the page is served with them and they hydrate once their code has arrived.
 */
const breaker = lazyOnReach(() => import('./Breaker').then((m) => m.Breaker));
const teaserBox = lazyOnReach(() => import('./TeaserBox').then((m) => m.TeaserBox));
if (typeof window === 'undefined') {
  void breaker.prefetch().catch(() => undefined);
  void teaserBox.prefetch().catch(() => undefined);
}

/** Inserts in order: the breakers, then the teaser boxes (first at the first position, second at the second). */
export function listInserts(data: { breakers?: BreakerData[]; teaserBoxes?: TeaserBoxData[] }) {
  return [
    ...(data.breakers ?? []).map((b, i) => (
      <Suspense key={`b${i}`} fallback={null}>
        <breaker.Component data={b} />
      </Suspense>
    )),
    ...(data.teaserBoxes ?? []).map((t, i) => (
      <Suspense key={`t${i}`} fallback={null}>
        <teaserBox.Component data={t} />
      </Suspense>
    )),
  ];
}
