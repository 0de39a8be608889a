import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { NavigationNode } from '../../../src/domain/navigation';
import { buildFlyout, desktopNavigationItems, nodeConfiguration, nodeLabel, nodeHref } from '../../../src/navigation/menu';
import { useFlyoutMenu } from '../../../src/hooks/useFlyoutMenu';
import { Flyout, focusFirstLink, prefetchFlyoutContent } from './Flyout';

/** Top-level entries with their flyouts; the hover, touch and Escape rules live in useFlyoutMenu. */
export function DesktopNavigation({ root, hoverDelay, brandsHref }: { root: NavigationNode | null; hoverDelay: number; brandsHref?: string }) {
  const intl = useIntl();
  const menu = useFlyoutMenu(hoverDelay);
  const collator = useMemo(() => new Intl.Collator(intl.locale, { sensitivity: 'base' }), [intl.locale]);
  const items = desktopNavigationItems(root);
  if (!items.length) return null;
  return (
    <nav className="desktop-nav" aria-label={intl.formatMessage({ id: 'navigation.main' })}>
      <ul className="desktop-nav__list">
        {items.map((node) => {
          const flyout = buildFlyout(node, {
            otherGroupTitle: intl.formatMessage({ id: 'navigation.others' }),
            allLabel: intl.formatMessage({ id: 'navigation.all' }, { name: nodeLabel(node) }),
            collator,
          });
          const hasFlyout = flyout.groups.length > 0 || flyout.teasers.length > 0;
          const open = menu.openId === node.pageFolderId;
          const panelId = `flyout-${node.pageFolderId}`;
          const { isPremiumSale: premium, styleAllNavigationTitles: titleColour } = nodeConfiguration(node);
          // Black is the titles' own colour; the others have a class each.
          const colour = titleColour === 'black' ? undefined : titleColour;
          const item = menu.itemProps(node.pageFolderId);
          return (
            <li
              key={node.pageFolderId}
              className="desktop-nav__item"
              {...item}
              onPointerEnter={(event) => {
                if (hasFlyout) prefetchFlyoutContent();
                item.onPointerEnter(event);
              }}
            >
              <a
                href={nodeHref(node)}
                className={['desktop-nav__link', premium && 'is-premium-sale', colour && `title-${colour}`].filter(Boolean).join(' ')}
                aria-expanded={hasFlyout ? open : undefined}
                aria-controls={hasFlyout ? panelId : undefined}
                onPointerDown={(event) => {
                  if (hasFlyout) prefetchFlyoutContent();
                  menu.onTriggerPointerDown(event);
                }}
                onFocus={hasFlyout ? prefetchFlyoutContent : undefined}
                onClick={(event) => hasFlyout && menu.onTriggerClick(node.pageFolderId, event)}
                onKeyDown={(event) => {
                  if (hasFlyout && event.key === 'ArrowDown') {
                    event.preventDefault();
                    menu.open(node.pageFolderId);
                    requestAnimationFrame(() => focusFirstLink(panelId));
                  }
                }}
              >
                {nodeLabel(node)}
              </a>
              {hasFlyout ? <Flyout id={panelId} flyout={flyout} open={open} brandsHref={brandsHref} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
