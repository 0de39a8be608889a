import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_CAPTCHA_TOKEN, RECAPTCHA_SCRIPT, useInvisibleCaptcha } from '../../src/hooks/useInvisibleCaptcha';
import { renderInShop } from '../support/render';

/** A form with the invisible captcha, as the registration, newsletter and contact forms use it. */
function CaptchaForm() {
  const captcha = useInvisibleCaptcha();
  const [token, setToken] = useState<string | null>(null);
  return (
    <form
      onFocus={captcha.prepare}
      onSubmit={(event) => {
        event.preventDefault();
        void captcha.execute().then(setToken);
      }}
    >
      <label>
        E-Mail
        <input name="email" />
      </label>
      <button type="submit">Senden</button>
      {token !== null ? <output>token:{token}</output> : null}
    </form>
  );
}

const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src === RECAPTCHA_SCRIPT);

afterEach(() => {
  for (const s of scripts()) s.remove();
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('the invisible captcha widget', () => {
  // First: the page's script, once loaded, is kept for every later form of the page.
  it('gives an empty token when the widget cannot load (the server then asks to confirm the captcha)', async () => {
    renderInShop(<CaptchaForm />, { projectConfiguration: { captchaSiteKey: 'site-key-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByText('token:')).toBeInTheDocument());
  });

  it('loads reCAPTCHA only when the shopper starts the form, once, and sends its token', async () => {
    renderInShop(<CaptchaForm />, { projectConfiguration: { captchaSiteKey: 'site-key-1' } });
    expect(scripts()).toHaveLength(0);
    fireEvent.focus(screen.getByLabelText('E-Mail'));
    expect(scripts()).toHaveLength(1);
    fireEvent.focus(screen.getByLabelText('E-Mail'));
    expect(scripts()).toHaveLength(1);

    // reCAPTCHA's script arrives: an invisible widget with the site key answers execute with a token.
    const rendered: { sitekey: string; size: string }[] = [];
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (cb: () => void) => cb(),
      render: (_el: HTMLElement, options: { sitekey: string; size: string; callback: (t: string) => void }) => {
        rendered.push(options);
        (window as { captchaCallback?: (t: string) => void }).captchaCallback = options.callback;
        return 7;
      },
      execute: () => (window as { captchaCallback?: (t: string) => void }).captchaCallback!('recaptcha-token'),
      reset: () => {},
    };
    scripts()[0]!.dispatchEvent(new Event('load'));
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByText('token:recaptcha-token')).toBeInTheDocument());
    expect(rendered).toEqual([expect.objectContaining({ sitekey: 'site-key-1', size: 'invisible' })]);
  });

  it('loads nothing without a site key and sends the development token', async () => {
    renderInShop(<CaptchaForm />);
    fireEvent.focus(screen.getByLabelText('E-Mail'));
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByText(`token:${DEVELOPMENT_CAPTCHA_TOKEN}`)).toBeInTheDocument());
    expect(scripts()).toHaveLength(0);
  });
});
