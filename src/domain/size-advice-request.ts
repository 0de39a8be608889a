import { sizeSystemOf } from './size-systems';
import type { AdviceSize } from './size-advice';

/** What the size advisor is asked, and what its advice means for the buy box (accounts-cart-services.md §1). */

/** The widget's language and country: the shopper's, except where the project forces German and DE (hrm, eck). */
export function sizeAdviceLocale(
  project: { features: { sizeAdviceForceGerman: boolean } },
  locale: { language: string; territory: string },
): { language: string; country: string } {
  return project.features.sizeAdviceForceGerman ? { language: 'de', country: 'DE' } : { language: locale.language, country: locale.territory };
}

/** What the advisor is asked about (src/app/size-advisor.ts SizeAdviceRequest). */
export function sizeAdviceRequest(input: {
  product: { objectID: string; title: string; brand: { title: string }; type: string };
  colour: { itemnum: string; sizeVariants: readonly AdviceSize[] };
  project: { features: { sizeAdviceForceGerman: boolean } };
  locale: { language: string; territory: string };
  shopId: string;
  sessionId: string | null;
}) {
  return {
    productId: input.product.objectID,
    itemNumber: input.colour.itemnum,
    title: input.product.title,
    brand: input.product.brand.title,
    articleType: input.product.type,
    // Each size with its system (normal, short, long, letters, waist/length, collar, shoe): a jacket's 25 is a short size.
    sizes: input.colour.sizeVariants.map((s) => ({
      sku: s.sku,
      label: s.sizeString,
      system: sizeSystemOf(s.sizeType, s.bodyType),
      available: s.stock > 0 || s.isNos,
    })),
    ...sizeAdviceLocale(input.project, input.locale),
    shopId: input.shopId,
    ...(input.sessionId ? { sessionId: input.sessionId } : {}),
  };
}

/** The size of the colour the advice names (by its label, as the widget got it), or null. */
export function advisedSize<S extends Pick<AdviceSize, 'sizeString'>>(colour: { sizeVariants: readonly S[] }, label: string): S | null {
  const wanted = label.trim().toLowerCase();
  return colour.sizeVariants.find((s) => s.sizeString.trim().toLowerCase() === wanted) ?? null;
}
