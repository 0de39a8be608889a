import { Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '../../ui/Modal';
import { Button } from '../../ui/Button';
import type { FacetView } from '../../search/listing-filters';
import type { FiltersConnector } from '../../hooks/useFilters';
import type { ProductListConnector } from '../../hooks/useProductList';
import { Spinner } from '../../ui/Spinner';
import { lazyOnReach } from '../../ui/lazy-on-reach';

/*
 * A filter's values (check lists, size tabs, the price range) load when the shopper reaches for the
 * filters (the bar, the mobile button). Usually they are there before a panel opens; otherwise the
 * panel shows a spinner until they are.
 */
const { Component: LazyFilterValues, reach: reachingFor } = lazyOnReach(() => import('./FilterValues').then((m) => m.FilterValues));

function FilterValues(props: ComponentProps<typeof LazyFilterValues>) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <LazyFilterValues {...props} />
    </Suspense>
  );
}

interface FiltersProps {
  filters: FiltersConnector;
  list: ProductListConnector;
  priceMinDifference: number;
}

function FilterName({ view }: { view: FacetView }) {
  return (
    <>
      <FormattedMessage id={`filter.${view.def.id}`} />
      {view.selectedCount > 0 ? <span className="filter-button__count"> ({view.selectedCount})</span> : null}
    </>
  );
}

/** Desktop: a bar of filters, one open at a time, closed by a click outside or Escape. */
export function DesktopFilters({ filters, list, priceMinDifference }: FiltersProps) {
  const bar = useRef<HTMLDivElement>(null);
  const { openFilter, close } = filters;
  useEffect(() => {
    if (!openFilter) return;
    const onDown = (e: MouseEvent) => {
      if (bar.current && !bar.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      bar.current?.querySelector<HTMLButtonElement>(`[aria-controls="filter-panel-${openFilter}"]`)?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [openFilter, close]);

  if (filters.views.length === 0) return null;
  return (
    <div className="filter-bar" ref={bar} {...reachingFor}>
      <ul className="filter-bar__list">
        {filters.shown.map((view) => {
          const open = openFilter === view.def.id;
          return (
            <li key={view.def.id} className={`filter-bar__item${open ? ' filter-bar__item--open' : ''}`}>
              <button
                type="button"
                className="filter-button"
                aria-expanded={open}
                aria-controls={`filter-panel-${view.def.id}`}
                onClick={() => filters.toggleOpen(view.def.id)}
              >
                <FilterName view={view} />
              </button>
              <div className="filter-panel" id={`filter-panel-${view.def.id}`} hidden={!open}>
                {open ? <FilterValues view={view} onToggle={list.toggleFilter} onRange={list.setRange} priceMinDifference={priceMinDifference} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
      {filters.hidden > 0 || filters.expanded ? (
        <button type="button" className="filter-bar__more" aria-expanded={filters.expanded} onClick={filters.toggleExpanded}>
          <FormattedMessage id={filters.expanded ? 'filters.showLess' : 'filters.showMore'} />
        </button>
      ) : null}
      {/* "Reset all" sits with the active filter chips below the bar. */}
    </div>
  );
}

/** Mobile: an offcanvas with the list of filters and a second level per filter with back. */
export function MobileFilters({ filters, list, priceMinDifference }: FiltersProps) {
  const intl = useIntl();
  const { mobile } = filters;
  const current = filters.views.find((v) => v.def.id === mobile.level) ?? null;
  return (
    <>
      <button type="button" className="filter-mobile-button" aria-haspopup="dialog" onClick={filters.openMobile} {...reachingFor}>
        <FormattedMessage id="filters.title" />
        {filters.activeCount > 0 ? ` (${filters.activeCount})` : ''}
      </button>
      <Modal
        placement="start"
        open={mobile.open}
        onClose={filters.closeMobile}
        title={current ? <FormattedMessage id={`filter.${current.def.id}`} /> : <FormattedMessage id="filters.title" />}
        footer={
          <Button block onClick={filters.closeMobile}>
            {intl.formatMessage({ id: 'filters.showResults' }, { count: list.result?.nbHits ?? 0 })}
          </Button>
        }
      >
        {current ? (
          <div className="filter-mobile__level">
            <button type="button" className="filter-mobile__back" onClick={() => filters.mobileLevel(null)} data-autofocus>
              ‹ <FormattedMessage id="filters.back" />
            </button>
            <FilterValues view={current} onToggle={list.toggleFilter} onRange={list.setRange} priceMinDifference={priceMinDifference} />
          </div>
        ) : (
          <ul className="filter-mobile__list">
            {filters.views.map((view) => (
              <li key={view.def.id}>
                <button type="button" className="filter-mobile__item" onClick={() => filters.mobileLevel(view.def.id)}>
                  <FilterName view={view} /> ›
                </button>
              </li>
            ))}
            {filters.activeCount > 0 ? (
              <li>
                <button type="button" className="filter-bar__clear" onClick={list.clearAll}>
                  <FormattedMessage id="filters.clearAll" />
                </button>
              </li>
            ) : null}
          </ul>
        )}
      </Modal>
    </>
  );
}
