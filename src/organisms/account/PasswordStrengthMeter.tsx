import { FormattedMessage, useIntl } from 'react-intl';
import { PASSWORD_STRENGTH_LEVELS } from '../../config/constants';
import { PASSWORD_STRENGTH_COLOURS, passwordStrength } from '../../domain/password-strength';

/** Five segments coloured by level, and the level's word ("too short" below the minimum). */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const intl = useIntl();
  if (!password) return null;
  const { level } = passwordStrength(password);
  const label = intl.formatMessage({ id: `account.password.level${level}` });
  const colour = PASSWORD_STRENGTH_COLOURS[level];
  return (
    <div className="password-meter" id={id} data-level={level}>
      {/* biome-ignore lint/a11y/useSemanticElements: a segmented bar (one span per level) that <meter> cannot draw */}
      <div
        className="password-meter__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_STRENGTH_LEVELS}
        aria-valuenow={level}
        aria-valuetext={label}
        aria-label={intl.formatMessage({ id: 'account.password.strength' }, { label })}
      >
        {Array.from({ length: PASSWORD_STRENGTH_LEVELS }, (_, i) => (
          <span key={i} className="password-meter__segment" style={{ background: i < Math.max(level, 1) ? colour : undefined }} />
        ))}
      </div>
      <p className="password-meter__text" aria-live="polite" style={{ color: colour }}>
        <FormattedMessage id="account.password.strength" values={{ label }} />
      </p>
    </div>
  );
}
