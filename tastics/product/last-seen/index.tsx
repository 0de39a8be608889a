import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useLastSeen } from '../../../src/hooks/useLastSeen';
import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { Slider, recommendationsPerView } from '../../../src/organisms/product/Slider';
import { ProductBox } from '../../../src/ui/product-box';
import { boxRecord } from '../../../src/domain/product-box-rules';
import { useBreakpoint } from '../../../src/hooks/useBreakpoint';

/** Last seen products (10, newest first, without the product on screen), loaded through the products-by-id action. */
export default function LastSeen({ data }: TasticProps<{ product?: ProductDataField; maxPerView?: number }>) {
  const intl = useIntl();
  const current = payloadOf(data.product)?.product.objectID;
  const { products } = useLastSeen(current);
  const boxes = useMemo(() => products.map(boxRecord), [products]);
  const bp = useBreakpoint();
  if (!boxes.length) return null;
  return (
    <div className="last-seen">
      <Slider
        small
        label={intl.formatMessage({ id: 'productDetail.lastSeen' })}
        perView={recommendationsPerView(bp, data.maxPerView)}
        items={boxes.map((p) => <ProductBox key={p.objectID} product={p} />)}
      />
    </div>
  );
}
