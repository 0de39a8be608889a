/**
 * Countries as a select's options, named in the shopper's language: without the account's schemas
 * (./account-rules.ts re-exports them), so a view that only shows an address loads no zod.
 */

/** Options sorted by their translated name in the shopper's language. */
export function sortByName<T extends { label: string }>(options: T[], language: string): T[] {
  const collator = new Intl.Collator(language);
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}

export function countryOptions(codes: readonly string[], language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return sortByName(
    codes.map((code) => ({ value: code, label: names?.of(code) ?? code })),
    language,
  );
}
