import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterSubscribeForm, INFO_TEXT_PREVIEW_CHARS } from '../../tastics/newsletter/subscribe';
import { renderInShop } from '../support/render';
import { fakeApi } from '../account/fake-api';
import { setCaptchaExecutor } from '../../src/hooks/useInvisibleCaptcha';
import { setTrackingAdapters } from '../../src/tracking';

const SUBSCRIBE = 'POST /frontastic/action/hirmer-newsletter/subscribe';
let tracked: unknown[];
beforeEach(() => {
  setCaptchaExecutor(async () => 'captcha-token');
  tracked = [];
  setTrackingAdapters([{ send: (e: unknown) => tracked.push(e) }]);
});
afterEach(() => {
  setCaptchaExecutor(null);
  setTrackingAdapters([]);
  vi.unstubAllGlobals();
});

describe('newsletter sign-up', () => {
  it('needs only the email; sends the captcha token, shows the thank-you and tracks the sign-up', async () => {
    const api = fakeApi({ [SUBSCRIBE]: () => ({ success: true, status: { kind: 'message', text: 'Danke! Bitte bestätigen Sie die E-Mail.' } }) });
    const user = userEvent.setup();
    renderInShop(<NewsletterSubscribeForm data={{}} />);
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'max@example.com');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByText('Danke! Bitte bestätigen Sie die E-Mail.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ email: 'max@example.com', token: 'captcha-token' }]);
    expect(tracked).toEqual([{ type: 'newsletterSubscribed' }]);
  });

  it('asks hgg shoppers for at least one of the big and tall assortments', async () => {
    const api = fakeApi({ [SUBSCRIBE]: () => ({ success: true, status: { kind: 'message', text: 'Danke!' } }) });
    const user = userEvent.setup();
    renderInShop(<NewsletterSubscribeForm data={{}} />, { projectId: 'hgg' });
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'big@example.com');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eines der Sortimente Big und Tall.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Tall/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByText('Danke!');
    expect(api.calls.map((c) => c.body)).toEqual([{ email: 'big@example.com', token: 'captcha-token', hggbig: false, hggtall: true }]);
  });

  it('shows the first error of the answer', async () => {
    fakeApi({
      [SUBSCRIBE]: () => ({
        status: 400,
        body: {
          success: false,
          errors: [
            { code: 'captcha_invalid', message: 'Bitte bestätigen Sie das Captcha.' },
            { code: 'x', message: 'zweiter Fehler' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderInShop(<NewsletterSubscribeForm data={{}} />);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'max@example.com');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    expect(await screen.findByText('Bitte bestätigen Sie das Captcha.')).toBeInTheDocument();
    expect(screen.queryByText('zweiter Fehler')).toBeNull();
  });

  it('folds a long info text with read more / read less', async () => {
    const user = userEvent.setup();
    const text = `${'Neuheiten und Angebote. '.repeat(12)}Ende.`;
    expect(text.length).toBeGreaterThan(INFO_TEXT_PREVIEW_CHARS);
    renderInShop(<NewsletterSubscribeForm data={{ infoText: text }} />);
    expect(screen.queryByText(/Ende\./)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiterlesen' }));
    expect(screen.getByText(/Ende\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weniger lesen' }));
    expect(screen.queryByText(/Ende\./)).toBeNull();
  });
});
