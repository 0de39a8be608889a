import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { ProductDetailView } from '../../../src/organisms/product/ProductDetailView';
import { VOUCHER_PRODUCT_TYPE } from '../../../src/domain/product';

/** Whether vouchers are sold here: the project's voucher territories (empty = everywhere). */
export function voucherAvailable(territories: readonly string[], territory: string): boolean {
  return territories.length === 0 || territories.includes(territory);
}

/**
 * "when on the voucher node" (storefront-browsing.md §2): with a voucher node chosen by the editor, the
 * page shows the voucher only when the product belongs to that node (its breadcrumb passes it) or the
 * page is that node itself. Without one, every voucher product qualifies.
 */
export function isOnVoucherNode(
  voucherNode: { pageFolderId?: string; _url?: string } | null | undefined,
  page: { pageFolderId: string },
  breadcrumbs: readonly { url: string }[],
): boolean {
  if (!voucherNode?.pageFolderId) return true;
  if (voucherNode.pageFolderId === page.pageFolderId) return true;
  const url = voucherNode._url?.replace(/\/+$/, '');
  return !!url && breadcrumbs.some((b) => b.url.replace(/\/+$/, '') === url);
}

interface VoucherData {
  product?: ProductDataField;
  voucherNode?: { pageFolderId?: string; _url?: string } | null;
}

/** The voucher page (productType geschenkkarte): product details plus ratings; nothing for other products, territories or nodes. */
export default function ProductVoucher({ data, pageFolder }: TasticProps<VoucherData>) {
  const { project, locale } = useShopContext();
  const payload = payloadOf(data.product);
  if (payload?.product.productType !== VOUCHER_PRODUCT_TYPE) return null;
  if (!voucherAvailable(project.voucherTerritories, locale.territory)) return null;
  if (!isOnVoucherNode(data.voucherNode, pageFolder, payload.breadcrumbs)) return null;
  return <ProductDetailView key={payload.product.objectID} payload={payload} ratings={project.features.voucherRatings} reserve={false} />;
}
