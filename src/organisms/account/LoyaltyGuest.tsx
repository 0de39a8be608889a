import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useActivateLoyaltyAccount } from '../../hooks/useAccountMutations';
import { useErrorText } from '../../hooks/useAccount';
import { useButtonLock } from '../../hooks/useButtonLock';
import { Alert } from '../../ui/Alert';
import { SafeHtml } from '../../ui/SafeHtml';
import { forgotPasswordOpenAtom } from '../../state/user';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/fields';
import { useCheckedForm } from '../../ui/form/useCheckedForm';
import { loadLoyaltyActivationCheck } from './loyalty-activation-check-chunk';

/**
 * The set-new-password view of the activation mail (accounts-cart-services.md §1: "with both uid and
 * crm_mail_activator present the page shows the set-new-password activation view"): the first
 * password activates the account, which is signed in with its new card. A plain form
 * (useCheckedForm): the guest who opens the link loads neither zod nor a form library; the check
 * (loyalty-activation-check.ts) comes when he reaches for the form, and one click sends.
 */
export function LoyaltyActivationView({ token }: { token: string }) {
  const intl = useIntl();
  const activateLoyaltyAccount = useActivateLoyaltyAccount();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const { locked, lock } = useButtonLock();
  const openForgot = useSetAtom(forgotPasswordOpenAtom);
  const form = useCheckedForm({
    fields: ['newPass', 'confirmationPass'],
    check: loadLoyaltyActivationCheck,
    keepFields: true,
    send: async (values) => {
      setError(null);
      const result = await activateLoyaltyAccount(token, values.newPass, values.confirmationPass);
      if (!result.ok) lock();
      return result;
    },
    // Signed in now: the account and its card load in place of this form.
    onAccepted: () => window.history.replaceState(null, '', '/account?page=LoyaltyCard'),
    // §4, §8: activation shows the last message, as HTML whose link opens the forgot-password modal.
    onUnplaced: (rest) => setError(errorText(rest.slice(-1))),
  });
  const shown = error ?? form.technicalError;
  return (
    <form {...form.formProps} className="account-form loyalty-activation">
      <h3>
        <FormattedMessage id="loyalty.activation.heading" />
      </h3>
      {shown ? (
        <Alert variant="danger">
          <SafeHtml html={shown} onAction={(action) => action === 'forgot-password' && openForgot(true)} />{' '}
          <button type="button" className="btn btn--link" onClick={() => openForgot(true)}>
            <FormattedMessage id="account.login.forgot" />
          </button>
        </Alert>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'account.reset.newPassword' })}
        type="password"
        name="newPass"
        autoComplete="new-password"
        required
        error={form.errors.newPass}
      />
      <TextField
        label={intl.formatMessage({ id: 'account.reset.repeat' })}
        type="password"
        name="confirmationPass"
        autoComplete="new-password"
        required
        error={form.errors.confirmationPass}
      />
      <Button type="submit" busy={form.busy} disabled={locked}>
        <FormattedMessage id="loyalty.activation.submit" />
      </Button>
    </form>
  );
}
