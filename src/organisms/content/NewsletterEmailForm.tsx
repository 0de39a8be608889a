import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '../../navigation/navigate';
import { handOverNewsletterEmail, NEWSLETTER_EMAIL_PARAM } from '../../state/newsletter';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/fields';

/**
 * The short newsletter form of the newsletter block, the flyout and the footer: checks the address,
 * hands it to the newsletter page (which asks for the rest and the consent) and goes there. One
 * field: no form library (it is on every page, in the footer); the address rule (zod) loads on the
 * first submit, so the footer costs no schema code at load. Served, before its code arrives, it is a
 * plain form to the target page that carries the address (NEWSLETTER_EMAIL_PARAM), which fills it in.
 */
export function NewsletterEmailForm({
  target,
  placeholder,
  buttonText,
  onSent,
  label,
}: {
  target: string;
  placeholder?: string;
  buttonText?: string;
  onSent?: () => void;
  label?: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { emailSchema } = await import('../../domain/fields');
    const parsed = emailSchema.safeParse(email);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    handOverNewsletterEmail(parsed.data);
    onSent?.();
    navigate(target);
  };
  return (
    <form className="newsletter-email" action={target} method="get" onSubmit={onSubmit} noValidate>
      <TextField
        id={id}
        label={label ?? intl.formatMessage({ id: 'content.newsletter.email' })}
        type="email"
        name={NEWSLETTER_EMAIL_PARAM}
        autoComplete="email"
        placeholder={placeholder}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (invalid) setInvalid(false);
        }}
        error={invalid ? { message: 'validation.email', type: 'invalid_format' } : undefined}
      />
      <Button type="submit">{buttonText || intl.formatMessage({ id: 'content.newsletter.submit' })}</Button>
    </form>
  );
}
