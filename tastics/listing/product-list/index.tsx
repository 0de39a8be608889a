import type { TasticProps } from '../../../src/shop/registry';
import type { ListingPayload } from '../../../src/search/listing-query';
import { useProductList } from '../../../src/hooks/useProductList';
import { PRICE_RANGE_MIN_DIFFERENCE } from '../../../src/config/constants';
import { Breaker, type BreakerData } from '../../../src/organisms/listing/Breaker';
import { TeaserBox, type TeaserBoxData } from '../../../src/organisms/listing/TeaserBox';
import { ListingView } from '../../../src/organisms/listing/ListingView';

export interface ProductListData {
  source?: { dataSourceId: string; dataSource: ListingPayload | null } | null;
  filterCount?: number;
  priceMinDifference?: number;
  showFilters?: boolean;
  breakers?: BreakerData[];
  teaserBoxes?: TeaserBoxData[];
}

/** Inserts in order: the breakers, then the teaser boxes (first at the first position, second at the second). */
export function listInserts(data: Pick<ProductListData, 'breakers' | 'teaserBoxes'>) {
  return [
    ...(data.breakers ?? []).map((b, i) => <Breaker key={`b${i}`} data={b} />),
    ...(data.teaserBoxes ?? []).map((t, i) => <TeaserBox key={`t${i}`} data={t} />),
  ];
}

/** The product list of a category, brand or campaign page, fed by the product list data source. */
export default function ProductList({ data, tasticId }: TasticProps<ProductListData>) {
  const list = useProductList({ payload: data.source?.dataSource });
  return (
    <ListingView
      list={list}
      filterCount={data.filterCount}
      priceMinDifference={data.priceMinDifference ?? PRICE_RANGE_MIN_DIFFERENCE}
      showFilters={data.showFilters ?? true}
      inserts={listInserts(data)}
      listName={tasticId}
    />
  );
}
