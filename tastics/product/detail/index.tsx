import type { TasticProps } from '../../../src/page/registry';
import { useShopContext } from '../../../src/page/ShopContext';
import type { ProductPagePayload } from '../../../src/api/products';
import { ProductDetailView } from './ProductDetailView';

export interface ProductDataField {
  dataSourceId?: string;
  dataSource?: ProductPagePayload | null;
}

/** Reads the dynamic page's payload from a dataSource field. */
export function payloadOf(field: ProductDataField | undefined): ProductPagePayload | null {
  const payload = field?.dataSource;
  return payload && payload.product ? payload : null;
}

/** The product detail page of a regular product (storefront-browsing.md §2); nothing for other product types. */
export default function ProductDetail({ data }: TasticProps<{ product?: ProductDataField; sizeChartUrl?: string }>) {
  const { project } = useShopContext();
  const payload = payloadOf(data.product);
  if (!payload || payload.product.productType !== 'regular') return null;
  return <ProductDetailView key={payload.product.objectID} payload={payload} sizeChartUrl={data.sizeChartUrl} ratings={project.features.ratings} />;
}
