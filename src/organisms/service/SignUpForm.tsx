import { useState, type ReactNode } from 'react';
import * as z from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiResult } from '../../api/request';
import { emailSchema, personNameSchema } from '../../domain/fields';
import { useErrorText } from '../../hooks/useAccount';
import { useInvisibleCaptcha } from '../../hooks/useInvisibleCaptcha';
import { Alert } from '../../ui/Alert';
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
  send: (values: SignUpValues, token: string) => Promise<ApiResult<{ message: string; triggerID?: number | null }>>;
  successText: (answer: { message: string; triggerID?: number | null }) => ReactNode;
}) {
  const intl = useIntl();
  const captcha = useInvisibleCaptcha();
  const errorText = useErrorText();
  const form = useZodForm(signUpFormSchema(withNotification), {
    defaultValues: { firstName: '', lastName: '', email: '', participationPrivacy: false, notificationInfo: false },
  });
  const { errors, isSubmitting } = form.formState;
  const [done, setDone] = useState<ReactNode>(null);
  const [error, setError] = useState<string | null>(null);
  const label = (id: string) => intl.formatMessage({ id });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const token = await captcha.execute();
    const result = await send(values, token);
    if (result.ok) return setDone(successText(result.data));
    const rest = applyServerErrors(form, result.errors);
    setError(rest.length ? errorText(rest) : null);
  });
  return (
    <section className="service-page sign-up">
      <h1 className="service-page__title">{headline}</h1>
      {intro ? <p>{intro}</p> : null}
      {done ? (
        <Alert variant="success">{done}</Alert>
      ) : (
        <form className="account-form" onSubmit={onSubmit} onFocus={captcha.prepare} noValidate>
          {error ? <Alert variant="danger">{error}</Alert> : null}
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
