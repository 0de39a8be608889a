import type { TasticProps } from '../../../src/shop/registry';
import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { PartsView } from '../../../src/organisms/product/PartsView';

/** The outfit page (storefront-browsing.md §2 "Outfit, set, kit, voucher pages"); nothing unless the product is a outfit. */
export default function ProductOutfit({ data }: TasticProps<{ product?: ProductDataField }>) {
  const payload = payloadOf(data.product);
  if (payload?.product.productType !== 'outfit' || !payload.parts.length) return null;
  return <PartsView key={payload.product.objectID} payload={payload} kind="outfit" />;
}
