import { useIntl } from 'react-intl';
import { useScrollUpButton } from '../../../src/hooks/useScrollUpButton';

/** Desktop only (hidden on mobile and tablet by class); appears by the rule of useScrollUpButton. */
export function ScrollUpButton() {
  const visible = useScrollUpButton();
  const intl = useIntl();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-up hide-mobile hide-tablet"
      aria-label={intl.formatMessage({ id: 'navigation.scrollUp' })}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
