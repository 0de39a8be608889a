import { Suspense, useState } from 'react';
import type { Flyout as FlyoutModel } from '../../../src/navigation/menu';
import { lazyOnReach } from '../../../src/ui/lazy-on-reach';

/**
 * The content's code loads when the shopper reaches for a top-level entry (DesktopNavigation): a
 * phone, whose menu is another, never loads it.
 */
const content = lazyOnReach(() => import('./FlyoutContent').then((m) => m.FlyoutContent));
const FlyoutContent = content.Component;

/** Starts loading the flyouts' content (a pointer over a top-level entry, focus on it, a tap). */
export function prefetchFlyoutContent(): void {
  content.prefetch().catch(() => undefined);
}

/** Focuses a panel's first link once it is there (its content's code may still be on the way). */
export function focusFirstLink(panelId: string, frames = 30): void {
  const link = document.querySelector<HTMLAnchorElement>(`#${panelId} a`);
  if (link) link.focus();
  else if (frames > 0) requestAnimationFrame(() => focusFirstLink(panelId, frames - 1));
}

/**
 * Markup of one flyout panel: groups in one or two columns, the "all" links, teasers. Its content
 * is rendered from the first opening on (the panel itself always, for aria-controls): five closed
 * flyouts were 145 of the page's elements, on every page.
 */
export function Flyout({ id, flyout, open, brandsHref }: { id: string; flyout: FlyoutModel; open: boolean; brandsHref?: string }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <div className="flyout" id={id} hidden={!open} data-open={open}>
      {opened ? (
        <Suspense fallback={null}>
          <FlyoutContent flyout={flyout} brandsHref={brandsHref} />
        </Suspense>
      ) : null}
    </div>
  );
}
