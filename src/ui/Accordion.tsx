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
export function Accordion({ items, defaultOpenId = null, className }: { items: AccordionItem[]; defaultOpenId?: string | null; className?: string }) {
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
            <h3 className="accordion__heading">
              <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : item.id)}>
                {item.title}
              </button>
            </h3>
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
