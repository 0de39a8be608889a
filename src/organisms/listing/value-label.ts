import { useIntl } from 'react-intl';
import type { FacetValue, FacetView } from '../../search/listing-filters';

/** The shopper's name of a filter value (colours, flags and body types translated): for the values and the active-filter chips. */
export function useValueLabel() {
  const intl = useIntl();
  return (view: FacetView, value: FacetValue) => {
    if (view.def.type === 'color') return intl.formatMessage({ id: `color.${value.value}`, defaultMessage: value.value });
    if (view.def.id === 'flags' || view.def.id === 'bodyType') return intl.formatMessage({ id: `filterValue.${value.value}`, defaultMessage: value.value });
    if (view.def.type === 'flag') return intl.formatMessage({ id: `filter.${view.def.id}` });
    return value.label;
  };
}
