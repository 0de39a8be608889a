import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccountNewsletter } from '../../hooks/useAccountNewsletter';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * The account's newsletter settings: subscribed or not, and the way to change it (a subscription is
 * confirmed by mail, double opt-in; hgg subscribes to both assortments, big and tall).
 */
export function NewsletterSettingsView() {
  const newsletter = useAccountNewsletter();
  const { account, subscribed, busy } = newsletter;
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text?: string; id?: string } | null>(null);
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
    setMessage(result.ok ? { variant: 'success', id: 'newsletterSettings.sent' } : { variant: 'danger', text: result.errors[0]?.message });
  };
  const unsubscribe = async () => {
    const result = await newsletter.unsubscribe();
    setMessage(result.ok ? { variant: 'success', id: 'newsletterSettings.unsubscribed' } : { variant: 'danger', text: result.errors[0]?.message });
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
      {message ? <Alert variant={message.variant}>{message.id ? <FormattedMessage id={message.id} /> : message.text}</Alert> : null}
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
