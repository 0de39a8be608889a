import type { EmbeddedCatalogue } from './catalogue';
import { describeVariant, type SkuInfo } from '../shared/lines';

export { asLanguage, type SkuInfo } from '../shared/lines';

/** The line view of a sku from the SQLite catalogue. */
export function describeSku(catalogue: EmbeddedCatalogue, sku: string, language: string, currency: string): SkuInfo | null {
  const hit = catalogue.productBySkuSync(sku);
  return hit ? describeVariant(hit.product, sku, language, currency) : null;
}
