import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { ProductDetailView } from '../../../src/organisms/product/ProductDetailView';

/** The product detail page of a regular product (storefront-browsing.md §2); nothing for other product types. */
export default function ProductDetail({ data }: TasticProps<{ product?: ProductDataField; sizeChartUrl?: string }>) {
  const { project } = useShopContext();
  const payload = payloadOf(data.product);
  if (payload?.product.productType !== 'regular') return null;
  return <ProductDetailView key={payload.product.objectID} payload={payload} sizeChartUrl={data.sizeChartUrl} ratings={project.features.ratings} />;
}
