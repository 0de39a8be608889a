import { Suspense } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import type { NavigationNode } from '../../../src/domain/navigation';
import { mobileNavigationAtom, mobileNavigationDispatchAtom } from '../../../src/state/navigation';
import { lazyOnReach } from '../../../src/ui/lazy-on-reach';

/* The slide-in menu's code loads when the shopper reaches for the menu button (src/ui/lazy-on-reach.ts). */
const { Component: MobileNavigation, reach } = lazyOnReach(() => import('./MobileNavigation').then((m) => m.MobileNavigation));

/** The menu button of the header bar (mobile and tablet). */
export function MobileMenuButton() {
  const dispatch = useSetAtom(mobileNavigationDispatchAtom);
  const { opened } = useAtomValue(mobileNavigationAtom);
  const intl = useIntl();
  return (
    <button
      type="button"
      className="mobile-menu-button hide-desktop"
      aria-expanded={opened}
      aria-controls="mobile-navigation"
      aria-label={intl.formatMessage({ id: 'navigation.openMenu' })}
      onClick={() => dispatch({ type: 'open' })}
      {...reach}
    >
      <span aria-hidden="true">☰</span>
    </button>
  );
}

/** The slide-in menu (./MobileNavigation) while it is open. */
export function MobileMenu({ root }: { root: NavigationNode | null }) {
  const { opened } = useAtomValue(mobileNavigationAtom);
  return opened ? (
    <Suspense fallback={null}>
      <MobileNavigation root={root} />
    </Suspense>
  ) : null;
}
