import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SORTINGS, type Sorting as SortingName } from '../../search/index-config';

/** Sorting: recommended, price ascending, price descending, new, reduced (each a replica of the language's index). */
export function Sorting({ value, onChange }: { value: SortingName; onChange: (sorting: SortingName) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="listing-sort">
      <label htmlFor={id}>{intl.formatMessage({ id: 'sort.label' })}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as SortingName)}>
        {SORTINGS.map((s) => (
          <option key={s} value={s}>
            {intl.formatMessage({ id: `sort.${s}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
