import type { SizeAdvisor } from '../app/size-advisor';
import { advisedSize, sizeAdviceRequest } from '../domain/size-advice-request';
import type { SearchColorVariant } from '../domain/search-record';
import type { ProductPageRecord } from '../domain/product-page-record';
import { ensureSessionCookies } from '../state/session-cookies';

/**
 * The size advisor's run (./useSizeAdvisor.ts), loaded when the shopper reaches for its button:
 * the provider's code, its product check, its widget, the advised size of the colour.
 */
export type SizeAdviceOutcome = { kind: 'failed' | 'unsupported' | 'closed' } | { kind: 'advised'; sku: string; size: string };

export async function askForSize(input: {
  /** The provider (src/app/size-advisor.ts loadSizeAdvisor, handed in: the port stays in the page's chunk). */
  advisor: Promise<SizeAdvisor | null>;
  shopId: string;
  product: ProductPageRecord;
  colour: SearchColorVariant;
  project: { features: { sizeAdviceForceGerman: boolean } };
  locale: { language: string; territory: string };
}): Promise<SizeAdviceOutcome> {
  const advisor = await input.advisor;
  if (!advisor) return { kind: 'failed' };
  const request = sizeAdviceRequest({ ...input, sessionId: ensureSessionCookies() });
  if (!(await advisor.supports(request))) return { kind: 'unsupported' };
  const advice = await advisor.open(request);
  const size = advice ? advisedSize(input.colour, advice.size) : null;
  return size ? { kind: 'advised', sku: size.sku, size: size.sizeString } : { kind: 'closed' };
}
