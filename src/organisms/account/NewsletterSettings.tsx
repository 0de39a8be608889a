import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountNewsletter } from '../../hooks/useAccountNewsletter';
import { StatusAlert } from '../../ui/StatusAlert';
import type { StatusMessage } from '../../domain/status-message';
import { Button } from '../../ui/Button';

/**
 * The account's newsletter settings: subscribed or not, and the way to change it (a subscription is
 * confirmed by mail, double opt-in; hgg subscribes to both assortments, big and tall).
 */
export function NewsletterSettingsView() {
  const intl = useIntl();
  const newsletter = useAccountNewsletter();
  const { account, subscribed, busy } = newsletter;
  /** The change's outcome: a message success in the page's own words, or the failure's text. */
  const [outcome, setOutcome] = useState<{ status?: StatusMessage; error?: string } | null>(null);
  const done = (id: string) => setOutcome({ status: { kind: 'message', text: intl.formatMessage({ id }) } });
  if (!account) {
    return (
      <section className="newsletter-settings">
        <h2>
          <FormattedMessage id="newsletterSettings.title" />
        </h2>
        <p>
          <a href="/newsletter">
            <FormattedMessage id="newsletterSettings.subscribe" />
          </a>
        </p>
      </section>
    );
  }
  const subscribe = async () => {
    const result = await newsletter.subscribe();
    if (result.ok) done('newsletterSettings.sent');
    else setOutcome({ error: result.errors[0]?.message ?? intl.formatMessage({ id: 'common.technicalError' }) });
  };
  const unsubscribe = async () => {
    const result = await newsletter.unsubscribe();
    if (result.ok) done('newsletterSettings.unsubscribed');
    else setOutcome({ error: result.errors[0]?.message ?? intl.formatMessage({ id: 'common.technicalError' }) });
  };
  return (
    <section className="newsletter-settings">
      <h2>
        <FormattedMessage id="newsletterSettings.title" />
      </h2>
      <p>
        {subscribed ? (
          <FormattedMessage id="newsletterSettings.subscribed" values={{ email: account.email }} />
        ) : (
          <FormattedMessage id="newsletterSettings.notSubscribed" />
        )}
      </p>
      <StatusAlert status={outcome?.status ?? null} error={outcome?.error ?? null} />
      {subscribed ? (
        <Button variant="secondary" busy={busy} onClick={() => void unsubscribe()}>
          <FormattedMessage id="newsletterSettings.unsubscribe" />
        </Button>
      ) : (
        <Button busy={busy} onClick={() => void subscribe()}>
          <FormattedMessage id="newsletterSettings.subscribe" />
        </Button>
      )}
    </section>
  );
}
