import { act, screen } from '@testing-library/react';
import * as z from 'zod';
import { useEffect } from 'react';
import type { ApiError } from '../../src/domain/api';
import { applyServerErrors, useZodForm } from '../../src/ui/form/useZodForm';
import { TextField } from '../../src/ui/form/fields';
import { renderInShop } from '../support/render';

const schema = z.object({ email: z.string(), birthdate: z.string(), phone: z.string() });

function Form({ errors }: { errors: ApiError[] }) {
  const form = useZodForm(schema, { defaultValues: { email: '', birthdate: '', phone: '' } });
  useEffect(() => {
    applyServerErrors(form, errors);
  }, [form, errors]);
  return (
    <form>
      <TextField label="E-Mail" error={form.formState.errors.email} {...form.register('email')} />
      <TextField label="Geburtsdatum" error={form.formState.errors.birthdate} {...form.register('birthdate')} />
      <TextField label="Telefon" error={form.formState.errors.phone} {...form.register('phone')} />
    </form>
  );
}

describe('server errors at their fields', () => {
  it("show the server's message (written in the shopper's language), and the form's own text for a code without one", async () => {
    await act(async () => {
      renderInShop(
        <Form
          errors={[
            { code: 'birthdate_range', message: 'Sie müssen zwischen 16 und 100 Jahre alt sein.', field: 'birthdate' },
            { code: 'too_small', message: 'Bitte füllen Sie dieses Feld aus.', field: 'email' },
            { code: 'invalid_format', message: '', field: 'phone' },
          ]}
        />,
      );
    });
    expect(screen.getByText('Sie müssen zwischen 16 und 100 Jahre alt sein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(screen.getByText('Bitte prüfen Sie Ihre Eingabe.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
