import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ContactFormView, offersCallBack } from '../../tastics/service/contact';
import { setCaptchaExecutor } from '../../src/hooks/useInvisibleCaptcha';
import { renderInShop } from '../support/render';
import { fakeApi } from '../account/fake-api';
import { messagesFor } from '../../src/i18n/catalog';
import { CONTACT_PHONES } from './contact-phones';

afterEach(() => {
  vi.unstubAllGlobals();
  setCaptchaExecutor(null);
});

function fill() {
  fireEvent.change(screen.getByLabelText(/^Vorname/), { target: { value: 'Erika' } });
  fireEvent.change(screen.getByLabelText(/^Nachname/), { target: { value: 'Muster' } });
  fireEvent.change(screen.getByLabelText(/^E-Mail-Adresse/), { target: { value: 'erika@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Ihre Nachricht/), { target: { value: 'Hallo' } });
  fireEvent.click(screen.getByLabelText(/Datenschutzerklärung/));
}

describe('contact form', () => {
  it.each([
    ['de', true],
    ['en', false],
    ['fr', false],
  ])('offers a call back in %s: %s', (language, offered) => {
    expect(offersCallBack(language)).toBe(offered);
  });

  it('needs a phone number with the call back, then sends the form with the captcha token and thanks', async () => {
    setCaptchaExecutor(async () => 'captcha-token');
    const api = fakeApi({
      'POST /frontastic/action/hirmer-contact/sendEmail': () => ({
        success: true,
        status: { kind: 'message', text: 'Vielen Dank für Ihre Nachricht.' },
        ticket: 'K1',
      }),
    });
    renderInShop(<ContactFormView data={{}} />);
    fill();
    fireEvent.click(screen.getByLabelText('Bitte rufen Sie mich zurück'));
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Für den Rückruf brauchen wir Ihre Telefonnummer.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/frontastic/action/hirmer-contact/sendEmail')).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Telefonnummer/), { target: { value: '089 236830' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Nachricht.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === '/frontastic/action/hirmer-contact/sendEmail')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ firstName: 'Erika', callBack: true, phoneNumber: '089 236830', acceptDatenschutz: true, token: 'captcha-token' });
    expect(sent.custNumber).toBeUndefined();
  });

  it.each(CONTACT_PHONES.filter(([, valid]) => !valid))(
    'refuses the phone number %j for the call back, as the action does, and sends nothing',
    async (phone) => {
      setCaptchaExecutor(async () => 'captcha-token');
      const api = fakeApi({});
      renderInShop(<ContactFormView data={{}} />);
      fill();
      fireEvent.click(screen.getByLabelText('Bitte rufen Sie mich zurück'));
      fireEvent.change(screen.getByLabelText(/^Telefonnummer/), { target: { value: phone } });
      fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
      expect(await screen.findByText(messagesFor('de')['contact.phoneInvalid']!)).toBeInTheDocument();
      expect(api.calls.filter((c) => c.path === '/frontastic/action/hirmer-contact/sendEmail')).toEqual([]);
    },
  );

  it('forgets a phone number typed before the call back was unticked', async () => {
    setCaptchaExecutor(async () => 'captcha-token');
    const api = fakeApi({
      'POST /frontastic/action/hirmer-contact/sendEmail': () => ({
        success: true,
        status: { kind: 'message', text: 'Vielen Dank für Ihre Nachricht.' },
        ticket: 'K1',
      }),
    });
    renderInShop(<ContactFormView data={{}} />);
    fill();
    fireEvent.click(screen.getByLabelText('Bitte rufen Sie mich zurück'));
    fireEvent.change(screen.getByLabelText(/^Telefonnummer/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByLabelText('Bitte rufen Sie mich zurück'));
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Nachricht.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/frontastic/action/hirmer-contact/sendEmail')!.body).not.toHaveProperty('phoneNumber');
  });

  it('asks for the privacy consent before sending', async () => {
    const api = fakeApi({});
    renderInShop(<ContactFormView data={{}} />);
    fill();
    fireEvent.click(screen.getByLabelText(/Datenschutzerklärung/));
    fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte stimmen Sie der Datenschutzerklärung zu.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/frontastic/action/hirmer-contact/sendEmail')).toEqual([]));
  });

  it('has no call back in English', () => {
    renderInShop(<ContactFormView data={{}} />, { locale: 'en_GB' });
    expect(screen.queryByLabelText('Please call me back')).toBeNull();
  });
});
