import { act, screen } from '@testing-library/react';
import * as z from 'zod';
import { useEffect } from 'react';
import type { ApiError } from '../../src/domain/api';
import { applyServerErrors, useZodForm } from '../../src/ui/form/useZodForm';
import { TextField } from '../../src/ui/form/fields';
import { renderInShop } from '../support/render';

const schema = z.object({ email: z.string(), birthdate: z.string() });

function Form({ errors }: { errors: ApiError[] }) {
  const form = useZodForm(schema, { defaultValues: { email: '', birthdate: '' } });
  useEffect(() => {
    applyServerErrors(form, errors);
  }, [form, errors]);
  return (
    <form>
      <TextField label="E-Mail" error={form.formState.errors.email} {...form.register('email')} />
      <TextField label="Geburtsdatum" error={form.formState.errors.birthdate} {...form.register('birthdate')} />
    </form>
  );
}

describe('server errors at their fields', () => {
  it("show the server's specific message for a shop rule, and the form's own text for zod's generic codes", async () => {
    await act(async () => {
      renderInShop(
        <Form
          errors={[
            { code: 'birthdate_range', message: 'Sie müssen zwischen 16 und 100 Jahre alt sein.', field: 'birthdate' },
            { code: 'too_small', message: 'Too small: expected string to have >=1 characters', field: 'email' },
          ]}
        />,
      );
    });
    expect(screen.getByText('Sie müssen zwischen 16 und 100 Jahre alt sein.')).toBeInTheDocument();
    expect(screen.queryByText(/Too small/)).toBeNull();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
