import type { BODY_TYPES, SIZE_TYPES } from './product-vocabulary';

/**
 * "Size filter has tabs per size system" (storefront-browsing.md §2). In menswear a jacket of
 * normal size (46-62), of short size (untersetzt, 24-29) and of long size (schlank, 98-114) are
 * sized on different scales: each is a system of its own, beside letters (S-6XL), waist/length
 * (32/34), collar and shoe sizes. Which system a size belongs to is a fact of the catalogue (its size
 * type and body type), not of its label's format: a collar size 44 and a jacket size 44 look alike.
 */
export const SIZE_SYSTEMS = ['letters', 'normal', 'short', 'long', 'waistLength', 'collar', 'shoe', 'underwear', 'other'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

type SizeType = (typeof SIZE_TYPES)[number];
type BodyType = (typeof BODY_TYPES)[number];

const BY_SIZE_TYPE: Partial<Record<SizeType, SizeSystem>> = {
  standard: 'letters',
  inch: 'waistLength',
  collar: 'collar',
  shoe: 'shoe',
  underwear: 'underwear',
};
/** Jacket, suit and coat sizes (standarddob): the body type names the scale. */
const DOB_BY_BODY_TYPE: Record<BodyType, SizeSystem> = { normal: 'normal', short: 'short', tall: 'long' };

/** The size system of a size variant. */
export function sizeSystemOf(sizeType: SizeType, bodyType: BodyType): SizeSystem {
  if (sizeType === 'standarddob') return DOB_BY_BODY_TYPE[bodyType];
  return BY_SIZE_TYPE[sizeType] ?? 'other';
}

/** The value the index keeps per size for the filter's tabs: system and label ("short|25"). */
export function systemSizeKey(system: SizeSystem, sizeString: string): string {
  return `${system}|${sizeString}`;
}

const isSizeSystem = (value: string): value is SizeSystem => (SIZE_SYSTEMS as readonly string[]).includes(value);

/** A label's system judged by its format, for a size the index has no system for: letters, numbers, waist/length. */
export function sizeSystemOfLabel(label: string): SizeSystem {
  const s = label.trim();
  if (/^(\d?X{0,4}[SML]|X{1,4}L|\d?XL|XS|XXS)(\s*(tall|short|T|K))?$/i.test(s)) return 'letters';
  if (/^\d+([.,]\d+)?$/.test(s)) return 'normal';
  if (/^\d+\s*\/\s*\d+$/.test(s)) return 'waistLength';
  return 'other';
}

/**
 * The systems of each size label, from the index's system facet ("short|25": count); a label
 * in several systems (collar 44, jacket 44) is listed in each, one without any by its format.
 */
export function sizeSystemsByLabel(labels: readonly string[], systemSizes: Readonly<Record<string, number>> = {}): Map<string, SizeSystem[]> {
  const known = new Map<string, SizeSystem[]>();
  for (const key of Object.keys(systemSizes)) {
    const bar = key.indexOf('|');
    const system = key.slice(0, bar);
    if (bar < 0 || !isSizeSystem(system)) continue;
    const label = key.slice(bar + 1);
    known.set(label, [...(known.get(label) ?? []), system]);
  }
  return new Map(labels.map((label) => [label, known.get(label) ?? [sizeSystemOfLabel(label)]]));
}

/** The filter's tabs: one per system present, in the order of SIZE_SYSTEMS. */
export function sizeSystemTabs(systems: Iterable<readonly SizeSystem[]>): SizeSystem[] {
  const present = new Set([...systems].flat());
  return SIZE_SYSTEMS.filter((s) => present.has(s));
}
