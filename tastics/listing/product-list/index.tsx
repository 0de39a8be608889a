import type { TasticProps } from '../../../src/shop/registry';
import type { ListingPayload } from '../../../src/search/listing-query';
import { useProductList } from '../../../src/hooks/useProductList';
import { PRICE_RANGE_MIN_DIFFERENCE } from '../../../src/config/constants';
import type { BreakerData } from '../../../src/organisms/listing/Breaker';
import type { TeaserBoxData } from '../../../src/organisms/listing/TeaserBox';
import { listInserts } from '../../../src/organisms/listing/ListInserts';
import { ListingView } from '../../../src/organisms/listing/ListingView';

export interface ProductListData {
  source?: { dataSourceId: string; dataSource: ListingPayload | null } | null;
  filterCount?: number;
  priceMinDifference?: number;
  showFilters?: boolean;
  breakers?: BreakerData[];
  teaserBoxes?: TeaserBoxData[];
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
