import type { TasticProps } from '../../../src/shop/registry';
import { parseTable } from '../../../src/content/table';
import { ContentTable } from '../../../src/ui/content/ContentTable';

export interface TableData {
  caption?: string;
  /** Lines of cells separated by "|", the first line the header. */
  table?: string;
  /** Sticky header, at most 500px high on desktop. */
  sticky?: boolean;
}

export default function Table({ data }: TasticProps<TableData>) {
  const table = parseTable(data.table);
  if (!table) return null;
  return <ContentTable table={table} caption={data.caption} sticky={data.sticky !== false} />;
}
