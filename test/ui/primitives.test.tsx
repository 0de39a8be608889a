import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { Modal } from '../../src/ui/Modal';
import { Accordion } from '../../src/ui/Accordion';
import { Button } from '../../src/ui/Button';
import { TextField } from '../../src/ui/form/fields';
import { applyServerErrors, useZodForm } from '../../src/ui/form/useZodForm';
import { formatCents } from '../../src/i18n/format';
import { salePercentage } from '../../src/domain/price-rules';
import { renderInShop } from '../support/render';

function ModalHarness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal
        open={open}
        title="Hinweis"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <input aria-label="first" />
        <button type="button">last</button>
      </Modal>
    </>
  );
}

describe('modal', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderInShop(<ModalHarness />);
    await user.click(screen.getByText('open'));
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('open')).toHaveFocus();
  });
});

describe('accordion', () => {
  const items = [
    { id: 'a', title: 'Versand', content: 'Versandtext' },
    { id: 'b', title: 'Rückgabe', content: 'Rückgabetext' },
  ];
  it('keeps one item open at a time and closes on Escape', () => {
    renderInShop(<Accordion items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versand' }));
    expect(screen.getByText('Versandtext')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Rückgabe' }));
    expect(screen.getByText('Versandtext')).not.toBeVisible();
    expect(screen.getByText('Rückgabetext')).toBeVisible();
    fireEvent.keyDown(screen.getByText('Rückgabetext'), { key: 'Escape' });
    expect(screen.getByText('Rückgabetext')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Rückgabe' })).toHaveFocus();
  });
});

describe('button', () => {
  it('is disabled and announces busy while an action runs', () => {
    const onClick = vi.fn();
    renderInShop(
      <Button busy onClick={onClick}>
        In den Warenkorb
      </Button>,
    );
    const button = screen.getByRole('button', { name: /In den Warenkorb/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

// The English messages in the schema stand for shared domain schemas: the shopper sees the translated ones.
const schema = z.object({ email: z.string().min(1, 'Required').max(255).pipe(z.email('Bad email')), name: z.string().min(2, 'Name too short').max(30) });

function FormHarness({ serverErrors }: { serverErrors?: { code: string; message: string; field?: string }[] }) {
  const form = useZodForm(schema, { defaultValues: { email: '', name: '' } });
  const [rest, setRest] = useState<string[]>([]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => {
        if (serverErrors) setRest(applyServerErrors(form, serverErrors).map((e) => e.message));
      })}
    >
      <TextField label="E-Mail" {...form.register('email')} error={form.formState.errors.email} />
      <TextField label="Name" {...form.register('name')} error={form.formState.errors.name} />
      <button type="submit">senden</button>
      {rest.map((r) => (
        <p key={r}>{r}</p>
      ))}
    </form>
  );
}

describe('form kit', () => {
  it.each([
    ['de_DE', 'Bitte füllen Sie dieses Feld aus.', 'Bitte geben Sie mindestens 2 Zeichen ein.'],
    ['fr_FR', 'Veuillez remplir ce champ.', 'Veuillez saisir au moins 2 caractères.'],
    ['cs_CZ', 'Vyplňte prosím toto pole.', 'Zadejte prosím alespoň 2 znaků.'],
  ])('shows field errors from the zod schema in the shopper language (%s)', async (locale, required, tooShort) => {
    const user = userEvent.setup();
    renderInShop(<FormHarness />, { locale });
    await user.type(screen.getByRole('textbox', { name: /Name|Nom|Jméno/ }), 'A');
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    expect(await screen.findByText(required)).toBeInTheDocument();
    expect(screen.getByText(tooShort)).toBeInTheDocument();
  });

  it('puts server errors on their fields and returns the others', async () => {
    const user = userEvent.setup();
    renderInShop(
      <FormHarness
        serverErrors={[
          { code: 'invalid_format', message: '', field: 'email' },
          { code: 'exists', message: 'Account exists' },
        ]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'a@b.de');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Max');
    await user.click(screen.getByRole('button', { name: 'senden' }));
    await waitFor(() => expect(screen.getByText('Bitte prüfen Sie Ihre Eingabe.')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Account exists')).toBeInTheDocument();
  });
});

describe('price formatting', () => {
  it.each([
    [12995, 'EUR', 'de-DE', '129,95 €'],
    [12995, 'PLN', 'pl-PL', '129,95 zł'],
    [12995, 'CZK', 'cs-CZ', '129,95 Kč'],
    [12995, 'USD', 'en-GB', '$129.95'],
  ] as const)('%i cents in %s (%s) is %s', (cents, currency, locale, text) => {
    expect(formatCents(cents, currency, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it.each([
    [89.95, 129.95, 31],
    [50, 100, 50],
    [100, 100, 0],
    [100, 0, 0],
  ])('price %f against strike price %f is %i percent off (rounded)', (price, strike, pct) => {
    expect(salePercentage(price, strike)).toBe(pct);
  });
});
