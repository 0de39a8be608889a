import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { renderInShop } from '../support/render';
import { fakeApi } from './fake-api';
import { demoAccount } from '../../stories/account/support';
import { LoginDataView } from '../../src/organisms/account/LoginData';
import { LoginForm } from '../../src/organisms/account/LoginForm';
import { ACCOUNT_REFRESH_PATH } from '../../src/api/account';

// The account forms' checks are chunks of their own; here they do not come (the network is gone).
const { gone } = vi.hoisted(() => ({ gone: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }));
vi.mock('../../src/organisms/account/login-check-chunk', () => ({ loadLoginCheck: gone }));
vi.mock('../../src/organisms/account/login-data-checks-chunk', () => ({ loadChangeEmailCheck: gone, loadChangePasswordCheck: gone }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function render(ui: ReactElement, loggedIn: boolean) {
  const fallback = { [ACCOUNT_REFRESH_PATH]: loggedIn ? { loggedIn: true, account: demoAccount } : { loggedIn: false } };
  return renderInShop(<SWRConfig value={{ provider: () => new Map(), fallback }}>{ui}</SWRConfig>);
}

const technicalError = /Es ist ein technisches Problem aufgetreten/;

describe('account forms without their checks', { timeout: 30_000 }, () => {
  it('the change of email says there is a technical problem, sends nothing and can be sent again', async () => {
    const api = fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': () => ({ loggedIn: true, account: demoAccount }) });
    const user = userEvent.setup({ delay: null });
    render(<LoginDataView />, true);
    await user.type(await screen.findByLabelText(/Neue E-Mail-Adresse/), 'neu@example.com');
    await user.type(screen.getAllByLabelText(/Aktuelles Passwort/)[0]!, 'Demo1234!');
    await user.click(screen.getAllByRole('button', { name: 'Speichern' })[0]!);
    expect(await screen.findByText(technicalError)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path.includes('hirmer-account/'))).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Speichern' })[0]).toBeEnabled();
  });

  it('the login says there is a technical problem and sends nothing', async () => {
    const api = fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': () => ({ loggedIn: false }) });
    const user = userEvent.setup({ delay: null });
    render(<LoginForm />, false);
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'max.mustermann@example.com');
    await user.type(screen.getByLabelText(/^Passwort/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(technicalError)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path.includes('hirmer-account/'))).toEqual([]);
  });
});
