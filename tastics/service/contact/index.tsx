import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import { useContactMessage } from '../../../src/hooks/useServiceForms';
import { CONTACT_SUBJECTS, contactFormSchema, type ContactPayload } from '../../../src/domain/contact';
import { useErrorText } from '../../../src/hooks/useAccount';
import { useInvisibleCaptcha } from '../../../src/hooks/useInvisibleCaptcha';
import { applyServerErrors, useZodForm } from '../../../src/ui/form/useZodForm';
import { Checkbox, SelectField, TextField } from '../../../src/ui/form/fields';
import { StatusAlert } from '../../../src/ui/StatusAlert';
import { useStatusMessage } from '../../../src/hooks/useStatusMessage';
import { Button } from '../../../src/ui/Button';

export interface ContactData {
  headline?: string;
  intro?: string;
}

/** "The callback option only for de" (the shopper's language). */
export function offersCallBack(language: string): boolean {
  return language === 'de';
}

/** The contact form page (accounts-cart-services.md §1, §3): name, email, customer number, topic, message, call back (German only) with its phone number, privacy consent; the invisible captcha on submit. */
export function ContactFormView({ data }: { data: ContactData }) {
  const intl = useIntl();
  const { locale } = useShopContext();
  const callBackOffered = offersCallBack(locale.language);
  const captcha = useInvisibleCaptcha();
  const errorText = useErrorText();
  const form = useZodForm(contactFormSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      custNumber: '',
      subject: 'orderQuestion',
      message: '',
      callBack: false,
      phoneNumber: '',
      acceptDatenschutz: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [thanks, setThanks] = useStatusMessage();
  const [error, setError] = useState<string | null>(null);
  const label = (id: string) => intl.formatMessage({ id });
  const callBack = form.watch('callBack');
  const sendMessage = useContactMessage();

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const token = await captcha.execute();
    const payload: ContactPayload = { ...values, callBack: callBackOffered ? values.callBack : undefined, token };
    const result = await sendMessage(payload);
    if (result.ok) {
      setThanks(result.data.status);
      form.reset();
      return;
    }
    const rest = applyServerErrors(form, result.errors);
    setError(rest.length ? errorText(rest) : null);
  });

  if (thanks) return <StatusAlert status={thanks} />;
  return (
    <section className="service-page contact-page">
      <h1 className="service-page__title">{data.headline || label('contact.heading')}</h1>
      {data.intro ? <p>{data.intro}</p> : null}
      <StatusAlert error={error} />
      <form className="account-form" onSubmit={onSubmit} onFocus={captcha.prepare} noValidate>
        <TextField label={label('account.field.firstName')} autoComplete="given-name" required error={errors.firstName} {...form.register('firstName')} />
        <TextField label={label('account.field.lastName')} autoComplete="family-name" required error={errors.lastName} {...form.register('lastName')} />
        <TextField label={label('account.login.email')} type="email" autoComplete="email" required error={errors.email} {...form.register('email')} />
        <TextField
          label={`${label('contact.custNumber')} ${label('newsletter.subscribe.optional')}`}
          inputMode="numeric"
          maxLength={8}
          error={errors.custNumber}
          {...form.register('custNumber')}
        />
        <SelectField
          label={label('contact.subject')}
          options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: label(`contact.subject.${s}`) }))}
          error={errors.subject}
          {...form.register('subject')}
        />
        <div className="field">
          <label className="field__label" htmlFor="contact-message">
            {label('contact.message')} <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="contact-message"
            className="field__input"
            rows={6}
            maxLength={5000}
            required
            aria-invalid={errors.message ? true : undefined}
            {...form.register('message')}
          />
          {errors.message ? (
            <p className="field__error" role="alert">
              {label('validation.required')}
            </p>
          ) : null}
        </div>
        {callBackOffered ? (
          <>
            <Checkbox label={label('contact.callBack')} error={errors.callBack} {...form.register('callBack')} />
            {callBack ? (
              <TextField
                label={label('contact.phone')}
                type="tel"
                autoComplete="tel"
                required
                error={errors.phoneNumber}
                {...form.register('phoneNumber', { shouldUnregister: true })}
              />
            ) : null}
          </>
        ) : null}
        <Checkbox label={label('contact.privacy')} error={errors.acceptDatenschutz} {...form.register('acceptDatenschutz')} />
        <Button type="submit" busy={isSubmitting}>
          <FormattedMessage id="contact.submit" />
        </Button>
      </form>
    </section>
  );
}

export default function Contact({ data }: TasticProps<ContactData>) {
  return <ContactFormView data={data} />;
}
