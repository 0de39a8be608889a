import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LIST_IMPRESSION_DEBOUNCE_MS } from '../../config/constants';
import type { LoadedPage, ProductListConnector } from '../../hooks/useProductList';
import { ProductBox } from '../../ui/product-box';
import { initialColorIndex } from '../../domain/product-box-rules';
import { Spinner } from '../../ui/Spinner';
import { Button } from '../../ui/Button';
import { track } from '../../tracking';
import { SIZE_FILTER_ATTRIBUTE } from '../../hooks/useFilters';
import type { ListingHit } from '../../search/listing-query';
import { rememberFilters } from '../../tracking/filter-tracking';
import { insertSlotsAfter } from './inserts';

export interface GridProps {
  list: ProductListConnector;
  /** Breakers and teaser boxes, placed at the breakpoint positions. */
  inserts?: ReactNode[];
  listName: string;
}

function observe(callback: (entries: IntersectionObserverEntry[]) => void, options?: IntersectionObserverInit): IntersectionObserver | null {
  return typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(callback, options);
}

/** The product grid: pages with separators, previous/more loading with a sentinel, inserts. */
export function Grid({ list, inserts = [], listName }: GridProps) {
  const root = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, loading, loadMore, pageVisible } = list;

  // Load more when the sentinel comes near the viewport.
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe the sentinel again after each added page (it moves down)
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore) return;
    const io = observe(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    io?.observe(node);
    return () => io?.disconnect();
  }, [hasMore, loadMore, list.pages.length]);

  // The page separator nearest the top of the viewport names the page in the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe the page separators again whenever pages are added
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const io = observe(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          const page = Number((e.target as HTMLElement).dataset.page);
          if (page) pageVisible(page);
        }
      },
      { rootMargin: '0px 0px -80% 0px' },
    );
    node.querySelectorAll('[data-page]').forEach((el) => io?.observe(el));
    return () => io?.disconnect();
  }, [list.pages, pageVisible]);

  // Product impressions, debounced, with the search's queryID; each product once per result.
  const seenRef = useRef<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const resultKey = `${list.result?.queryID ?? ''}|${list.result?.index ?? ''}|${list.result?.nbHits ?? ''}`;
  if (seenRef.current.key !== resultKey) seenRef.current = { key: resultKey, ids: new Set() };
  // biome-ignore lint/correctness/useExhaustiveDependencies: count impressions again whenever pages are added
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    let pending: { id: string; position: number }[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const seen = seenRef.current.ids;
    const io = observe(
      (entries) => {
        for (const e of entries) {
          const el = e.target as HTMLElement;
          const id = el.dataset.objectId!;
          if (!e.isIntersecting || seen.has(id)) continue;
          seen.add(id);
          pending.push({ id, position: Number(el.dataset.position) });
        }
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          if (!pending.length) return;
          const queryID = list.result?.queryID;
          track({
            type: 'productImpressions',
            list: listName,
            objectIDs: pending.map((p) => p.id),
            positions: pending.map((p) => p.position),
            ...(queryID ? { queryID } : {}),
          });
          pending = [];
        }, LIST_IMPRESSION_DEBOUNCE_MS);
      },
      { threshold: 0.5 },
    );
    node.querySelectorAll('[data-position]').forEach((el) => io?.observe(el));
    return () => {
      io?.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [list.pages, list.result?.queryID, listName]);

  const filterColors = list.state.filters['colorVariants.filterColor'];
  const sizes = list.state.filters[SIZE_FILTER_ATTRIBUTE] ?? [];
  const activeFilters = Object.entries(list.state.filters).flatMap(([a, vs]) => vs.map((v) => `${a}:${v}`));
  const onOpen = (objectID: string, position: number, queryID?: string) => {
    track({ type: 'productClick', objectID, position, list: listName, queryID });
    if (activeFilters.length) track({ type: 'filtersClicked', filters: activeFilters });
    rememberFilters({ objectID, filters: activeFilters, queryID });
  };

  // A hit's 1-based position across the pages (insights positions): every page has the list's page size, the last one fewer hits.
  const hitsPerPage = list.result?.hitsPerPage ?? 0;
  const renderHit = (page: LoadedPage, pageIndex: number) => (hit: ListingHit, i: number) => {
    const position = (page.page - 1) * hitsPerPage + i + 1;
    return (
      <Fragment key={hit.objectID}>
        <li className="product-grid__item" data-object-id={hit.objectID} data-position={position}>
          <ProductBox
            product={hit}
            initialColor={initialColorIndex(hit, { colorVariant: list.state.colorVariant, filterColors })}
            selectedSizes={sizes}
            queryID={page.queryID}
            priority={pageIndex === 0 && i < 4 ? (i === 0 ? 'high' : true) : false}
            onOpen={() => onOpen(hit.objectID, position, page.queryID)}
          />
        </li>
        {insertSlotsAfter(position, inserts.length).map((slot) => (
          <li key={`insert-${slot.insert}-${slot.breakpoints}`} className={`product-grid__insert product-grid__insert--${slot.breakpoints}`}>
            {inserts[slot.insert]}
          </li>
        ))}
      </Fragment>
    );
  };

  const renderPage = (page: LoadedPage, pageIndex: number) => (
    <Fragment key={page.page}>
      <li className="product-grid__separator" data-page={page.page} aria-hidden={pageIndex === 0 ? true : undefined}>
        {pageIndex > 0 ? <FormattedMessage id="productList.page" values={{ page: page.page }} /> : null}
      </li>
      {page.hits.map(renderHit(page, pageIndex))}
    </Fragment>
  );

  return (
    <div className="product-grid" ref={root} aria-busy={loading ? true : undefined}>
      {list.hasPrevious ? (
        <div className="product-grid__previous">
          <Button variant="secondary" busy={loading === 'previous'} onClick={list.loadPrevious}>
            <FormattedMessage id="productList.loadPrevious" />
          </Button>
        </div>
      ) : null}
      <ul className="product-grid__list">{list.pages.map(renderPage)}</ul>
      {loading === 'first' ? (
        <div className="product-grid__loading">
          <Spinner />
        </div>
      ) : null}
      {hasMore ? (
        <div className="product-grid__more" ref={sentinel}>
          <Button variant="secondary" busy={loading === 'more'} onClick={loadMore}>
            <FormattedMessage id="productList.loadMore" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
