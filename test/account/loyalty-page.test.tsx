import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { renderInShop } from '../support/render';
import { fakeApi } from './fake-api';
import { demoAccount } from '../../stories/account/support';
import { ACCOUNT_REFRESH_PATH } from '../../src/api/account';
import { LoyaltyCardView } from '../../src/organisms/account/LoyaltyCard';
import { ForgotPasswordModal } from '../../src/organisms/account/ForgotPasswordModal';
import { loyaltyPageType, loyaltyRadioLocks, type LoyaltyPageInput, type LoyaltyPageType } from '../../src/domain/loyalty-page';
import { setCaptchaExecutor } from '../../src/hooks/useInvisibleCaptcha';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setCaptchaExecutor(null);
  window.history.replaceState(null, '', '/');
});

const card = { customerNumber: '20000002', cardCode: '1234', userLevel: 'blue', vouchers: [], travelVoucherValue: 15, travelVoucherCode: null };

function render(ui: ReactElement, { loggedIn }: { loggedIn: boolean }) {
  const user = loggedIn ? { loggedIn: true, account: demoAccount } : { loggedIn: false };
  return renderInShop(<SWRConfig value={{ provider: () => new Map(), fallback: { [ACCOUNT_REFRESH_PATH]: user } }}>{ui}</SWRConfig>);
}
const guestApi = { 'GET /frontastic/action/hirmer-account/refresh': () => ({ loggedIn: false }) };
const customerApi = (hasCard: boolean) => ({
  'GET /frontastic/action/hirmer-account/refresh': () => ({ loggedIn: true, account: demoAccount }),
  'POST /frontastic/action/hirmer-crm/loyaltyCard': () => ({ success: true, data: hasCard ? card : null }),
});

const question = (name: RegExp) => screen.getByRole('group', { name });
const answer = (q: RegExp, a: 'Ja' | 'Nein') => within(question(q)).getByRole('radio', { name: a });
const ACCOUNT = /Online-Kundenkonto/;
const CARD = /bereits eine Kundenkarte/;

describe('the loyalty card page type', () => {
  const base: LoyaltyPageInput = { loggedIn: false, userHasCard: false, hasAccount: null, hasCard: null, fromRegistration: false, activation: false };
  it.each<[string, Partial<LoyaltyPageInput>, LoyaltyPageType]>([
    ['a guest who answered nothing sees the questions', {}, 'choose'],
    ['a guest with account and card', { hasAccount: true, hasCard: true }, 'withAccountWithCard'],
    ['a guest with account, without card', { hasAccount: true, hasCard: false }, 'withAccountWithoutCard'],
    ['a guest without account, with card', { hasAccount: false, hasCard: true }, 'withoutAccountWithCard'],
    ['a guest with neither', { hasAccount: false, hasCard: false }, 'withoutAccountWithoutCard'],
    ['a guest with uid and crm_mail_activator in the address sets a new password', { activation: true, hasAccount: false, hasCard: false }, 'setNewPassword'],
    ['a logged-in customer who has a card is redirected to the card', { loggedIn: true, userHasCard: true, hasAccount: false, hasCard: false }, 'card'],
    ['a logged-in card holder with an activation link still sees his card', { loggedIn: true, userHasCard: true, activation: true }, 'card'],
    ['logged in, the account answer is yes whatever was clicked', { loggedIn: true, hasAccount: false, hasCard: true }, 'withAccountWithCard'],
    ['logged in without card, the card question is still open', { loggedIn: true }, 'choose'],
    ['coming from the registration, the new account takes the card it has', { loggedIn: true, fromRegistration: true }, 'withAccountWithCard'],
    ['coming from the registration, "no card" still counts', { loggedIn: true, fromRegistration: true, hasCard: false }, 'withAccountWithoutCard'],
  ])('%s', (_rule, input, type) => {
    expect(loyaltyPageType({ ...base, ...input })).toBe(type);
  });

  it.each([
    [false, false, { accountNo: false, cardYes: false }],
    [true, false, { accountNo: true, cardYes: false }],
    [true, true, { accountNo: true, cardYes: true }],
  ])('logged in %s, has a card %s: locks %o', (loggedIn, userHasCard, locks) => {
    expect(loyaltyRadioLocks({ loggedIn, userHasCard })).toEqual(locks);
  });
});

describe('the loyalty card page for a guest', () => {
  it('asks the two questions first, and shows no form until both are answered', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    fakeApi(guestApi);
    render(<LoyaltyCardView />, { loggedIn: false });
    await screen.findByRole('group', { name: ACCOUNT });
    expect(answer(ACCOUNT, 'Nein')).not.toBeDisabled();
    expect(answer(CARD, 'Ja')).not.toBeDisabled();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(answer(ACCOUNT, 'Ja'));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('with account and card: the login first, to connect the card after it', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    fakeApi(guestApi);
    render(<LoyaltyCardView />, { loggedIn: false });
    await screen.findByRole('group', { name: ACCOUNT });
    fireEvent.click(answer(ACCOUNT, 'Ja'));
    fireEvent.click(answer(CARD, 'Ja'));
    expect(screen.getByText(/Danach verbinden Sie Ihre Kundenkarte/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.querySelector('.loyalty-page')).toHaveAttribute('data-type', 'withAccountWithCard');
  });

  it('with account, without card: the login first', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    fakeApi(guestApi);
    render(<LoyaltyCardView />, { loggedIn: false });
    await screen.findByRole('group', { name: ACCOUNT });
    fireEvent.click(answer(ACCOUNT, 'Ja'));
    fireEvent.click(answer(CARD, 'Nein'));
    expect(screen.getByText(/Danach beantragen Sie Ihre Kundenkarte/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('without account, with card: the registration without a new card, which comes back to connect the card', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    fakeApi(guestApi);
    render(<LoyaltyCardView />, { loggedIn: false });
    await screen.findByRole('group', { name: ACCOUNT });
    fireEvent.click(answer(ACCOUNT, 'Nein'));
    fireEvent.click(answer(CARD, 'Ja'));
    // The page's forms are a chunk of their own: they come with the answer.
    expect(await screen.findByText(/Legen Sie zuerst Ihr Online-Kundenkonto an/)).toBeInTheDocument();
    expect(document.querySelector('.registration-form')).not.toBeNull();
    // The card is connected afterwards: the form offers no new card.
    expect(screen.queryByRole('checkbox', { name: /Kundenkarte/ })).toBeNull();
  });

  it('without account and card: a card by email, locked for 10 seconds after a refusal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setCaptchaExecutor(async () => 'captcha-token');
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    fakeApi({
      ...guestApi,
      'POST /frontastic/action/hirmer-crm/email': () => ({
        status: 429,
        body: { success: false, errors: [{ code: 'too_many_attempts', message: 'Zu viele Versuche.' }] },
      }),
    });
    render(<LoyaltyCardView />, { loggedIn: false });
    await screen.findByRole('group', { name: ACCOUNT });
    fireEvent.click(answer(ACCOUNT, 'Nein'));
    fireEvent.click(answer(CARD, 'Nein'));
    // The page's forms are a chunk of their own: they come with the answer.
    await waitFor(() => expect(document.querySelector('.loyalty-email')).not.toBeNull());
    const form = document.querySelector<HTMLFormElement>('.loyalty-email')!;
    fireEvent.change(within(form).getByLabelText(/Vorname/), { target: { value: 'Karl' } });
    fireEvent.change(within(form).getByLabelText(/Nachname/), { target: { value: 'Karte' } });
    fireEvent.change(within(form).getByLabelText(/E-Mail-Adresse/), { target: { value: 'karl@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Aktivierungs-E-Mail senden' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Aktivierungs-E-Mail senden' })).toBeDisabled());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Aktivierungs-E-Mail senden' })).not.toBeDisabled());
    expect(screen.getByRole('link', { name: 'Kundenkonto erstellen' })).toHaveAttribute('href', '/account?page=Registration');
  });

  it('the activation link sets a new password; a failure shows the last message with a link to the forgot-password modal', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard&uid=acc_1&crm_mail_activator=token-1234567890');
    fakeApi({
      ...guestApi,
      'POST /frontastic/action/hirmer-crm/activate': () => ({
        status: 400,
        body: {
          success: false,
          errors: [
            { code: 'first', message: 'Erste Meldung.' },
            { code: 'reset_token_invalid', message: 'Diese Seite ist nicht mehr gültig.' },
          ],
        },
      }),
    });
    render(
      <>
        <LoyaltyCardView />
        <ForgotPasswordModal />
      </>,
      { loggedIn: false },
    );
    const form = await screen.findByRole('heading', { name: 'Passwort für Ihr Kundenkonto festlegen' });
    expect(screen.queryByRole('group', { name: ACCOUNT })).toBeNull();
    const view = form.closest('form')!;
    fireEvent.change(view.querySelector('input[name="newPass"]')!, { target: { value: 'Karte-2026!' } });
    fireEvent.change(view.querySelector('input[name="confirmationPass"]')!, { target: { value: 'Karte-2026!' } });
    fireEvent.click(within(view).getByRole('button', { name: 'Konto aktivieren' }));
    expect(await within(view).findByText('Diese Seite ist nicht mehr gültig.')).toBeInTheDocument();
    expect(within(view).queryByText('Erste Meldung.')).toBeNull();
    expect(within(view).getByRole('button', { name: 'Konto aktivieren' })).toBeDisabled();
    fireEvent.click(within(view).getByRole('button', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen' })).toBeInTheDocument();
  });
});

describe('the loyalty card page for a logged-in customer', () => {
  it('without a card: the no-account answer is locked; card yes connects a card, card no explains the new card', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    fakeApi(customerApi(false));
    render(<LoyaltyCardView />, { loggedIn: true });
    await screen.findByRole('group', { name: ACCOUNT });
    await waitFor(() => expect(document.querySelector('.loyalty-page')).toHaveAttribute('data-type', 'choose'));
    expect(answer(ACCOUNT, 'Nein')).toBeDisabled();
    expect(answer(ACCOUNT, 'Ja')).toBeChecked();
    expect(answer(CARD, 'Ja')).not.toBeDisabled();
    fireEvent.click(answer(CARD, 'Ja'));
    expect(await screen.findByRole('button', { name: 'Karte verbinden' })).toBeInTheDocument();
    fireEvent.click(answer(CARD, 'Nein'));
    expect(screen.queryByRole('button', { name: 'Karte verbinden' })).toBeNull();
    expect(document.querySelector('.loyalty-page')).toHaveAttribute('data-type', 'withAccountWithoutCard');
  });

  it('without a card, "no card" applies for a new card for the account (conditions required) and shows it', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    const requests: unknown[] = [];
    fakeApi({
      ...customerApi(false),
      'POST /frontastic/action/hirmer-crm/registerCardWithAccount': (body: unknown) => {
        requests.push(body);
        return { success: true, data: card };
      },
    });
    render(<LoyaltyCardView />, { loggedIn: true });
    await screen.findByRole('group', { name: ACCOUNT });
    fireEvent.click(answer(CARD, 'Nein'));
    const apply = await screen.findByRole('button', { name: 'Kundenkarte beantragen' });
    fireEvent.click(apply);
    expect(await screen.findByText('Bitte bestätigen Sie dies.', { exact: false })).toBeInTheDocument();
    expect(requests).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Karte per Post/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ }));
    fireEvent.click(apply);
    expect(await screen.findByText('Kartenstufe: Blue')).toBeInTheDocument();
    expect(requests).toEqual([{ printed: true, acceptLoyaltyConditions: true }]);
  });

  it('coming from the registration: the card answer starts at yes, so the new account connects its card', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard&from=registration');
    fakeApi(customerApi(false));
    render(<LoyaltyCardView />, { loggedIn: true });
    expect(await screen.findByRole('button', { name: 'Karte verbinden' })).toBeInTheDocument();
    expect(answer(CARD, 'Ja')).toBeChecked();
  });

  it('with a card: redirected to the card itself, without the questions and without the guest parameters in the address', async () => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard&uid=acc_1&crm_mail_activator=token-1234567890&from=registration');
    fakeApi(customerApi(true));
    render(<LoyaltyCardView />, { loggedIn: true });
    expect(await screen.findByText('Kartenstufe: Blue')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: ACCOUNT })).toBeNull();
    expect(screen.queryByText('Passwort für Ihr Kundenkonto festlegen')).toBeNull();
    await waitFor(() => expect(window.location.search).toBe('?page=LoyaltyCard'));
  });
});

describe('the loyalty card with its vouchers', () => {
  const vouchers = [
    { title: 'Geburtstagsgutschein', validUntil: '2030-01-31', value: 1000, status: 'available', store: 'Hirmer München', code: 'GEB-123456' },
    { title: 'Treuebonus', validUntil: '2020-01-31', value: 2500, status: 'redeemed', store: 'Hirmer Basel', code: 'BONUS-654321' },
  ];
  const withVouchers = (locale: string) => {
    window.history.replaceState(null, '', '/account?page=LoyaltyCard');
    fakeApi({
      'GET /frontastic/action/hirmer-account/refresh': () => ({ loggedIn: true, account: demoAccount }),
      'POST /frontastic/action/hirmer-crm/loyaltyCard': () => ({
        success: true,
        data: { ...card, userLevel: 'black', travelVoucherValue: 20, travelVoucherCode: 'REISE20-BLACK', vouchers },
      }),
    });
    const user = { loggedIn: true, account: demoAccount };
    return renderInShop(<SWRConfig value={{ provider: () => new Map(), fallback: { [ACCOUNT_REFRESH_PATH]: user } }}>{<LoyaltyCardView />}</SWRConfig>, {
      locale,
    });
  };

  it.each([
    ['de_DE', '10,00 €', '25,00 €'],
    ['de_CH', '10.00', '25.00'],
    ['en_GB', '10.00', '25.00'],
    ['cs_CZ', '10,00', '25,00'],
    ['pl_PL', '10,00', '25,00'],
    ['nl_NL', '10,00', '25,00'],
    ['fr_FR', '10,00', '25,00'],
  ])('shows the amounts in the currency units (the backend keeps cents) in %s', async (locale, birthday, bonus) => {
    withVouchers(locale);
    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(birthday);
    expect(second).toHaveTextContent(bonus);
    expect(list).not.toHaveTextContent('1.000');
    expect(list).not.toHaveTextContent('2.500');
  });

  it('shows the available voucher and the travel voucher with their codes and a copy button; a redeemed voucher has none', async () => {
    withVouchers('de_DE');
    const list = await screen.findByRole('list');
    const [available, redeemed] = within(list).getAllByRole('listitem');
    expect(available).toHaveTextContent('GEB-123456');
    expect(within(available!).getByRole('button', { name: 'den Code GEB-123456 in die Zwischenablage kopieren' })).toBeInTheDocument();
    expect(within(redeemed!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'den Code REISE20-BLACK in die Zwischenablage kopieren' })).toBeInTheDocument();
    expect(screen.getByText('REISE20-BLACK')).toBeInTheDocument();
  });

  it('copies a code to the clipboard and says so for 2 seconds', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    withVouchers('de_DE');
    const button = await screen.findByRole('button', { name: /GEB-123456/ });
    vi.useFakeTimers();
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('GEB-123456');
    const status = within(button.closest('.copy-button')!).getByRole('status');
    expect(status).toHaveTextContent('Kopiert');
    await act(async () => vi.advanceTimersByTime(1_900));
    expect(status).toHaveTextContent('Kopiert');
    await act(async () => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent('');
  });

  it.each([
    ['de_DE', 'Kann nicht kopiert werden'],
    ['en_GB', 'Cannot be copied'],
    ['cs_CZ', 'Nelze zkopírovat'],
    ['pl_PL', 'Nie można skopiować'],
    ['nl_NL', 'Kan niet worden gekopieerd'],
    ['fr_FR', 'Impossible de copier'],
  ])('a browser without the clipboard API says the code cannot be copied (%s)', async (locale, text) => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    withVouchers(locale);
    const button = await screen.findByRole('button', { name: /GEB-123456/ });
    await act(async () => fireEvent.click(button));
    expect(within(button.closest('.copy-button')!).getByRole('status')).toHaveTextContent(text);
  });
});
