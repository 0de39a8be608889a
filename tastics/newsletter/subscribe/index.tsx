import { useId, useMemo, useState, useEffect } from 'react';
import * as z from '../../../src/config/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { takeNewsletterEmail } from '../../../src/state/newsletter';
import type { TasticProps } from '../../../src/shop/registry';
import { useShopContext } from '../../../src/shop/ShopContext';
import { useNewsletterSubscription } from '../../../src/hooks/useServiceForms';
import { useErrorText } from '../../../src/hooks/useAccount';
import { useInvisibleCaptcha } from '../../../src/hooks/useInvisibleCaptcha';
import { track } from '../../../src/tracking';
import { applyServerErrors, useZodForm } from '../../../src/ui/form/useZodForm';
import { Checkbox, TextField } from '../../../src/ui/form/fields';
import { Button } from '../../../src/ui/Button';
import { StatusAlert } from '../../../src/ui/StatusAlert';
import { useStatusMessage } from '../../../src/hooks/useStatusMessage';

export interface NewsletterSubscribeData {
  headline?: string;
  infoText?: string;
}

/** The form's rules (accounts-cart-services.md §5): email required; for a project with assortments (hgg) at least one of big and tall. */
export function makeNewsletterFormSchema(assortments: boolean) {
  return z
    .object({
      firstName: z.string().trim().max(50),
      lastName: z.string().trim().max(50),
      email: z.string().trim().min(1).pipe(z.email()),
      birthday: z.string().max(10),
      big: z.boolean(),
      tall: z.boolean(),
    })
    .refine((v) => !assortments || v.big || v.tall, { path: ['big'], message: 'account.assortmentRequired' });
}
type NewsletterForm = z.infer<ReturnType<typeof makeNewsletterFormSchema>>;

/** Longest info text shown before "read more". */
export const INFO_TEXT_PREVIEW_CHARS = 160;

function InfoText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > INFO_TEXT_PREVIEW_CHARS;
  return (
    <div className="newsletter-subscribe__info">
      <p id={id}>{long && !open ? `${text.slice(0, INFO_TEXT_PREVIEW_CHARS).trimEnd()} …` : text}</p>
      {long ? (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          <FormattedMessage id={open ? 'common.readLess' : 'common.readMore'} />
        </button>
      ) : null}
    </div>
  );
}

/**
 * Newsletter sign-up: names and birthday optional, the email required, for hgg the big/tall
 * assortments; the captcha runs on submit; the answer's thank-you (a confirmation mail follows)
 * or the first error shows; a network failure only clears the thank-you.
 */
export function NewsletterSubscribeForm({ data }: { data: NewsletterSubscribeData }) {
  const intl = useIntl();
  const { project } = useShopContext();
  const assortments = project.features.newsletterAssortments;
  const captcha = useInvisibleCaptcha();
  const { subscribe } = useNewsletterSubscription();
  const errorText = useErrorText();
  const schema = useMemo(() => makeNewsletterFormSchema(assortments), [assortments]);
  const form = useZodForm(schema, { defaultValues: { firstName: '', lastName: '', email: '', birthday: '', big: false, tall: false } });
  // An address handed over by a newsletter block or the flyout fills the field (after hydration).
  useEffect(() => {
    const handed = takeNewsletterEmail();
    if (handed) form.setValue('email', handed);
  }, [form]);
  const { errors, isSubmitting } = form.formState;
  const [thanks, setThanks] = useStatusMessage();
  const [error, setError] = useState<string | null>(null);
  const label = (id: string) => intl.formatMessage({ id });
  const optional = (id: string) => `${label(id)} ${label('newsletter.subscribe.optional')}`;

  const onSubmit = form.handleSubmit(async (values: NewsletterForm) => {
    setError(null);
    const token = await captcha.execute();
    const result = await subscribe({
      email: values.email,
      token,
      ...(values.firstName ? { firstName: values.firstName } : {}),
      ...(values.lastName ? { lastName: values.lastName } : {}),
      ...(values.birthday ? { birthday: values.birthday } : {}),
      ...(assortments ? { hggbig: values.big, hggtall: values.tall } : {}),
    });
    captcha.reset();
    if (result.ok) {
      setThanks(result.data.status);
      track({ type: 'newsletterSubscribed' });
      return;
    }
    setThanks(null);
    // A network failure (or time-out) only clears the thank-you (§8).
    if (result.kind === 'network' || result.kind === 'timeout') return;
    const rest = applyServerErrors(
      form,
      result.errors.map((e) => (e.field === 'hggbig' ? { ...e, field: 'big' } : e)),
    );
    setError(rest.length ? errorText(rest.slice(0, 1)) : null);
  });

  return (
    <section className="service-page newsletter-subscribe">
      <h1 className="service-page__title">{data.headline || label('newsletter.subscribe.heading')}</h1>
      {data.infoText ? <InfoText text={data.infoText} /> : null}
      {thanks ? (
        <StatusAlert status={thanks} />
      ) : (
        <form onSubmit={onSubmit} onFocus={captcha.prepare} noValidate className="account-form">
          <StatusAlert error={error} />
          <TextField label={optional('account.field.firstName')} autoComplete="given-name" error={errors.firstName} {...form.register('firstName')} />
          <TextField label={optional('account.field.lastName')} autoComplete="family-name" error={errors.lastName} {...form.register('lastName')} />
          <TextField
            label={label('newsletter.unsubscribe.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            {...form.register('email')}
          />
          <TextField label={optional('account.field.birthdate')} type="date" autoComplete="bday" error={errors.birthday} {...form.register('birthday')} />
          {assortments ? (
            <fieldset className="field field--checkboxes">
              <legend className="field__label">{label('newsletter.subscribe.assortments')}</legend>
              <Checkbox label={label('account.register.newsletterBig')} error={errors.big} {...form.register('big')} />
              <Checkbox label={label('account.register.newsletterTall')} {...form.register('tall')} />
            </fieldset>
          ) : null}
          <Button type="submit" busy={isSubmitting}>
            <FormattedMessage id="newsletter.subscribe.submit" />
          </Button>
        </form>
      )}
    </section>
  );
}

export default function NewsletterSubscribe({ data }: TasticProps<NewsletterSubscribeData>) {
  return <NewsletterSubscribeForm data={data ?? {}} />;
}
