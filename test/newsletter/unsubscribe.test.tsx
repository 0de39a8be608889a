import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterUnsubscribeView } from '../../tastics/newsletter/unsubscribe';
import { renderInShop } from '../support/render';
import { fakeApi } from '../account/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const UNSUBSCRIBE = 'POST /frontastic/action/hirmer-newsletter/unsubscribe';

describe('newsletter unsubscribe page', () => {
  it('offers the reasons of the spec, "other reason" chosen by default', () => {
    renderInShop(<NewsletterUnsubscribeView token={null} loggedIn={false} />);
    const reasons = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent!.trim());
    expect(reasons).toEqual([
      'Ich benötige keine großen Größen mehr',
      'Die Inhalte interessieren mich nicht',
      'Ich erhalte ihn zu oft',
      'Ich bevorzuge den Katalog per Post',
      'Anderer Grund',
    ]);
    expect(screen.getByRole('radio', { name: 'Anderer Grund' })).toBeChecked();
  });

  it('asks a guest for the address, checks it, and says a link is on its way', async () => {
    const api = fakeApi({ [UNSUBSCRIBE]: () => ({ success: true, unsubscribed: false, status: { kind: 'misc', text: 'Link gesendet, falls angemeldet.' } }) });
    const user = userEvent.setup();
    renderInShop(<NewsletterUnsubscribeView token={null} loggedIn={false} />);
    await user.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'kein-at-zeichen');
    await user.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(api.calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/E-Mail-Adresse/));
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'max@example.com');
    await user.click(screen.getByRole('radio', { name: 'Ich erhalte ihn zu oft' }));
    await user.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(await screen.findByText('Link gesendet, falls angemeldet.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ reason: 'sentTooOften', email: 'max@example.com' }]);
  });

  it('ends the subscription of a mailed link with its token and the preselected reason, without asking for an address', async () => {
    const api = fakeApi({ [UNSUBSCRIBE]: () => ({ success: true, unsubscribed: true }) });
    const user = userEvent.setup();
    renderInShop(<NewsletterUnsubscribeView token="mailed-token-1234567890" loggedIn={false} initialReason="prefersCatalogue" />);
    expect(screen.queryByLabelText(/E-Mail-Adresse/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(await screen.findByText('Sie erhalten unseren Newsletter nicht mehr.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ reason: 'prefersCatalogue', token: 'mailed-token-1234567890' }]);
  });

  it('asks for the address when the link is used up', async () => {
    fakeApi({ [UNSUBSCRIBE]: () => ({ status: 404, body: { success: false, errors: [{ code: 'newsletter_token_invalid', message: 'x', field: 'token' }] } }) });
    const user = userEvent.setup();
    renderInShop(<NewsletterUnsubscribeView token="used-token-1234567890" loggedIn={false} />);
    await user.click(screen.getByRole('button', { name: 'Abbestellen' }));
    expect(await screen.findByText(/Dieser Link ist nicht mehr gültig/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toBeInTheDocument();
  });

  it("ends a logged-in shopper's own subscription with just the reason", async () => {
    const api = fakeApi({ [UNSUBSCRIBE]: () => ({ success: true, unsubscribed: true }) });
    const user = userEvent.setup();
    renderInShop(<NewsletterUnsubscribeView token={null} loggedIn />, { locale: 'en_GB' });
    expect(screen.queryByLabelText(/Email address/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer receive our newsletter.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ reason: 'other' }]);
  });
});
