import { useMemo, type ReactNode } from 'react';
import { useShopContext } from '../../shop/ShopContext';
import { useVariantSelection } from '../../hooks/useVariantSelection';
import type { ProductPagePayload } from '../../api/products';
import { Gallery } from './Gallery';
import { BuyBox } from './BuyBox';
import { ProductInformation } from './Information';
import { Breadcrumb, SizeChartLink } from './Page';
import { ClickAndReserveDialog, SoldOutDialog } from './ProductDialogs';
import { useBuyBox } from '../../hooks/useBuyBox';
import { useReviews } from '../../hooks/useReviews';
import { useProductPage } from '../../hooks/useProductPage';
import { useSizeAdvisor } from '../../hooks/useSizeAdvisor';
import { SizeAdvisor } from './SizeAdvisor';
import { HydrateWhenReached } from '../../ui/HydrateWhenReached';

/** The product detail page's body: breadcrumb, gallery, buy box, information; used by the detail and voucher tastics. */
export function ProductDetailView({
  payload,
  sizeChartUrl,
  ratings,
  reserve = true,
  children,
}: {
  payload: ProductPagePayload;
  sizeChartUrl?: string;
  /** Whether reviews are fetched for this page (project data). */
  ratings: boolean;
  reserve?: boolean;
  children?: ReactNode;
}) {
  const { product, breadcrumbs } = payload;
  const query = payload.query ?? { colorVariant: null, tall: false, querySize: null, querySizeType: null, queryID: null };
  const selection = useVariantSelection(product, { ...query, useSavedSizeFilter: true });
  const buy = useBuyBox(product, query.queryID);
  const reviews = useReviews([selection.colour.itemnum], ratings);
  useProductPage(product, selection.colour, selection.tall);
  const advisor = useSizeAdvisor(product, selection.colour, selection.chooseSize);
  const { project } = useShopContext();
  const summary = reviews[selection.colour.itemnum] ?? null;
  // The information (tabs, care symbols, texts) lies far below the buy box on a phone: it hydrates
  // when the shopper reaches it. Memoised: a re-render of the page with the same product and colour
  // leaves its served markup waiting.
  const information = useMemo(
    () => (
      <HydrateWhenReached>
        <ProductInformation product={product} colour={selection.colour} reviews={summary} />
      </HydrateWhenReached>
    ),
    [product, selection.colour, summary],
  );
  return (
    <article className={`product-detail product-detail--${project.headlineStyle}`}>
      <Breadcrumb items={breadcrumbs} current={product.title} />
      <div className="product-detail__grid">
        <Gallery colour={selection.colour} title={product.title} />
        <div className="product-detail__buy">
          <p className="product-detail__brand">
            <a href={`/marken/${product.brand.slug}`}>{product.brand.title}</a>
          </p>
          <h1 className="product-detail__title">{product.title}</h1>
          <BuyBox product={product} selection={selection} buy={buy} reserve={reserve} />
          <SizeAdvisor advisor={advisor} sizeChartUrl={sizeChartUrl} />
          <SizeChartLink href={sizeChartUrl} sizeAdvisorShown={advisor.offered} />
          {children}
        </div>
      </div>
      {information}
      <SoldOutDialog />
      <ClickAndReserveDialog />
    </article>
  );
}
