import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useButtonLock } from '../../src/hooks/useButtonLock';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { RegistrationForm } from '../../src/organisms/account/RegistrationForm';
import { renderInShop } from '../support/render';
import { fakeApi } from './fake-api';
import { setAppBridge, type AppCallback } from '../../src/app/bridge';
import { setCaptchaExecutor } from '../../src/hooks/useInvisibleCaptcha';
import { demoAccount } from '../../stories/account/support';

const EXISTS =
  'Zu dieser E-Mail-Adresse gibt es bereits ein Konto, eventuell in einem unserer anderen Shops. <a href="#forgot-password" data-action="forgot-password">Passwort zurücksetzen</a>';
const configuration = { mainCountriesDach: 'DE,AT,CH', mainCountries: 'DE,AT,CH,NL', deliveryCountryList: 'DE,BE,US,CA' };
const today = new Date('2026-06-15T10:00:00Z');

let app: AppCallback[];
beforeEach(() => {
  app = [];
  setAppBridge((c) => app.push(c));
  setCaptchaExecutor(async () => 'captcha-token');
});
afterEach(() => {
  setAppBridge(null);
  setCaptchaExecutor(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

function renderForm(ui: ReactElement, projectId = 'hrm') {
  return renderInShop(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>, { projectId, projectConfiguration: configuration });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Herr' }));
  await user.type(screen.getByLabelText(/^Vorname/), 'Max');
  await user.type(screen.getByLabelText(/^Nachname/), 'Muster');
  await user.type(screen.getByLabelText(/^Straße/), 'Leopoldstraße');
  await user.type(screen.getByLabelText(/^Hausnummer/), '12');
  await user.type(screen.getByLabelText(/^PLZ/), '80802');
  await user.type(screen.getByLabelText(/^Ort/), 'München');
  await user.selectOptions(screen.getByLabelText(/^Land/), 'DE');
  await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'neu.kunde@example.com');
  await user.type(screen.getByLabelText(/^Passwort/), 'Sicher123!');
}

describe('registration form', { timeout: 30_000 }, () => {
  it('registers with the captcha token and empty fields dropped, tells the app, then shows the welcome page', async () => {
    const api = fakeApi({
      'POST /frontastic/action/hirmer-account/register': () => ({ status: 201, body: { success: true, loggedIn: true, account: demoAccount } }),
    });
    const onRegistered = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={onRegistered} today={today} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ account: demoAccount, loyalty: false }));
    const sent = api.calls.find((c) => c.path === '/frontastic/action/hirmer-account/register')!.body as Record<string, unknown>;
    expect(sent.projectSpecificData).toEqual({ token: 'captcha-token' });
    expect(sent.billingAddress).toEqual({
      salutation: 'Mr',
      firstName: 'Max',
      lastName: 'Muster',
      streetName: 'Leopoldstraße',
      streetNumber: '12',
      postalCode: '80802',
      city: 'München',
      country: 'DE',
    });
    expect(sent).not.toHaveProperty('birthdayYear');
    expect(app).toEqual([
      { type: 'registerCredentials', email: 'neu.kunde@example.com', password: 'Sicher123!' },
      { type: 'userRegisterSuccessful', email: demoAccount.email },
    ]);
  });

  it('does not send an invalid form and shows field errors in the shopper language', async () => {
    const api = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={vi.fn()} today={today} />);
    await user.type(screen.getByLabelText(/^Passwort/), 'abc');
    await user.type(screen.getByLabelText(/^Geburtsdatum/), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }));
    expect(await screen.findByText('Das Passwort muss mindestens 5 Zeichen lang sein.')).toBeInTheDocument();
    expect(screen.getByText('Sie müssen zwischen 16 und 100 Jahre alt sein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie eine Anrede.')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST /frontastic/action/hirmer-account/register');
  });

  it('offers the password reset when the email exists in any shop', async () => {
    fakeApi({
      'POST /frontastic/action/hirmer-account/register': () => ({
        status: 409,
        body: { success: false, errors: [{ code: 'email_exists', message: EXISTS, field: 'email' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={vi.fn()} today={today} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('eventuell in einem unserer anderen Shops');
    expect(await screen.findByRole('link', { name: 'Passwort zurücksetzen' })).toHaveAttribute('data-action', 'forgot-password');
  });

  it('shows the strength of the password from too short to very strong', async () => {
    fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={vi.fn()} today={today} />);
    const field = screen.getByLabelText(/^Passwort/);
    await user.type(field, 'abc');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'zu kurz');
    await user.type(field, 'deH1!');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'sehr stark');
  });

  it('ticks the loyalty registration with the physical card, limits countries to DACH and goes to the loyalty card page', async () => {
    const api = fakeApi({
      'POST /frontastic/action/hirmer-account/register': () => ({ status: 201, body: { success: true, loggedIn: true, account: demoAccount } }),
    });
    const onRegistered = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={onRegistered} today={today} />);
    const country = screen.getByLabelText(/^Land/);
    expect([...(country as HTMLSelectElement).options].map((o) => o.value)).toContain('US');
    await user.click(screen.getByLabelText('Ich möchte zusätzlich eine Karte per Post erhalten.'));
    expect(screen.getByLabelText('Ja, ich möchte mich für die Kundenkarte registrieren.')).toBeChecked();
    expect(
      [...(country as HTMLSelectElement).options]
        .map((o) => o.value)
        .filter(Boolean)
        .sort(),
    ).toEqual(['AT', 'CH', 'DE']);
    await fillValid(user);
    await user.click(screen.getByLabelText('Ich akzeptiere die Teilnahmebedingungen der Kundenkarte.'));
    await user.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ account: demoAccount, loyalty: true }));
    const sent = api.calls.find((c) => c.path === '/frontastic/action/hirmer-account/register')!.body as Record<string, unknown>;
    expect(sent.projectSpecificData).toMatchObject({ registernewcustomercard: true, registernewcustomercard_print: true });
    await user.click(screen.getByLabelText('Ja, ich möchte mich für die Kundenkarte registrieren.'));
    expect(screen.getByLabelText('Ich möchte zusätzlich eine Karte per Post erhalten.')).not.toBeChecked();
  });

  it('asks for a state only for the United States and Canada', async () => {
    fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={vi.fn()} today={today} />);
    expect(screen.queryByLabelText(/Bundesstaat/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Land/), 'US');
    const state = screen.getByLabelText(/Bundesstaat/) as HTMLSelectElement;
    const labels = [...state.options].slice(1).map((o) => o.text);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it("offers the states the project configuration lists for a country (deliveryStateList), not the code's", async () => {
    fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderInShop(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RegistrationForm onRegistered={vi.fn()} today={today} />
      </SWRConfig>,
      {
        projectConfiguration: {
          ...configuration,
          deliveryCountryList: 'DE,US,CA',
          deliveryStateList: [{ country: 'US', states: 'NY,CA,ZZ' }],
        },
      },
    );
    await user.selectOptions(screen.getByLabelText(/^Land/), 'US');
    const state = screen.getByLabelText(/Bundesstaat/) as HTMLSelectElement;
    expect([...state.options].slice(1).map((o) => [o.value, o.text])).toEqual([
      ['CA', 'Kalifornien'],
      ['NY', 'New York'],
      ['ZZ', 'ZZ'],
    ]);
    // Canada has no states in this configuration: none is asked for.
    await user.selectOptions(screen.getByLabelText(/^Land/), 'CA');
    expect(screen.queryByLabelText(/Bundesstaat/)).toBeNull();
  });

  it('locks the button after a failed loyalty registration', async () => {
    fakeApi({
      'POST /frontastic/action/hirmer-account/register': () => ({
        status: 400,
        body: { success: false, errors: [{ code: 'invalid', message: 'Kundenkarte nicht möglich.' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={vi.fn()} today={today} />);
    await user.click(screen.getByLabelText('Ja, ich möchte mich für die Kundenkarte registrieren.'));
    await fillValid(user);
    await user.click(screen.getByLabelText('Ich akzeptiere die Teilnahmebedingungen der Kundenkarte.'));
    await user.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }));
    expect(await screen.findByText('Kundenkarte nicht möglich.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kundenkonto erstellen' })).toBeDisabled());
  });

  it('asks hgg shoppers for big or tall with the newsletter', async () => {
    fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderForm(<RegistrationForm onRegistered={vi.fn()} today={today} />, 'hgg');
    await fillValid(user);
    await user.click(screen.getByLabelText(/den Newsletter/));
    await user.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eines der Sortimente Big und Tall.')).toBeInTheDocument();
  });
});

describe('button lock after a failure (§4, §9)', () => {
  it('lasts 10 seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useButtonLock());
    act(() => result.current.lock());
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current.locked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.locked).toBe(false);
  });
});
