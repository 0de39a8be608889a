import { OTHERS_GROUP, type FacetValue } from './listing-filters';
import { sizeSystemsByLabel, sizeSystemTabs, type SizeSystem } from '../domain/size-systems';

/**
 * The rules of a filter's values that only its opened panel needs (src/organisms/listing/FilterValues.tsx,
 * loaded when the shopper reaches for a filter): the category groups, the size systems' tabs and the price range.
 */

/** Category groups in order of first appearance, 'Others' last. */
export function groupValues(values: readonly FacetValue[]): { group: string; values: FacetValue[] }[] {
  const groups = new Map<string, FacetValue[]>();
  for (const v of values) {
    const g = v.group ?? OTHERS_GROUP;
    groups.set(g, [...(groups.get(g) ?? []), v]);
  }
  return [...groups].sort(([a], [b]) => (a === OTHERS_GROUP ? 1 : 0) - (b === OTHERS_GROUP ? 1 : 0)).map(([group, vs]) => ({ group, values: vs }));
}

/**
 * Price range rule (§5): a typed value outside the bounds resets to the bound; min stays at least
 * `minDifference` below max and vice versa. `changed` says which end the shopper moved.
 */
export function clampPriceRange(
  range: { min: number; max: number },
  bounds: { min: number; max: number },
  minDifference: number,
  changed: 'min' | 'max',
): { min: number; max: number } {
  let min = Number.isFinite(range.min) ? range.min : bounds.min;
  let max = Number.isFinite(range.max) ? range.max : bounds.max;
  if (min < bounds.min || min > bounds.max) min = bounds.min;
  if (max > bounds.max || max < bounds.min) max = bounds.max;
  if (max - min < minDifference) {
    if (changed === 'min') min = Math.max(bounds.min, max - minDifference);
    else max = Math.min(bounds.max, min + minDifference);
  }
  return { min, max };
}

/** "Slider moves breaching it are ignored": the previous range stays. */
export function acceptSliderMove(
  next: { min: number; max: number },
  previous: { min: number; max: number },
  minDifference: number,
): { min: number; max: number } {
  return next.max - next.min < minDifference ? previous : next;
}

/**
 * "Size filter has tabs per size system": the size filter's values per system present, in the
 * systems' order (src/domain/size-systems.ts); a label in two systems is listed in both.
 */
export function sizeSystemPanels(values: readonly FacetValue[], systemSizes?: Readonly<Record<string, number>>): Map<SizeSystem, FacetValue[]> {
  const systems = sizeSystemsByLabel(
    values.map((v) => v.value),
    systemSizes,
  );
  const panels = new Map<SizeSystem, FacetValue[]>(sizeSystemTabs(systems.values()).map((s) => [s, []]));
  for (const v of values) for (const s of systems.get(v.value) ?? []) panels.get(s)!.push(v);
  return panels;
}
