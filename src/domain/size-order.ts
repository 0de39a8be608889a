/**
 * The one order of size labels (storefront-browsing.md §5 "size sort"), for the size chips of
 * product boxes and product pages and for the size filter: numbers first (48, 50, 42.5, 32/34),
 * then letters XXS to 8XL (3XL and XXXL alike; a tall or short suffix ranks with its base size),
 * then anything else alphabetically, all-size labels last.
 */
const LETTERS = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl'];
const SYNONYMS: Record<string, string> = { xxxl: '3xl', xxxxl: '4xl', '2xl': 'xxl', '2xs': 'xxs' };
const ALL_SIZE = /^(one ?size|onesize|allsize|uni|os)$/i;

function letterIndex(label: string): number {
  const base = label
    .toLowerCase()
    .replace(/\s*(tall|short)$/, '')
    .replace(/(?<=[sml])(t|k)$/, '');
  return LETTERS.indexOf(SYNONYMS[base] ?? base);
}

function rank(label: string): [group: number, value: number] {
  const text = label.trim();
  if (ALL_SIZE.test(text)) return [3, 0];
  const letter = letterIndex(text);
  if (letter >= 0) return [1, letter];
  const numeric = /^\d+([.,]\d+)?/.exec(text);
  if (numeric) return [0, parseFloat(numeric[0].replace(',', '.'))];
  return [2, 0];
}

/**
 * Ranks by label, computed once: a listing sorts the sizes of every box on each render, some
 * thousands of comparisons over a few dozen labels. Bounded, as labels come from the catalogue.
 */
const ranks = new Map<string, [group: number, value: number]>();
const RANKS_KEPT = 4096;

function rankOf(label: string): [group: number, value: number] {
  let known = ranks.get(label);
  if (!known) {
    if (ranks.size >= RANKS_KEPT) ranks.clear();
    known = rank(label);
    ranks.set(label, known);
  }
  return known;
}

export function compareSizeLabels(a: string, b: string): number {
  const [ga, va] = rankOf(a);
  const [gb, vb] = rankOf(b);
  return ga - gb || va - vb || a.localeCompare(b);
}
