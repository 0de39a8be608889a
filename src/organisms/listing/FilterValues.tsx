import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRICE_FILTER_APPLY_DELAY_MS } from '../../config/constants';
import { useFormatters } from '../../hooks/useFormatters';
import type { FacetValue, FacetView } from '../../search/listing-filters';
import { acceptSliderMove, clampPriceRange, groupValues, sizeSystemPanels } from '../../search/filter-values';
import type { SizeSystem } from '../../domain/size-systems';
import { useValueLabel } from './value-label';
import { Tabs } from '../../ui/Tabs';

/** Markup of one filter's values, per filter type (default, price, flag, color, searchable, size, switch). */
export interface FilterValuesProps {
  view: FacetView;
  onToggle: (attribute: string, value: string) => void;
  onRange: (attribute: string, range: { min?: number; max?: number } | null) => void;
  priceMinDifference: number;
}

function CheckList({ view, values, onToggle }: { view: FacetView; values: FacetValue[]; onToggle: FilterValuesProps['onToggle'] }) {
  const label = useValueLabel();
  return (
    <ul className={`filter-values filter-values--${view.def.type}`}>
      {values.map((v) => (
        <li key={v.value}>
          <label className={`filter-value${v.selected ? ' filter-value--selected' : ''}`}>
            <input type="checkbox" checked={v.selected} onChange={() => onToggle(view.attribute, v.value)} />
            {view.def.type === 'color' ? <span className={`color-swatch color-swatch--${v.value}`} aria-hidden="true" /> : null}
            <span className="filter-value__label">{label(view, v)}</span>
            <span className="filter-value__count">({v.count})</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function Searchable({ view, onToggle }: Pick<FilterValuesProps, 'view' | 'onToggle'>) {
  const intl = useIntl();
  const [term, setTerm] = useState('');
  const values = useMemo(() => {
    const t = term.trim().toLowerCase();
    return t ? view.values.filter((v) => v.label.toLowerCase().includes(t)) : view.values;
  }, [term, view.values]);
  const name = intl.formatMessage({ id: `filter.${view.def.id}` });
  return (
    <>
      <input
        type="search"
        className="filter-search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        aria-label={intl.formatMessage({ id: 'filters.search' }, { name })}
        placeholder={intl.formatMessage({ id: 'filters.search' }, { name })}
      />
      <CheckList view={view} values={values} onToggle={onToggle} />
    </>
  );
}

function Grouped({ view, onToggle }: Pick<FilterValuesProps, 'view' | 'onToggle'>) {
  return (
    <>
      {groupValues(view.values).map(({ group, values }) => (
        <div key={group} className="filter-group">
          <p className="filter-group__title">{group === 'Others' ? <FormattedMessage id="filters.others" /> : group}</p>
          <CheckList view={view} values={values} onToggle={onToggle} />
        </div>
      ))}
    </>
  );
}

/** One tab per size system present (normal, short and long sizes, letters, waist/length ...), opened on the first with a chosen size. */
function SizeTabs({ view, onToggle }: Pick<FilterValuesProps, 'view' | 'onToggle'>) {
  const intl = useIntl();
  const panels = useMemo(() => sizeSystemPanels(view.values, view.companion), [view.values, view.companion]);
  const systems = [...panels.keys()];
  const firstSelected = systems.find((s) => panels.get(s)!.some((v) => v.selected));
  const [tab, setTab] = useState<SizeSystem>(firstSelected ?? systems[0] ?? 'letters');
  const values = (system: SizeSystem | undefined) => <CheckList view={view} values={(system && panels.get(system)) || []} onToggle={onToggle} />;
  if (systems.length < 2) return <div className="size-filter">{values(systems[0])}</div>;
  return (
    <Tabs
      className="size-filter"
      label={intl.formatMessage({ id: 'filter.size' })}
      tabs={systems.map((s) => ({ id: s, title: <FormattedMessage id={`sizeSystem.${s}`} /> }))}
      selected={tab}
      onSelect={setTab}
      panels="selected"
    >
      {values}
    </Tabs>
  );
}

function Switches({ view, onToggle }: Pick<FilterValuesProps, 'view' | 'onToggle'>) {
  const label = useValueLabel();
  return (
    <ul className="filter-values filter-values--switch">
      {view.values.map((v) => (
        <li key={v.value}>
          <button type="button" role="switch" aria-checked={v.selected} className="filter-switch" onClick={() => onToggle(view.attribute, v.value)}>
            <span className="filter-switch__track" aria-hidden="true" />
            {label(view, v)} <span className="filter-value__count">({v.count})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Price: two inputs and two sliders, applied 500 ms after the last change. */
export function PriceFilter({ view, onRange, priceMinDifference }: Pick<FilterValuesProps, 'view' | 'onRange' | 'priceMinDifference'>) {
  const intl = useIntl();
  const format = useFormatters();
  const bounds = { min: Math.floor(view.stats?.min ?? 0), max: Math.ceil(view.stats?.max ?? 0) };
  const [range, setRange] = useState({ min: view.range?.min ?? bounds.min, max: view.range?.max ?? bounds.max });
  const [typed, setTyped] = useState({ min: String(range.min), max: String(range.max) });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const apply = (next: { min: number; max: number }) => {
    setRange(next);
    setTyped({ min: String(next.min), max: String(next.max) });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const whole = next.min <= bounds.min && next.max >= bounds.max;
      onRange(view.attribute, whole ? null : { min: next.min, max: next.max });
    }, PRICE_FILTER_APPLY_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const commitTyped = (end: 'min' | 'max') => {
    const next = clampPriceRange({ min: Number(typed.min), max: Number(typed.max) }, bounds, priceMinDifference, end);
    if (next.min === range.min && next.max === range.max) setTyped({ min: String(next.min), max: String(next.max) });
    else apply(next);
  };
  const slide = (end: 'min' | 'max', value: number) => {
    const next = acceptSliderMove({ ...range, [end]: value }, range, priceMinDifference);
    if (next !== range) apply(next);
  };
  return (
    <div className="price-filter">
      <p className="price-filter__current">
        {intl.formatMessage({ id: 'filters.priceRange' }, { min: format.price(range.min), max: format.price(range.max) })}
      </p>
      <div className="price-filter__sliders">
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          value={range.min}
          aria-label={intl.formatMessage({ id: 'filters.priceMin' })}
          onChange={(e) => slide('min', Number(e.target.value))}
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          value={range.max}
          aria-label={intl.formatMessage({ id: 'filters.priceMax' })}
          onChange={(e) => slide('max', Number(e.target.value))}
        />
      </div>
      <div className="price-filter__inputs">
        {(['min', 'max'] as const).map((end) => (
          <label key={end}>
            <span>
              <FormattedMessage id={end === 'min' ? 'filters.priceMin' : 'filters.priceMax'} /> ({format.currency})
            </span>
            <input
              type="number"
              inputMode="decimal"
              value={typed[end]}
              onChange={(e) => setTyped((t) => ({ ...t, [end]: e.target.value }))}
              onBlur={() => commitTyped(end)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commitTyped(end);
              }}
            />
          </label>
        ))}
      </div>
    </div>
  );
}

export function FilterValues(props: FilterValuesProps) {
  const { view, onToggle } = props;
  switch (view.def.type) {
    case 'price':
      return <PriceFilter {...props} />;
    case 'searchable':
      return <Searchable view={view} onToggle={onToggle} />;
    case 'size':
      return <SizeTabs view={view} onToggle={onToggle} />;
    case 'switch':
      return <Switches view={view} onToggle={onToggle} />;
    default:
      return view.def.id === 'category' ? <Grouped view={view} onToggle={onToggle} /> : <CheckList view={view} values={view.values} onToggle={onToggle} />;
  }
}
