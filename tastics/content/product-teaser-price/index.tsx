import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue, ReferenceValue } from '../../../src/domain/navigation';
import { hasMedia } from '../../../src/content/media';
import { useFormatters } from '../../../src/hooks/useFormatters';
import { usePromotionTracking } from '../../../src/hooks/usePromotionTracking';
import { ContentLink } from '../../../src/ui/content/ContentLink';
import { ResponsiveImage } from '../../../src/ui/content/ResponsiveImage';

export interface ProductTeaserPriceData {
  image?: MediaValue | null;
  imageAlt?: string;
  /** The source value: the product's item number (or a search term) the teaser stands for. */
  sourceValue?: string;
  brand?: string;
  title?: string;
  /** Price in the shop currency; shown only above 0. */
  price?: number;
  link?: ReferenceValue | null;
}

/** "Product teaser with price needs image and source value; price shown only above 0." */
export function isProductTeaserShown(data: Pick<ProductTeaserPriceData, 'image' | 'sourceValue'>): boolean {
  return hasMedia(data.image) && !!data.sourceValue?.trim();
}

export default function ProductTeaserPrice({ data, tasticId }: TasticProps<ProductTeaserPriceData>) {
  const format = useFormatters();
  const { ref, onFollow } = usePromotionTracking<HTMLElement>({ id: tasticId, name: data.title ?? data.sourceValue ?? tasticId });
  if (!isProductTeaserShown(data)) return null;
  const link = data.link ?? `/search?query=${encodeURIComponent(data.sourceValue!.trim())}`;
  return (
    <article ref={ref} className="product-teaser">
      <ContentLink link={link} onFollow={onFollow} className="product-teaser__link">
        <ResponsiveImage image={data.image!} alt={data.imageAlt ?? data.title} sizes="(min-width: 992px) 33vw, 100vw" className="product-teaser__image" />
        <span className="product-teaser__text">
          {data.brand ? <span className="product-teaser__brand">{data.brand}</span> : null}
          {data.title ? <span className="product-teaser__title">{data.title}</span> : null}
          {typeof data.price === 'number' && data.price > 0 ? <span className="product-teaser__price">{format.price(data.price)}</span> : null}
        </span>
      </ContentLink>
    </article>
  );
}
