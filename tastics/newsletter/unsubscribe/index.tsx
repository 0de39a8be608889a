import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { UNSUBSCRIBE_REASONS } from '../../../src/domain/newsletter';
import { emailSchema } from '../../../src/domain/fields';
import type { UnsubscribeReason } from '../../../src/domain/newsletter';
import { useNewsletterSubscription } from '../../../src/hooks/useServiceForms';
import { useAccount, useErrorText } from '../../../src/hooks/useAccount';
import { useAccountPageParams } from '../../../src/hooks/useAccountPage';
import { RadioGroup, TextField } from '../../../src/ui/form/fields';
import { Button } from '../../../src/ui/Button';
import { Alert } from '../../../src/ui/Alert';
import { StatusAlert } from '../../../src/ui/StatusAlert';
import type { StatusMessage } from '../../../src/domain/status-message';
import { Spinner } from '../../../src/ui/Spinner';

const isReason = (value: string | null): value is UnsubscribeReason => UNSUBSCRIBE_REASONS.includes(value as UnsubscribeReason);

/**
 * Unsubscribe (accounts-cart-services.md §3): a reason (default "other reason"), then
 * - a logged-in shopper's own subscription ends at once;
 * - the mailed link (`?token=`) ends the subscription it was sent for;
 * - anyone else types an address and gets a link mailed to it, so nobody ends someone else's.
 */
export function NewsletterUnsubscribeView({ token, loggedIn, initialReason }: { token: string | null; loggedIn: boolean; initialReason?: string | null }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [reason, setReason] = useState<UnsubscribeReason>(isReason(initialReason ?? null) ? (initialReason as UnsubscribeReason) : 'other');
  const [email, setEmail] = useState('');
  const [linkToken, setLinkToken] = useState(token);
  const [state, setState] = useState<{ kind: 'form' | 'done' | 'sent'; status?: StatusMessage }>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);
  /** The email field's error as a message id or a server error code (shown in the shopper's language). */
  const [emailError, setEmailError] = useState<{ message?: string; type: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { unsubscribe } = useNewsletterSubscription();
  const needsEmail = !loggedIn && !linkToken;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setEmailError(undefined);
    if (needsEmail) {
      const checked = emailSchema.safeParse(email.trim());
      if (!checked.success) return setEmailError({ message: email.trim() ? 'validation.email' : 'validation.required', type: 'invalid' });
    }
    setBusy(true);
    const result = await unsubscribe({ reason, ...(linkToken ? { token: linkToken } : {}), ...(needsEmail ? { email: email.trim() } : {}) });
    setBusy(false);
    if (result.ok) return setState(result.data.unsubscribed ? { kind: 'done' } : { kind: 'sent', status: result.data.status });
    if (result.errors.some((e) => e.code === 'newsletter_token_invalid')) {
      // A used or unknown link: ask for the address to mail a new one.
      setLinkToken(null);
      return setError(intl.formatMessage({ id: 'newsletter.unsubscribe.invalidLink' }));
    }
    const onEmail = result.errors.find((e) => e.field === 'email');
    if (onEmail) return setEmailError({ type: onEmail.code });
    setError(errorText(result.errors));
  };

  return (
    <section className="service-page newsletter-unsubscribe">
      <h1 className="service-page__title">
        <FormattedMessage id="newsletter.unsubscribe.heading" />
      </h1>
      {state.kind === 'done' ? (
        <Alert variant="success">
          <FormattedMessage id="newsletter.unsubscribe.done" />
        </Alert>
      ) : state.kind === 'sent' ? (
        <StatusAlert status={state.status ?? null} />
      ) : (
        <form onSubmit={submit} noValidate className="account-form">
          <p>
            <FormattedMessage id="newsletter.unsubscribe.intro" />
          </p>
          <StatusAlert error={error} />
          <RadioGroup
            label={intl.formatMessage({ id: 'newsletter.unsubscribe.reason' })}
            name="reason"
            value={reason}
            onChange={(value) => setReason(value as UnsubscribeReason)}
            options={UNSUBSCRIBE_REASONS.map((r) => ({ value: r, label: intl.formatMessage({ id: `newsletter.unsubscribe.reason.${r}` }) }))}
          />
          {needsEmail ? (
            <TextField
              label={intl.formatMessage({ id: 'newsletter.unsubscribe.email' })}
              type="email"
              autoComplete="email"
              required
              name="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={emailError}
            />
          ) : null}
          <Button type="submit" busy={busy}>
            <FormattedMessage id="newsletter.unsubscribe.submit" />
          </Button>
        </form>
      )}
    </section>
  );
}

/** Reads the mailed link's token and reason from the address (after hydration: the server renders without the query). */
export default function NewsletterUnsubscribe(_props: TasticProps) {
  const { params } = useAccountPageParams();
  const { loggedIn, isLoading } = useAccount();
  if (!params || isLoading) return <Spinner />;
  return <NewsletterUnsubscribeView token={params.get('token')} loggedIn={loggedIn} initialReason={params.get('reason')} />;
}
