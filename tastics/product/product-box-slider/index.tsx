import { useMemo } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import { useProductsByIds } from '../../../src/hooks/useProductsByIds';
import { Slider, productBoxSlidesPerView } from '../../../src/organisms/product/Slider';
import { ProductBox } from '../../../src/ui/product-box';
import { boxRecord } from '../../../src/domain/product-box-rules';
import { useBreakpoint } from '../../../src/hooks/useBreakpoint';

interface Data {
  headline?: string;
  products?: { productId?: string }[];
  slidesPerView?: number;
  boxSize?: 'small' | 'normal';
  pagination?: boolean;
}

/** Editor-chosen products in a slider: small or normal boxes, 2 per view on xs/sm/md, else the configured count. */
export default function ProductBoxSlider({ data }: TasticProps<Data>) {
  const ids = (data.products ?? []).map((p) => p.productId?.trim()).filter((id): id is string => !!id);
  const products = useProductsByIds(ids);
  const boxes = useMemo(() => products.map(boxRecord), [products]);
  const bp = useBreakpoint();
  if (!boxes.length) return null;
  return (
    <Slider
      label={data.headline ?? ''}
      perView={productBoxSlidesPerView(bp, data.slidesPerView ?? 4)}
      pagination={data.pagination !== false}
      small={data.boxSize === 'small'}
      items={boxes.map((p) => <ProductBox key={p.objectID} product={p} />)}
    />
  );
}
