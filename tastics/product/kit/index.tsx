import type { TasticProps } from '../../../src/shop/registry';
import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { PartsView } from '../../../src/organisms/product/PartsView';

/** The kit page (storefront-browsing.md §2 "Outfit, set, kit, voucher pages"); nothing unless the product is a kit. */
export default function ProductKit({ data }: TasticProps<{ product?: ProductDataField }>) {
  const payload = payloadOf(data.product);
  if (payload?.product.productType !== 'kit' || !payload.parts.length) return null;
  return <PartsView key={payload.product.objectID} payload={payload} kind="kit" />;
}
