import type { Problem } from '../../schemas/validation';
import { baseFiles, type Files, validateFiles } from './fixture';

export interface Row {
  rule: string;
  /** Breaks one thing in the fixture's files (mutate in place). */
  breakIt: (files: Files) => void;
  file: string;
  path: string;
  message: RegExp;
  severity?: 'warning';
}

/** Runs a table of rows: each broken fixture yields (at least) the expected problem. */
export function ruleTable(title: string, rows: Row[]): void {
  describe(title, () => {
    it.each(rows.map((row) => [row.rule, row] as const))('%s', async (_rule, row) => {
      const files = await baseFiles();
      row.breakIt(files);
      const problems: Problem[] = await validateFiles(files);
      expect(problems).toContainEqual(
        expect.objectContaining({
          file: row.file,
          path: row.path,
          message: expect.stringMatching(row.message),
          ...(row.severity ? { severity: row.severity } : {}),
        }),
      );
      if (!row.severity) expect(problems.filter((p) => p.severity !== 'warning').length).toBeGreaterThan(0);
    });
  });
}
