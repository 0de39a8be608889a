import { useState } from 'react';
import * as z from '../../config/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiResult } from '../../api/request';
import { emailSchema, personNameSchema } from '../../domain/fields';
import { useErrorText } from '../../hooks/useAccount';
import { useInvisibleCaptcha } from '../../hooks/useInvisibleCaptcha';
import { StatusAlert } from '../../ui/StatusAlert';
import { useStatusMessage } from '../../hooks/useStatusMessage';
import type { StatusMessage } from '../../domain/status-message';
import { statusTextOf } from '../../domain/status-alert-rules';
import { Button } from '../../ui/Button';
import { Checkbox, TextField } from '../../ui/form/fields';
import { applyServerErrors, useZodForm } from '../../ui/form/useZodForm';

const accepted = z.boolean().refine((v) => v, { message: 'signUp.consentRequired' });

/** The fields of competition and early-shop sign-ups; the competition also asks to accept the notification (§5: all required). */
export function signUpFormSchema(withNotification: boolean) {
  return z.object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    email: emailSchema,
    participationPrivacy: accepted,
    notificationInfo: withNotification ? accepted : z.boolean(),
  });
}
export type SignUpValues = z.output<ReturnType<typeof signUpFormSchema>>;

/**
 * Competition and early-shop sign-up (storefront-browsing.md §4 "Form states: idle, submitting
 * (spinner, captcha executed), success message"): the invisible captcha runs on submit, then
 * `send`; the success text comes from `successText` (the editor's message for the answer).
 */
export function SignUpForm({
  headline,
  intro,
  withNotification,
  submitLabel,
  send,
  successText,
}: {
  headline: string;
  intro?: string;
  withNotification: boolean;
  submitLabel: string;
  send: (values: SignUpValues, token: string) => Promise<ApiResult<{ status: StatusMessage; triggerID?: number | null }>>;
  /** The success text for the answer (the editor's message, else the status's own text). */
  successText: (answer: { text: string; triggerID?: number | null }) => string;
}) {
  const intl = useIntl();
  const captcha = useInvisibleCaptcha();
  const errorText = useErrorText();
  const form = useZodForm(signUpFormSchema(withNotification), {
    defaultValues: { firstName: '', lastName: '', email: '', participationPrivacy: false, notificationInfo: false },
  });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useStatusMessage();
  const [error, setError] = useState<string | null>(null);
  const label = (id: string) => intl.formatMessage({ id });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const token = await captcha.execute();
    const result = await send(values, token);
    if (result.ok) {
      const text = successText({ text: statusTextOf(result.data.status), triggerID: result.data.triggerID ?? null });
      return setDone(text ? { kind: 'message', text } : result.data.status);
    }
    const rest = applyServerErrors(form, result.errors);
    setError(rest.length ? errorText(rest) : null);
  });
  return (
    <section className="service-page sign-up">
      <h1 className="service-page__title">{headline}</h1>
      {intro ? <p>{intro}</p> : null}
      {done ? (
        <StatusAlert status={done} />
      ) : (
        <form className="account-form" onSubmit={onSubmit} onFocus={captcha.prepare} noValidate>
          <StatusAlert error={error} />
          <TextField label={label('account.field.firstName')} autoComplete="given-name" required error={errors.firstName} {...form.register('firstName')} />
          <TextField label={label('account.field.lastName')} autoComplete="family-name" required error={errors.lastName} {...form.register('lastName')} />
          <TextField label={label('account.login.email')} type="email" autoComplete="email" required error={errors.email} {...form.register('email')} />
          <Checkbox label={label('signUp.privacy')} error={errors.participationPrivacy} {...form.register('participationPrivacy')} />
          {withNotification ? <Checkbox label={label('signUp.notification')} error={errors.notificationInfo} {...form.register('notificationInfo')} /> : null}
          <Button type="submit" busy={isSubmitting}>
            {submitLabel}
          </Button>
          <p className="sign-up__note">
            <FormattedMessage id="signUp.captchaNote" />
          </p>
        </form>
      )}
    </section>
  );
}
