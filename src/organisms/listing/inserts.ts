/**
 * "Breaker sliders and teaser boxes are inserted at positions 12 and 24 (lg/xl), 9 and 18 (md),
 * 6 and 12 (small)." The server does not know the screen, so each insert is rendered once per
 * breakpoint group at that group's position and CSS shows the one that fits.
 */
export type InsertBreakpoints = 'small' | 'md' | 'lg';

export const INSERT_POSITIONS: Record<InsertBreakpoints, readonly [number, number]> = { small: [6, 12], md: [9, 18], lg: [12, 24] };

/** Inserts that follow the product at a 1-based position. */
export function insertSlotsAfter(position: number, insertCount: number): { insert: number; breakpoints: InsertBreakpoints }[] {
  const out: { insert: number; breakpoints: InsertBreakpoints }[] = [];
  for (const bp of ['small', 'md', 'lg'] as const) {
    INSERT_POSITIONS[bp].forEach((p, insert) => {
      if (p === position && insert < insertCount) out.push({ insert, breakpoints: bp });
    });
  }
  return out;
}
