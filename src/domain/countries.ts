/**
 * "Components can be limited to countries (semicolon-separated territory codes)."
 * (storefront-browsing.md §2 Content blocks). Every tastic schema has the field `countries`.
 */

/** "de; AT;;ch" -> ['DE', 'AT', 'CH'] */
export function parseCountryLimit(countries: unknown): string[] {
  if (typeof countries !== 'string') return [];
  return countries
    .split(';')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
}

/** Shown in a territory when the block has no limit or names the territory. */
export function isShownInCountry(countries: unknown, territory: string): boolean {
  const list = parseCountryLimit(countries);
  return list.length === 0 || list.includes(territory.toUpperCase());
}
