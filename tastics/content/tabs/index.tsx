import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import { ContentMarkdown } from '../../../src/ui/content/ContentMarkdown';

export interface TabsData {
  tabs?: { title?: string; content?: string }[];
}

/** The tab a key press moves to (WAI-ARIA tabs: arrows wrap, Home and End jump), or null for other keys. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Tabs of Markdown content, keyboard operable as the WAI-ARIA tabs pattern (arrow keys, Home, End). */
export default function Tabs({ data }: TasticProps<TabsData>) {
  const tabs = (data.tabs ?? []).filter((t) => t.title);
  const [active, setActive] = useState(0);
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!tabs.length) return null;
  const current = Math.min(active, tabs.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="content-tabs">
      <div role="tablist" className="content-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === current}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            className="content-tabs__tab"
            onClick={() => setActive(i)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content focusable
          tabIndex={0}
          className="content-tabs__panel"
        >
          <ContentMarkdown text={tab.content} />
        </div>
      ))}
    </div>
  );
}
