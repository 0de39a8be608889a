import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from '../../src/organisms/account/AccountMenu';
import { renderInShop } from '../support/render';
import { ShopOverlays } from '../../src/page/ShopOverlays';
import { fakeApi } from './fake-api';
import { setAppBridge, type AppCallback } from '../../src/app/bridge';
import { setTrackingAdapters, type TrackingEvent } from '../../src/tracking';
import { demoAccount } from '../../stories/account/support';
import { readCachedUser, writeCachedUser } from '../../src/state/user';
import { writeStored, readStored } from '../../src/state/storage';
import * as z from 'zod';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { PageViewTracker } from '../../src/page/PageViewTracker';
import type { PageData } from '../../src/shop/page-model';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';

const homePage: PageData = {
  page: { pageId: 'home', state: 'published', sections: { main: { sectionId: 'main', layoutElements: [] } } },
  pageFolder: {
    pageFolderId: 'home',
    parentId: null,
    name: 'Home',
    path: '/',
    sort: 0,
    nodeType: 'landingpage',
    configuration: parseNodeConfiguration({}),
    breadcrumbs: [],
  },
  dataSources: {},
};

/** A fresh SWR cache per test. */
function fresh(ui: ReactElement) {
  return <SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>;
}

const FAILED =
  'Die E-Mail-Adresse oder das Passwort ist nicht korrekt. <a href="#forgot-password" data-action="forgot-password">Passwort vergessen?</a><img src=x onerror="window.__xss=1">';

let app: AppCallback[];
let events: TrackingEvent[];
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  app = [];
  events = [];
  setAppBridge((c) => app.push(c));
  setTrackingAdapters([{ send: (e) => events.push(e) }]);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/', search: '', href: 'http://shop.test/' });
});
afterEach(() => {
  setAppBridge(null);
  setTrackingAdapters([]);
  vi.unstubAllGlobals();
  localStorage.clear();
});

function guestApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  let loggedIn = false;
  return fakeApi({
    'GET /frontastic/action/hirmer-account/refresh': () => (loggedIn ? { loggedIn: true, account: demoAccount } : { loggedIn: false }),
    'POST /frontastic/action/hirmer-account/login': (body: { password: string }) => {
      if (body.password !== 'Demo1234!')
        return { status: 401, body: { success: false, loggedIn: false, message: FAILED, errors: [{ code: 'login_failed', message: FAILED }] } };
      loggedIn = true;
      return { success: true, loggedIn: true, account: demoAccount };
    },
    'POST /frontastic/action/hirmer-account/logout': () => {
      loggedIn = false;
      return { success: true, loggedIn: false };
    },
    ...extra,
  });
}

async function openFlyout(user: ReturnType<typeof userEvent.setup>, name: RegExp = /anmelden/i) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  // The login form is its own chunk: loaded on first use.
  await waitFor(() => expect(dialog.querySelector('.account-flyout__loading')).toBeNull());
  return dialog;
}

describe('login flyout', { timeout: 30_000 }, () => {
  it('logs in: tracking, app callback, flyout closed, user cached, name shown next time', async () => {
    const api = guestApi();
    const user = userEvent.setup({ delay: null });
    renderInShop(fresh(<AccountMenu />));
    await waitFor(() => expect(api.paths()).toContain('GET /frontastic/action/hirmer-account/refresh'));
    const dialog = await openFlyout(user);
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'max.mustermann@example.com');
    await user.type(within(dialog).getByLabelText(/^Passwort/), 'Demo1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(events).toContainEqual({ type: 'login', userId: 'acc-demo' });
    expect(app).toContainEqual({ type: 'userLoggedIn', userId: 'acc-demo' });
    expect(readCachedUser()?.account?.accountId).toBe('acc-demo');
    // The refresh after login moves the session wishlist into the account.
    await waitFor(() => expect(api.calls).toContainEqual({ method: 'POST', path: '/frontastic/action/hirmer-wishlist/migrate', body: { userId: 'acc-demo' } }));
    const menu = await openFlyout(user, /mein konto/i);
    expect(within(menu).getByRole('heading', { name: 'Hallo Max Mustermann' })).toBeInTheDocument();
    expect(within(menu).getByRole('navigation', { name: 'Kontonavigation' })).toBeInTheDocument();
  });

  it('shows a failed login as sanitised HTML whose link opens the forgot-password modal', async () => {
    guestApi();
    const user = userEvent.setup({ delay: null });
    renderInShop(
      fresh(
        <>
          <AccountMenu />
          <ShopOverlays />
        </>,
      ),
    );
    const dialog = await openFlyout(user);
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'max.mustermann@example.com');
    await user.type(within(dialog).getByLabelText(/^Passwort/), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
    expect(alert.querySelector('img')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(app).toEqual([{ type: 'showLogin' }]);
    await user.click(await within(alert).findByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('dialog', { name: 'Passwort vergessen' })).toBeInTheDocument();
  });

  it('asks for the fields before sending anything', async () => {
    const api = guestApi();
    const user = userEvent.setup({ delay: null });
    renderInShop(fresh(<AccountMenu />));
    const dialog = await openFlyout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText(/^Passwort/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST /frontastic/action/hirmer-account/login');
  });

  it('shows the rate limit message', async () => {
    guestApi({
      'POST /frontastic/action/hirmer-account/login': () => ({
        status: 429,
        body: { success: false, errors: [{ code: 'too_many_attempts', message: 'Too many attempts. Please wait a few minutes and try again.' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderInShop(fresh(<AccountMenu />));
    const dialog = await openFlyout(user);
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'max.mustermann@example.com');
    await user.type(within(dialog).getByLabelText(/^Passwort/), 'geheim1');
    await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Zu viele Versuche. Bitte warten Sie einige Minuten');
  });

  it('refuses a password shorter than 5 characters before sending (§5)', async () => {
    const api = guestApi();
    const user = userEvent.setup({ delay: null });
    renderInShop(fresh(<AccountMenu />));
    const dialog = await openFlyout(user);
    await user.type(within(dialog).getByLabelText(/E-Mail-Adresse/), 'max.mustermann@example.com');
    await user.type(within(dialog).getByLabelText(/^Passwort/), 'abcd');
    await user.click(within(dialog).getByRole('button', { name: 'Anmelden' }));
    expect(await within(dialog).findByText('Bitte geben Sie mindestens 5 Zeichen ein.')).toBeInTheDocument();
    expect(api.paths()).not.toContain('POST /frontastic/action/hirmer-account/login');
  });

  it('closes on Escape (focus back on the icon), on a click outside and on navigation; the close button is desktop-only', async () => {
    guestApi();
    const user = userEvent.setup({ delay: null });
    renderInShop(
      fresh(
        <div>
          <p>outside</p>
          <AccountMenu />
        </div>,
      ),
    );
    let dialog = await openFlyout(user);
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveClass('account-flyout__close--desktop-only');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /anmelden/i })).toHaveFocus();
    await openFlyout(user);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openFlyout(user);
    act(() => {
      window.dispatchEvent(new Event('storefront:navigate'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openFlyout(user);
    const register = within(dialog).getByRole('link', { name: 'Kundenkonto erstellen' });
    expect(register).toHaveAttribute('href', '/account?page=Registration');
  });

  it('logs out: server session, loyalty flag, refresh, app callback, then the home link', async () => {
    writeCachedUser({ loggedIn: true, account: demoAccount });
    writeStored('HIR-HAS-LOYALTY-CARD', true);
    const api = guestApi();
    await fetch('/frontastic/action/hirmer-account/login', { method: 'POST', body: JSON.stringify({ password: 'Demo1234!' }) });
    const user = userEvent.setup({ delay: null });
    renderInShop(fresh(<AccountMenu />), { projectConfiguration: { homeLink: { de: '/' } } });
    const dialog = await openFlyout(user, /mein konto/i);
    await user.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.paths()).toContain('POST /frontastic/action/hirmer-account/logout');
    expect(readStored('HIR-HAS-LOYALTY-CARD', z.boolean())).toBeNull();
    expect(readCachedUser()?.loggedIn ?? false).toBe(false);
    expect(app).toContainEqual({ type: 'userLoggedOut' });
    const logoutAt = api.paths().lastIndexOf('POST /frontastic/action/hirmer-account/logout');
    expect(api.paths().slice(logoutAt)).toContain('GET /frontastic/action/hirmer-account/refresh');
  });

  it('shows the cached user before the refresh answers, read when the browser is idle after the hydration', async () => {
    writeCachedUser({ loggedIn: true, account: demoAccount });
    fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': () => new Promise(() => {}) });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const user = userEvent.setup({ delay: null });
    renderInShop(fresh(<AccountMenu />));
    await new Promise((r) => setTimeout(r, 10));
    // The first storage access opens the site's storage: not during the hydration.
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    // From here the browser is idle at once (the flyout's own parts read the cache when they mount).
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    act(() => {
      for (const run of idle.splice(0)) run();
    });
    // The cached user names the button once the idle callback's read has rendered (slow on a busy machine).
    await screen.findByRole('button', { name: /mein konto/i }, { timeout: 10_000 });
    const dialog = await openFlyout(user, /mein konto/i);
    expect(await within(dialog).findByText('Hallo Max Mustermann')).toBeInTheDocument();
  });

  it('sends a page view with the user id and hashed email only when logged in', async () => {
    guestApi();
    renderInShop(fresh(<PageViewTracker data={homePage} />));
    await waitFor(() => expect(events.some((e) => e.type === 'pageView')).toBe(true));
    expect(events.find((e) => e.type === 'pageView')).toEqual({ type: 'pageView', pageType: 'home', path: '/' });
  });

  it('sends the page view of a customer with the user id and the hashed email', async () => {
    fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': () => ({ loggedIn: true, account: demoAccount }) });
    renderInShop(fresh(<PageViewTracker data={homePage} />));
    await waitFor(() => expect(events.some((e) => e.type === 'pageView')).toBe(true));
    const view = events.find((e) => e.type === 'pageView') as Extract<TrackingEvent, { type: 'pageView' }>;
    expect(view.userId).toBe('acc-demo');
    expect(view.hashedEmail).toMatch(/^[0-9a-f]{64}$/);
  });
});
