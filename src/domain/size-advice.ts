import type { BODY_TYPES, SIZE_TYPES } from './product-vocabulary';

/**
 * The size advisor's rules (storefront-browsing.md §2 "Size-chart link appears after 5 seconds if the
 * size advisor button is not shown"; accounts-cart-services.md §1 "projects hrm and eck force German
 * language and country DE for the size-advice widget"). The advisor itself is a provider's widget
 * behind the port in src/app/size-advisor.ts; what it is asked is in ./size-advice-request.ts,
 * which loads with the advisor, when the shopper reaches for it.
 */

/** The size types a size advisor measures: clothing and shoes, not belts, hats or one-size articles. */
export const SIZE_ADVICE_SIZE_TYPES: readonly (typeof SIZE_TYPES)[number][] = ['standard', 'standarddob', 'inch', 'collar', 'shoe'];

export interface AdviceSize {
  sku: string;
  sizeString: string;
  sizeType: (typeof SIZE_TYPES)[number];
  bodyType: (typeof BODY_TYPES)[number];
  stock: number;
  isNos: boolean;
}

/** Whether the size advisor is offered for a colour: one is configured, and the colour has several sizes of a measured size type. */
export function isSizeAdviceOffered(configured: boolean, colour: { sizeVariants: readonly Pick<AdviceSize, 'sizeType'>[] }): boolean {
  return configured && colour.sizeVariants.length > 1 && colour.sizeVariants.every((s) => SIZE_ADVICE_SIZE_TYPES.includes(s.sizeType));
}
