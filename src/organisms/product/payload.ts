import type { ProductPagePayload } from '../../api/products';

/** A product page tastic's dataSource field (the dynamic page's product data source). */
export interface ProductDataField {
  dataSourceId?: string;
  dataSource?: ProductPagePayload | null;
}

/** Reads the dynamic page's payload from a dataSource field. */
export function payloadOf(field: ProductDataField | undefined): ProductPagePayload | null {
  const payload = field?.dataSource;
  return payload?.product ? payload : null;
}
