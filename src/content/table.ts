/**
 * The tables of content blocks are written line by line, cells separated by "|" (the first line is the
 * header): easy to type in the editor, and a spreadsheet pastes into it.
 */
export interface TableModel {
  head: string[];
  rows: string[][];
}

export function parseTable(text: string | undefined): TableModel | null {
  const lines = (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^\|?[\s:|-]+\|?$/.test(l));
  if (lines.length === 0) return null;
  const cells = (line: string) =>
    line
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((c) => c.trim());
  const [head, ...rows] = lines.map(cells);
  const width = Math.max(head!.length, ...rows.map((r) => r.length));
  const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill('')];
  return { head: pad(head!), rows: rows.map(pad) };
}
