import type { CSSProperties } from 'react';
import { TABLE_STICKY_MAX_HEIGHT_PX } from '../../config/constants';
import type { TableModel } from '../../content/table';

/** A table with a header row that stays visible while the body scrolls (at most 500px high on desktop). */
export function ContentTable({ table, caption, sticky = true }: { table: TableModel; caption?: string; sticky?: boolean }) {
  const body = <TableMarkup table={table} caption={caption} />;
  if (!sticky) return <div className="content-table">{body}</div>;
  return (
    <section
      className="content-table content-table--sticky"
      style={{ '--table-max-height': `${TABLE_STICKY_MAX_HEIGHT_PX}px` } as CSSProperties}
      aria-label={caption}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
      <div className="content-table__scroll" tabIndex={0}>
        {body}
      </div>
    </section>
  );
}

function TableMarkup({ table, caption }: { table: TableModel; caption?: string }) {
  return (
    <table>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {table.head.map((cell, i) => (
            <th key={i} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              c === 0 ? (
                <th key={c} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={c}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
