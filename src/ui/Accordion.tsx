import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Collapsibles with one item open at a time (accounts-cart-services.md §2): a button per item
 * toggles it, Escape inside an open item closes it. Closed panels stay in the DOM (hidden) so
 * their text is indexable and the height animates with CSS only.
 */
export function Accordion({
  items,
  defaultOpenId = null,
  className,
  headingLevel: Heading = 'h3',
}: {
  items: AccordionItem[];
  defaultOpenId?: string | null;
  className?: string;
  /** The level of the items' headings in the page's outline (h2 where the accordion is the page's first level below its h1). */
  headingLevel?: 'h2' | 'h3';
}) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const base = useId();
  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className={`accordion__item${open ? ' is-open' : ''}`}>
            <Heading className="accordion__heading">
              <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : item.id)}>
                {item.title}
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className="accordion__panel"
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  setOpenId(null);
                  document.getElementById(buttonId)?.focus();
                }
              }}
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
