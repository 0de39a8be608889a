import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalog';

/** The checkout step bar; the first step is the current one on the basket page. Markup only. */
export function CheckoutSteps({ steps, current = 0 }: { steps: readonly MessageId[]; current?: number }) {
  const intl = useIntl();
  return (
    <nav className="checkout-steps" aria-label={intl.formatMessage({ id: 'cart.steps' })}>
      <ol>
        {steps.map((id, i) => (
          <li
            key={id}
            className={i === current ? 'checkout-steps__step checkout-steps__step--current' : 'checkout-steps__step'}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
