import type { TasticProps } from '../../../src/shop/registry';
import { parseTable } from '../../../src/content/table';
import { Accordion } from '../../../src/ui/Accordion';
import { ContentTable } from '../../../src/ui/content/ContentTable';

export interface SizeTableAccordionData {
  headline?: string;
  tables?: { title?: string; table?: string; note?: string }[];
}

/** Size tables, one per accordion item (one open at a time): e.g. suits, shirts, trousers. */
export default function SizeTableAccordion({ data }: TasticProps<SizeTableAccordionData>) {
  const items = (data.tables ?? []).flatMap((t, i) => {
    const table = parseTable(t.table);
    if (!t.title || !table) return [];
    return [
      {
        id: String(i),
        title: t.title,
        content: (
          <>
            <ContentTable table={table} caption={t.title} sticky={false} />
            {t.note ? <p className="size-tables__note">{t.note}</p> : null}
          </>
        ),
      },
    ];
  });
  if (!items.length) return null;
  return (
    <section className="size-tables">
      {data.headline ? <h2>{data.headline}</h2> : null}
      <Accordion items={items} />
    </section>
  );
}
