import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The tab a key press moves to, or null for other keys (WAI-ARIA Authoring Practices, "Tabs" pattern):
 * the arrows go to the next and previous tab and wrap around, Home and End to the first and last.
 */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface TabsProps<Id extends string> {
  tabs: readonly { id: Id; title: ReactNode }[];
  /** The selected tab (a tab that is not among `tabs` selects the first). */
  selected: Id;
  onSelect: (id: Id) => void;
  /** The accessible name of the tab list. */
  label?: string;
  /** What the panel of a tab shows. */
  children: (id: Id) => ReactNode;
  /**
   * `each`: a panel per tab, all rendered and the others hidden (their content stays in the page: the product
   * texts for search engines, the Markdown of a content block); `selected`: one panel, the selected tab's content.
   */
  panels?: 'each' | 'selected';
  /** The block's own class beside `tabs` (its look: `.content-tabs`, `.product-information`, ...). */
  className?: string;
}

/**
 * The one tabs widget of the shop (content tabs, the product's information, the order history, the size filter):
 * the WAI-ARIA tabs pattern. One tab in the page's tab sequence (the selected one); the arrow keys, Home and End
 * move the focus and select as they go (automatic activation); each tab controls its panel, which is named by
 * its tab and focusable. Selection is the caller's state (`selected`, `onSelect`).
 */
export function Tabs<Id extends string>({ tabs, selected, onSelect, label, children, panels = 'each', className }: TabsProps<Id>) {
  const base = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.some((t) => t.id === selected) ? selected : tabs[0]?.id;
  if (current === undefined) return null;
  const index = tabs.findIndex((t) => t.id === current);
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = (id: Id) => `${base}-panel-${panels === 'each' ? id : 'selected'}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const id = tabs[next]!.id;
    onSelect(id);
    refs.current.get(id)?.focus();
  };

  const panel = (id: Id, hidden: boolean, key: string = id) => (
    <div
      key={key}
      role="tabpanel"
      id={panelId(id)}
      aria-labelledby={tabId(id)}
      hidden={hidden}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable, so that a panel without focusable content is reached
      tabIndex={0}
      className="tabs__panel"
    >
      {children(id)}
    </div>
  );

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === current}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {panels === 'each' ? tabs.map((tab) => panel(tab.id, tab.id !== current)) : panel(current, false, 'selected')}
    </div>
  );
}
