import type { CareCode } from '../../domain/product';

/**
 * Which parts make up the ISO 3758 / GINETEX symbol of each care code. The drawing is in CareSymbol.tsx;
 * this table only says what to combine, so a new code is one line here (and a type error until it is).
 */
export type WashTemperature = 30 | 40 | 60 | 95;
/** One bar under a symbol means gentle, two very gentle. */
export type GentleBars = 1 | 2;
export type DryingMark = 'tumble' | 'line' | 'drip' | 'flat' | 'shade';

export type CareSymbolSpec =
  | { base: 'tub'; temperature?: WashTemperature; hand?: boolean; bars?: GentleBars }
  | { base: 'triangle'; oxygenOnly?: boolean }
  /** dots: heat of the tumble dryer (inside the inner circle). */
  | { base: 'square'; marks: readonly DryingMark[]; dots?: 1 | 2 }
  /** dots: temperature of the iron's sole plate. */
  | { base: 'iron'; dots?: 1 | 2 | 3; steam?: boolean }
  | { base: 'circle'; letter?: 'P' | 'F' | 'W'; bars?: GentleBars };

export type CareSymbolBase = CareSymbolSpec['base'];

export const CARE_SYMBOLS: Record<CareCode, CareSymbolSpec> = {
  wash_30: { base: 'tub', temperature: 30 },
  wash_30_gentle: { base: 'tub', temperature: 30, bars: 1 },
  wash_30_very_gentle: { base: 'tub', temperature: 30, bars: 2 },
  wash_40: { base: 'tub', temperature: 40 },
  wash_40_gentle: { base: 'tub', temperature: 40, bars: 1 },
  wash_60: { base: 'tub', temperature: 60 },
  wash_60_gentle: { base: 'tub', temperature: 60, bars: 1 },
  wash_95: { base: 'tub', temperature: 95 },
  hand_wash: { base: 'tub', hand: true },
  do_not_wash: { base: 'tub' },
  bleach_any: { base: 'triangle' },
  bleach_oxygen_only: { base: 'triangle', oxygenOnly: true },
  do_not_bleach: { base: 'triangle' },
  tumble_dry_low: { base: 'square', marks: ['tumble'], dots: 1 },
  tumble_dry_normal: { base: 'square', marks: ['tumble'], dots: 2 },
  do_not_tumble_dry: { base: 'square', marks: ['tumble'] },
  line_dry: { base: 'square', marks: ['line'] },
  drip_dry: { base: 'square', marks: ['drip'] },
  dry_flat: { base: 'square', marks: ['flat'] },
  dry_in_shade: { base: 'square', marks: ['shade'] },
  iron_low: { base: 'iron', dots: 1 },
  iron_medium: { base: 'iron', dots: 2 },
  iron_high: { base: 'iron', dots: 3 },
  do_not_iron: { base: 'iron' },
  do_not_steam: { base: 'iron', steam: true },
  dry_clean_any: { base: 'circle' },
  dry_clean_p: { base: 'circle', letter: 'P' },
  dry_clean_p_gentle: { base: 'circle', letter: 'P', bars: 1 },
  dry_clean_f: { base: 'circle', letter: 'F' },
  dry_clean_f_gentle: { base: 'circle', letter: 'F', bars: 1 },
  do_not_dry_clean: { base: 'circle' },
  wet_clean: { base: 'circle', letter: 'W' },
  do_not_wet_clean: { base: 'circle', letter: 'W' },
};

/** Every "do not" instruction is the permitted symbol crossed out (St Andrew's cross). */
export function isForbiddenCare(code: CareCode): boolean {
  return code.startsWith('do_not_');
}
