import type { TasticProps } from '../../../src/page/registry';
import { useShopContext } from '../../../src/page/ShopContext';
import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { ProductDetailView } from '../../../src/organisms/product/ProductDetailView';

/** Whether vouchers are sold here: the project's voucher territories (empty = everywhere). */
export function voucherAvailable(territories: readonly string[], territory: string): boolean {
  return territories.length === 0 || territories.includes(territory);
}

/** The voucher page (productType geschenkkarte): product details plus ratings; nothing for other products or territories. */
export default function ProductVoucher({ data }: TasticProps<{ product?: ProductDataField }>) {
  const { project, locale } = useShopContext();
  const payload = payloadOf(data.product);
  if (payload?.product.productType !== 'geschenkkarte') return null;
  if (!voucherAvailable(project.voucherTerritories, locale.territory)) return null;
  return <ProductDetailView key={payload.product.objectID} payload={payload} ratings={project.features.voucherRatings} reserve={false} />;
}
