/** Splits a list into batches of at most `size` ("viewed objects in batches of 20, filters in batches of 10"). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
