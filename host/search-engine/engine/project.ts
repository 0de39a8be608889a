/**
 * attributesToRetrieve: `*` (everything), `-attr` exclusions next to `*`, or a list of (dotted)
 * attributes. objectID is always returned, as Algolia does.
 */
export function project(record: Record<string, unknown>, attributes: readonly string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) {
    const excluded = attributes?.filter((a) => a.startsWith('-')).map((a) => a.slice(1)) ?? [];
    if (excluded.length === 0) return { ...record };
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) if (!excluded.includes(k) || k === 'objectID') out[k] = v;
    return out;
  }
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const path of attributes) pick(record, path.split('.'), 0, out);
  return out;
}

function pick(source: unknown, segments: string[], i: number, target: Record<string, unknown>): void {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return;
  const key = segments[i];
  const value = (source as Record<string, unknown>)[key];
  if (value === undefined) return;
  if (i === segments.length - 1) {
    target[key] = value;
    return;
  }
  if (Array.isArray(value)) {
    const existing = Array.isArray(target[key]) ? (target[key] as Record<string, unknown>[]) : value.map(() => ({}));
    value.forEach((el, j) => pick(el, segments, i + 1, existing[j]));
    target[key] = existing;
    return;
  }
  const child = (target[key] as Record<string, unknown>) ?? {};
  pick(value, segments, i + 1, child);
  target[key] = child;
}
