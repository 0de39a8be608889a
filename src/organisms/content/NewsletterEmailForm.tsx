import { useIntl } from 'react-intl';
import * as z from 'zod';
import { emailSchema } from '../../domain/fields';
import { useNavigate } from '../../navigation/navigate';
import { handOverNewsletterEmail } from '../../state/newsletter';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/fields';
import { useZodForm } from '../../ui/form/useZodForm';

const schema = z.object({ email: emailSchema });

/**
 * The short newsletter form of the newsletter block, the flyout and the footer: checks the address,
 * hands it to the newsletter page (which asks for the rest and the consent) and goes there.
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
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => {
    handOverNewsletterEmail(email);
    onSent?.();
    navigate(target);
  });
  return (
    <form className="newsletter-email" onSubmit={onSubmit} noValidate>
      <TextField
        label={label ?? intl.formatMessage({ id: 'content.newsletter.email' })}
        type="email"
        autoComplete="email"
        placeholder={placeholder}
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <Button type="submit">{buttonText || intl.formatMessage({ id: 'content.newsletter.submit' })}</Button>
    </form>
  );
}
