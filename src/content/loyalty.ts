import { TRAVEL_VOUCHER_BY_LEVEL } from '../config/constants';
import type { LoyaltyLevel } from '../domain/loyalty';

/** "Travel voucher code by card level: black 20, blue or silver 15" (storefront-browsing.md §2), in percent. */
export function travelVoucherPercent(level: LoyaltyLevel): number {
  return TRAVEL_VOUCHER_BY_LEVEL[level];
}

/** The travel voucher code of a card level: black has its own, blue and silver share one. */
export function travelVoucherCode(level: LoyaltyLevel, codes: { black?: string; blueSilver?: string }): string | null {
  const code = level === 'black' ? codes.black : codes.blueSilver;
  return code?.trim() || null;
}

/** "Loyalty tiles ... need headline and at least one tile." */
export function hasLoyaltyTiles(data: { headline?: string; tiles?: { title?: string }[] }): boolean {
  return !!data.headline?.trim() && (data.tiles ?? []).some((t) => t.title?.trim());
}
