import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { FILTER_COUNT_DEFAULT } from '../../config/constants';
import { useFilters } from '../../hooks/useFilters';
import type { ProductListConnector } from '../../hooks/useProductList';
import { DesktopFilters, MobileFilters } from './Filters';
import { Sorting } from './Sorting';
import { Grid } from './Grid';
import { ActiveFilters } from './ActiveFilters';

export interface ListingViewProps {
  list: ProductListConnector;
  filterCount?: number;
  priceMinDifference: number;
  inserts?: ReactNode[];
  listName: string;
  showFilters?: boolean;
}

/** Toolbar (count, filters, sorting), the grid, and the empty and error states. */
export function ListingView({ list, filterCount = FILTER_COUNT_DEFAULT, priceMinDifference, inserts, listName, showFilters = true }: ListingViewProps) {
  const filters = useFilters(list, filterCount);
  const count = list.result?.nbHits ?? 0;
  const empty = !!list.result && count === 0 && !list.loading;
  return (
    <section className="listing" aria-labelledby={`${listName}-count`}>
      <div className="listing__toolbar">
        {/* The list's heading in the page's outline (its product boxes' titles are the level below). */}
        <h2 className="listing__count" id={`${listName}-count`} aria-live="polite">
          {list.result ? <FormattedMessage id="productList.count" values={{ count }} /> : <FormattedMessage id="productList.products" />}
        </h2>
        {showFilters ? (
          <>
            <div className="listing__filters listing__filters--desktop">
              <DesktopFilters filters={filters} list={list} priceMinDifference={priceMinDifference} />
            </div>
            <div className="listing__filters listing__filters--mobile">
              <MobileFilters filters={filters} list={list} priceMinDifference={priceMinDifference} />
            </div>
          </>
        ) : null}
        <Sorting value={list.state.sortBy} onChange={list.setSort} />
      </div>
      {showFilters ? <ActiveFilters list={list} views={filters.views} /> : null}
      {list.error ? (
        <Alert variant="danger">
          <FormattedMessage id="productList.error" />{' '}
          <Button variant="link" onClick={list.retry}>
            <FormattedMessage id="productList.retry" />
          </Button>
        </Alert>
      ) : null}
      {empty ? (
        <Alert variant="info">
          <FormattedMessage id="productList.empty" />
        </Alert>
      ) : list.pages.length === 0 && list.loading ? (
        <div className="product-grid__loading">
          <Spinner />
        </div>
      ) : (
        <Grid list={list} inserts={inserts} listName={listName} />
      )}
    </section>
  );
}
