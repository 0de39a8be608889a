import { useIntl } from 'react-intl';

/** A busy indicator with a text for screen readers. */
export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const intl = useIntl();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label ?? intl.formatMessage({ id: 'common.loading' })}</span>
    </span>
  );
}
