import { useCallback, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import type { ListingPayload, ListingResult } from '../../../src/search/listing-query';
import { useProductList } from '../../../src/hooks/useProductList';
import { readStoredQuery, searchPageHref, storeQuery } from '../../../src/hooks/useSearchState';
import { PRICE_RANGE_MIN_DIFFERENCE } from '../../../src/config/constants';
import type { SearchState } from '../../../src/search/state';
import { ListingView } from '../../../src/organisms/listing/ListingView';
import { referenceHref } from '../../../src/navigation/reference';
import { searchRedirect } from './rules';

export interface SearchPageData {
  source?: { dataSourceId: string; dataSource: ListingPayload | null } | null;
  zeroResultPage?: ReferenceValue | null;
  filterCount?: number;
  priceMinDifference?: number;
}

/**
 * The search result page (storefront-browsing.md §2): the query from the address, the stored
 * search state or the page's stream data; an 8-digit item number with one hit opens the product,
 * zero hits go to the zero-result page when one is configured. Nothing without a query.
 */
export default function SearchPage({ data, tasticId, pageFolder }: TasticProps<SearchPageData>) {
  const zeroResultPath = referenceHref(data.zeroResultPage ?? undefined);
  const onResult = useCallback(
    (result: ListingResult, state: SearchState) => {
      const target = searchRedirect(state.query, result, zeroResultPath);
      if (target) window.location.replace(target);
    },
    [zeroResultPath],
  );
  const list = useProductList({ payload: data.source?.dataSource, onResult });
  const query = list.state.query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: store or restore the query when the query changes; the list object is new on every render
  useEffect(() => {
    if (query) {
      storeQuery(query);
      return;
    }
    const stored = readStoredQuery();
    if (stored) list.search(stored);
  }, [query]);

  if (!query) return null;
  const terms = list.result?.suggestedTerms ?? [];
  return (
    <div className="search-page">
      <h1 className="search-page__headline">
        <FormattedMessage id="search.headline" values={{ query }} />
      </h1>
      {terms.length ? (
        <nav className="search-page__terms" aria-labelledby={`${tasticId}-terms`}>
          <span className="search-page__terms-label" id={`${tasticId}-terms`}>
            <FormattedMessage id="search.suggestedTerms" />:
          </span>
          <ul>
            {terms.map((t) => (
              <li key={t}>
                <a href={searchPageHref(t, pageFolder.path)} onClick={() => storeQuery(t)}>
                  {t}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListingView list={list} filterCount={data.filterCount} priceMinDifference={data.priceMinDifference ?? PRICE_RANGE_MIN_DIFFERENCE} listName={tasticId} />
    </div>
  );
}
