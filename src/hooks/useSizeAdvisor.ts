import { useState } from 'react';
import { useShopContext } from '../shop/ShopContext';
import { isSizeAdviceOffered } from '../domain/size-advice';
import type { SearchColorVariant } from '../domain/search-record';
import type { ProductPageRecord } from '../domain/product-page-record';
import { hasSizeAdvisor, loadSizeAdvisor } from '../app/size-advisor';

export type SizeAdviceState = { kind: 'idle' | 'busy' | 'unsupported' | 'failed' } | { kind: 'advised'; size: string };

/** The run's code, with the provider's: loaded when the shopper reaches for the button, not with the page. */
const flow = () => import('./size-advice-flow');

/**
 * The size advisor of the product page (src/app/size-advisor.ts): offered where one is configured
 * and the colour has sizes it measures; the provider's code loads when the shopper reaches for the
 * button (`reach`), the widget opens on `ask`, and the advised size is chosen in the buy box.
 */
export function useSizeAdvisor(product: ProductPageRecord, colour: SearchColorVariant, chooseSize: (sku: string) => void) {
  const { project, locale, projectConfiguration } = useShopContext();
  const { sizeAdvisorScriptUrl: scriptUrl, sizeAdvisorShopId: shopId } = projectConfiguration;
  const offered = isSizeAdviceOffered(hasSizeAdvisor(scriptUrl), colour);
  const [state, setState] = useState<SizeAdviceState>({ kind: 'idle' });
  const prefetch = () => {
    void flow().catch(() => undefined);
    void loadSizeAdvisor(scriptUrl);
  };
  const ask = async () => {
    setState({ kind: 'busy' });
    try {
      const outcome = await (await flow()).askForSize({ advisor: loadSizeAdvisor(scriptUrl), shopId, product, colour, project, locale });
      if (outcome.kind === 'advised') {
        chooseSize(outcome.sku);
        setState({ kind: 'advised', size: outcome.size });
      } else setState({ kind: outcome.kind === 'closed' ? 'idle' : outcome.kind });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return { offered, state, ask, reach: { onPointerEnter: prefetch, onFocus: prefetch } };
}
