import { FormattedMessage, useIntl } from 'react-intl';
import type { FacetView } from '../../search/listing-filters';
import type { ProductListConnector } from '../../hooks/useProductList';
import { useFormatters } from '../../hooks/useFormatters';
import { useValueLabel } from './value-label';

/** The chosen refinements as chips, each removable, plus "reset all". */
export function ActiveFilters({ list, views }: { list: ProductListConnector; views: FacetView[] }) {
  const intl = useIntl();
  const format = useFormatters();
  const label = useValueLabel();
  const chips: { key: string; text: string; remove: () => void }[] = [];
  for (const view of views) {
    if (view.def.type === 'price') {
      const range = view.range;
      if (range && (range.min !== undefined || range.max !== undefined)) {
        const text = intl.formatMessage(
          { id: 'filters.priceRange' },
          { min: format.price(range.min ?? view.stats?.min ?? 0), max: format.price(range.max ?? view.stats?.max ?? 0) },
        );
        chips.push({ key: view.attribute, text, remove: () => list.setRange(view.attribute, null) });
      }
      continue;
    }
    for (const v of view.values.filter((x) => x.selected)) {
      chips.push({ key: `${view.attribute}:${v.value}`, text: label(view, v), remove: () => list.toggleFilter(view.attribute, v.value) });
    }
  }
  if (!chips.length) return null;
  return (
    <ul className="active-filters">
      {chips.map((c) => (
        <li key={c.key}>
          <button
            type="button"
            className="active-filters__chip"
            aria-label={intl.formatMessage({ id: 'filters.remove' }, { value: c.text })}
            onClick={c.remove}
          >
            {c.text} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="active-filters__clear" onClick={list.clearAll}>
          <FormattedMessage id="filters.clearAll" />
        </button>
      </li>
    </ul>
  );
}
