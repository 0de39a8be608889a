import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import { createLiteSearchClient } from '../../../src/search/lite-client';
import type { ProductPageRecord } from '../../../src/domain/product-page-record';
import { reportError } from '../../../src/tracking/report-error';
import { payloadOf, type ProductDataField } from '../../../src/organisms/product/payload';
import { RECOMMENDATION_MAX_DEFAULT, Slider, recommendationsPerView } from '../../../src/organisms/product/Slider';
import { ProductBox } from '../../../src/ui/product-box';
import { boxRecord, boxRecordAttributes, type BoxSource } from '../../../src/domain/product-box-rules';
import { useBreakpoint } from '../../../src/hooks/useBreakpoint';

/** How many similar products are loaded for the slider. */
export const RECOMMENDATIONS_LOADED = 12;

/** Similar products (same leaf category, other products), from the search service. */
function useSimilarProducts(product: ProductPageRecord | undefined, count: number): BoxSource[] {
  const { search, projectConfiguration, locale } = useShopContext();
  const client = useMemo(() => createLiteSearchClient(search), [search]);
  const [hits, setHits] = useState<BoxSource[]>([]);
  const category = product?.categories[0];
  useEffect(() => {
    if (!product || !category) return;
    let cancelled = false;
    client
      .searchForHits<BoxSource>({
        requests: [
          {
            indexName: projectConfiguration.searchIndex.indexName,
            query: '',
            filters: `categories:"${category}"`,
            hitsPerPage: count + 1,
            // Boxes: what a box reads in the shopper's currency, nothing highlighted.
            attributesToRetrieve: boxRecordAttributes(locale.currency),
            attributesToHighlight: [],
          },
        ],
      })
      .then((answer) => {
        if (!cancelled) setHits(answer.results[0]!.hits.filter((h) => h.objectID !== product.objectID).slice(0, count));
      })
      .catch((error: unknown) => reportError(error, { source: 'recommendations' }));
    return () => {
      cancelled = true;
    };
  }, [client, category, product, count, projectConfiguration.searchIndex.indexName, locale.currency]);
  return hits;
}

/** The recommendation slider: items per view per breakpoint, capped by the configured maximum; a slider only when items exceed it. */
export default function Recommendations({ data }: TasticProps<{ product?: ProductDataField; max?: number; headline?: string }>) {
  const intl = useIntl();
  const product = payloadOf(data.product)?.product;
  const products = useSimilarProducts(product, RECOMMENDATIONS_LOADED);
  const boxes = useMemo(() => products.map(boxRecord), [products]);
  const bp = useBreakpoint();
  if (!boxes.length) return null;
  const label = data.headline || intl.formatMessage({ id: 'productDetail.recommendations' });
  return (
    <Slider
      label={label}
      perView={recommendationsPerView(bp, data.max ?? RECOMMENDATION_MAX_DEFAULT)}
      items={boxes.map((p) => <ProductBox key={p.objectID} product={p} />)}
    />
  );
}
