import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { renderInShop } from '../support/render';
import { fakeApi } from './fake-api';
import { demoAccount } from '../../stories/account/support';
import { ForgotPasswordForm } from '../../src/organisms/account/ForgotPasswordModal';
import { ResetPasswordView } from '../../src/organisms/account/ResetPassword';
import { AddressesView } from '../../src/organisms/account/Addresses';
import { LoginDataView } from '../../src/organisms/account/LoginData';
import AccountArea from '../../tastics/account/page';
import { ACCOUNT_REFRESH_PATH } from '../../src/api/account';
import { storyPageFolder, allDevices } from '../../stories/support/tastic';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function render(ui: ReactElement, options: { loggedIn?: boolean; projectId?: string; locale?: string } = {}) {
  const fallback = { [ACCOUNT_REFRESH_PATH]: options.loggedIn ? { loggedIn: true, account: demoAccount } : { loggedIn: false } };
  return renderInShop(<SWRConfig value={{ provider: () => new Map(), fallback }}>{ui}</SWRConfig>, { projectId: options.projectId, locale: options.locale });
}
const refresh = (loggedIn: boolean) => () => (loggedIn ? { loggedIn: true, account: demoAccount } : { loggedIn: false });

describe('forgot password', { timeout: 30_000 }, () => {
  it('shows the neutral message after the request', async () => {
    const api = fakeApi({ 'POST /frontastic/action/hirmer-account/reset': () => ({ success: true, status: { kind: 'message', text: 'x' } }) });
    const user = userEvent.setup({ delay: null });
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'wer@example.com');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText(/Falls ein Kundenkonto zu dieser E-Mail-Adresse existiert/)).toBeInTheDocument();
    expect(api.calls).toContainEqual({ method: 'POST', path: '/frontastic/action/hirmer-account/reset', body: { email: 'wer@example.com' } });
  });
});

describe('reset password', { timeout: 30_000 }, () => {
  it('sets the new password with the strength check', async () => {
    const api = fakeApi({ 'POST /frontastic/action/hirmer-account/resetPassword': () => ({ success: true, status: { kind: 'message', text: 'ok' } }) });
    const user = userEvent.setup({ delay: null });
    render(<ResetPasswordView token="token-1234567890" />);
    await user.type(screen.getByLabelText(/^Neues Passwort\b(?! wiederholen)/), 'abc');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'zu kurz');
    await user.type(screen.getByLabelText(/^Neues Passwort\b(?! wiederholen)/), 'DEF12!');
    await user.type(screen.getByLabelText(/wiederholen/), 'abcDEF12?');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/wiederholen/));
    await user.type(screen.getByLabelText(/wiederholen/), 'abcDEF12!');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(/Ihr neues Passwort ist gespeichert/)).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/frontastic/action/hirmer-account/resetPassword',
      body: { token: 'token-1234567890', newPassword: 'abcDEF12!' },
    });
  });

  it('shows the expired-link page for a used or expired link', async () => {
    fakeApi({
      'POST /frontastic/action/hirmer-account/resetPassword': () => ({
        status: 400,
        body: { success: false, errors: [{ code: 'reset_token_invalid', message: 'This page is no longer valid.', field: 'token' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    render(<ResetPasswordView token="token-1234567890" />);
    await user.type(screen.getByLabelText(/^Neues Passwort\b(?! wiederholen)/), 'abcDEF12!');
    await user.type(screen.getByLabelText(/wiederholen/), 'abcDEF12!');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByRole('heading', { name: 'Diese Seite ist nicht mehr gültig' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passwort erneut zurücksetzen' }));
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen' })).toBeInTheDocument();
  });

  it('shows the expired-link page without a token', () => {
    fakeApi({});
    render(<ResetPasswordView token={null} />);
    expect(screen.getByRole('heading', { name: 'Diese Seite ist nicht mehr gültig' })).toBeInTheDocument();
  });
});

describe('addresses', { timeout: 30_000 }, () => {
  it('edits the billing address and shows the saved one', async () => {
    const saved = { ...demoAccount, addresses: [{ ...demoAccount.addresses[0]!, streetName: 'Sendlinger Straße', streetNumber: '40' }] };
    const api = fakeApi({
      'GET /frontastic/action/hirmer-account/refresh': refresh(true),
      'POST /frontastic/action/hirmer-account/updateBillingAddress': () => ({
        success: true,
        status: { kind: 'message', text: 'Ihre Adresse wurde gespeichert.' },
        account: saved,
      }),
    });
    const user = userEvent.setup({ delay: null });
    render(<AddressesView />, { loggedIn: true });
    expect(await screen.findByText(/Leopoldstraße 12/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adresse bearbeiten' }));
    // The form is a chunk of its own (loaded when reached for): it comes after the click.
    await user.clear(await screen.findByLabelText(/^Straße/));
    await user.type(screen.getByLabelText(/^Straße/), 'Sendlinger Straße');
    await user.clear(screen.getByLabelText(/^Hausnummer/));
    await user.type(screen.getByLabelText(/^Hausnummer/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(await screen.findByText('Bitte geben Sie höchstens 6 Zeichen ein.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Hausnummer/));
    await user.type(screen.getByLabelText(/^Hausnummer/), '40');
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(await screen.findByText('Ihre Adresse wurde gespeichert.')).toBeInTheDocument();
    expect(screen.getByText(/Sendlinger Straße 40/)).toBeInTheDocument();
    const body = api.calls.find((c) => c.path === '/frontastic/action/hirmer-account/updateBillingAddress')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ streetName: 'Sendlinger Straße', streetNumber: '40', country: 'DE' });
    expect(body).not.toHaveProperty('company');
  });

  it('asks guests to log in', async () => {
    fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': refresh(false) });
    render(<AddressesView />);
    expect(await screen.findByText('Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.')).toBeInTheDocument();
  });
});

describe('login data', { timeout: 30_000 }, () => {
  it('changes the email with the password and shows the server message; a wrong password lands on its field', async () => {
    let attempts = 0;
    fakeApi({
      'GET /frontastic/action/hirmer-account/refresh': refresh(true),
      'POST /frontastic/action/hirmer-account/email': (body: { email: string }) => {
        attempts++;
        if (attempts === 1)
          return { status: 400, body: { success: false, errors: [{ code: 'wrong_password', message: 'The password is not correct.', field: 'password' }] } };
        return { success: true, status: { kind: 'message', text: 'Ihre E-Mail-Adresse wurde geändert.' }, account: { ...demoAccount, email: body.email } };
      },
    });
    const user = userEvent.setup({ delay: null });
    render(<LoginDataView />, { loggedIn: true });
    expect(await screen.findByText('Ihre E-Mail-Adresse: max.mustermann@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Neue E-Mail-Adresse/), 'max.neu@example.com');
    const emailForm = screen.getByRole('heading', { name: 'E-Mail-Adresse ändern' }).closest('form')!;
    await user.type(within(emailForm).getByLabelText(/^Aktuelles Passwort/), 'falsch');
    await user.click(within(emailForm).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(emailForm).getByLabelText(/^Aktuelles Passwort/)).toHaveAttribute('aria-invalid', 'true'));
    await user.type(within(emailForm).getByLabelText(/^Aktuelles Passwort/), '!');
    await user.click(within(emailForm).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ihre E-Mail-Adresse wurde geändert.')).toBeInTheDocument();
    expect(screen.getByText('Ihre E-Mail-Adresse: max.neu@example.com')).toBeInTheDocument();
  });

  it('refuses a new password shorter than 5 characters before sending', async () => {
    const api = fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': refresh(true) });
    const user = userEvent.setup({ delay: null });
    render(<LoginDataView />, { loggedIn: true });
    const form = (await screen.findByRole('heading', { name: 'Passwort ändern' })).closest('form')!;
    await user.type(within(form).getByLabelText(/^Aktuelles Passwort/), 'Demo1234!');
    await user.type(within(form).getByLabelText(/^Neues Passwort/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Das Passwort muss mindestens 5 Zeichen lang sein.')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST /frontastic/action/hirmer-account/password');
  });
});

describe('account area (route Frontastic.Frontend.Master.Account.index)', { timeout: 30_000 }, () => {
  const area = <AccountArea tasticId="t" pageFolder={storyPageFolder} data={{ ...allDevices }} />;

  it.each([
    ['/account?page=Registration', false, 'Kundenkonto erstellen'],
    ['/account', false, 'Anmelden'],
    ['/account?page=AccountAddress', false, 'Anmelden'],
    ['/account?page=AccountAddress', true, 'Adressen'],
    ['/account', true, 'Anmeldedaten'],
    ['/account?page=WelcomePage', true, 'Willkommen, Max!'],
  ] as const)('%s, logged in %s, shows %s', async (url, loggedIn, heading) => {
    window.history.replaceState(null, '', url);
    fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': refresh(loggedIn) });
    render(area, { loggedIn });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('marks the current page in the navigation and hides the reservation history for eck', async () => {
    window.history.replaceState(null, '', '/account?page=AccountAddress');
    fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': refresh(true) });
    render(area, { loggedIn: true, projectId: 'eck' });
    const nav = await screen.findByRole('navigation', { name: 'Kontonavigation' });
    expect(within(nav).getByRole('link', { name: 'Adressen' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Reservierungshistorie' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Kundenkarte' })).toHaveAttribute('href', '/account?page=LoyaltyCard');
  });

  it('labels the loyalty card as style pass outside DACH', async () => {
    window.history.replaceState(null, '', '/account?page=LoginData');
    fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': refresh(true) });
    render(area, { loggedIn: true, locale: 'en_GB' });
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    expect(within(nav).getByRole('link', { name: 'Style Pass' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Reservation history' })).toBeInTheDocument();
  });
});
