import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavigationNode } from '../../../src/domain/navigation';
import { findNode, mobileNavigationItems, nodeLabel, nodeHref } from '../../../src/navigation/menu';
import { mobileNavigationAtom, mobileNavigationDispatchAtom } from '../../../src/state/navigation';

/** Slide-in menu: one level at a time, back to the parent level, Escape and the backdrop close it. */
export function MobileNavigation({ root }: { root: NavigationNode | null }) {
  const { opened, activeTree } = useAtomValue(mobileNavigationAtom);
  const dispatch = useSetAtom(mobileNavigationDispatchAtom);
  const intl = useIntl();
  const panel = useRef<HTMLDivElement>(null);
  const current = activeTree.length ? findNode(root, activeTree[activeTree.length - 1]!) : root;
  const items = mobileNavigationItems(current);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves into the panel again when the shopper enters or leaves a subtree
  useEffect(() => {
    if (!opened) return;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'close' });
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.querySelector<HTMLElement>('.mobile-menu-button')?.focus();
    };
  }, [opened, dispatch, activeTree.length]);

  if (!opened) return null;
  return (
    <div className="mobile-nav">
      <div className="mobile-nav__backdrop" onClick={() => dispatch({ type: 'close' })} aria-hidden="true" />
      <div
        className="mobile-nav__panel"
        id="mobile-navigation"
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'navigation.menu' })}
        ref={panel}
      >
        <div className="mobile-nav__bar">
          {activeTree.length ? (
            <button type="button" className="mobile-nav__back" onClick={() => dispatch({ type: 'back' })} data-autofocus>
              ‹ <FormattedMessage id="navigation.back" />
            </button>
          ) : (
            <span className="mobile-nav__title" tabIndex={-1} data-autofocus>
              <FormattedMessage id="navigation.menu" />
            </span>
          )}
          <button
            type="button"
            className="mobile-nav__close"
            onClick={() => dispatch({ type: 'close' })}
            aria-label={intl.formatMessage({ id: 'navigation.closeMenu' })}
          >
            ×
          </button>
        </div>
        <ul className="mobile-nav__list">
          {current && activeTree.length ? (
            <li>
              <a className="mobile-nav__all" href={nodeHref(current)}>
                <FormattedMessage id="navigation.all" values={{ name: nodeLabel(current) }} />
              </a>
            </li>
          ) : null}
          {items.map((item) => (
            <li key={item.node.pageFolderId} className={`mobile-nav__item is-${item.style}`}>
              {item.hasChildren ? (
                <button
                  type="button"
                  onClick={() => dispatch({ type: 'enter', nodeId: item.node.pageFolderId })}
                  aria-label={intl.formatMessage({ id: 'navigation.showSubmenu' }, { name: item.label })}
                >
                  {item.image ? <img src={item.image.media.file} alt="" /> : null}
                  <span>{item.label}</span> <span aria-hidden="true">›</span>
                </button>
              ) : (
                <a href={nodeHref(item.node)}>
                  {item.image ? <img src={item.image.media.file} alt="" /> : null}
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
