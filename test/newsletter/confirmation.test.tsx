import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import NewsletterConfirmation, { confirmationSucceeded, NewsletterConfirmationView } from '../../tastics/newsletter/confirmation';
import { renderInShop } from '../support/render';
import { fakeApi } from '../account/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const props = (data: Record<string, unknown> = {}) => ({
  tasticId: 't',
  pageFolder: {} as never,
  data: { mobile: true, tablet: true, desktop: true, ...data },
});

describe('newsletter confirmation page', () => {
  it.each([
    [null, false],
    ['0', false],
    ['1', true],
    ['true', true],
  ])('success=%s means %s', (success, ok) => {
    expect(confirmationSucceeded(success)).toBe(ok);
  });

  it('shows the configured error text under the global error headline on failure', () => {
    renderInShop(<NewsletterConfirmationView success={false} data={{ errorText: 'Das hat leider nicht geklappt.' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bitte beachten Sie den folgenden Hinweis');
    expect(screen.getByText('Das hat leider nicht geklappt.')).toBeInTheDocument();
  });

  it("confirms the token of the mailed link, then shows the editor's confirm text", async () => {
    const api = fakeApi({ 'GET /frontastic/action/hirmer-newsletter/confirm': () => ({ success: true, email: 'a@example.com' }) });
    window.history.replaceState(null, '', '/newsletter/confirm?token=mailed-token-123456');
    renderInShop(<NewsletterConfirmation {...props({ confirmedHeadline: 'Willkommen im Club' })} />);
    expect(await screen.findByRole('heading', { name: 'Willkommen im Club' })).toBeInTheDocument();
    expect(screen.getByText(/Ab jetzt erhalten Sie unseren Newsletter/)).toBeInTheDocument();
    expect(api.paths()).toEqual(['GET /frontastic/action/hirmer-newsletter/confirm']);
  });

  it('fails with a used token', async () => {
    fakeApi({
      'GET /frontastic/action/hirmer-newsletter/confirm': () => ({
        status: 404,
        body: { success: false, errors: [{ code: 'newsletter_token_invalid', message: 'x' }] },
      }),
    });
    window.history.replaceState(null, '', '/newsletter/confirm?token=used-token-123456');
    renderInShop(<NewsletterConfirmation {...props()} />);
    expect(await screen.findByText(/konnte nicht bestätigt werden/)).toBeInTheDocument();
  });

  it('reads success from a CRM redirect without calling the API', async () => {
    const api = fakeApi({});
    window.history.replaceState(null, '', '/newsletter/confirm?success=1');
    renderInShop(<NewsletterConfirmation {...props()} />);
    expect(await screen.findByRole('heading', { name: 'Newsletter bestätigt' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
