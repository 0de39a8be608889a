import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestHost, type TestHost } from '../support/host';
import { collectProblems, launchBrowser } from './support/browser';
import { fillRegistration } from './support/registration';

/**
 * The account journey in Chromium against the real host and embedded backend: register, log out,
 * log in with a wrong password, forgot and reset the password through the outbox link, log in,
 * change the address.
 */
let host: TestHost;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

const email = `erik.e2e.${Date.now()}@example.com`;
const firstPassword = 'Start123!';
const newPassword = 'Neu-Passwort-456';

beforeAll(async () => {
  [host, browser] = await Promise.all([startTestHost({ browser: true }), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = collectProblems(page);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.close();
});

async function hydrated() {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function openAccountMenu(name: 'Anmelden' | 'Mein Konto') {
  await page.locator('.header').getByRole('button', { name, exact: true }).click();
  return page.locator('.account-flyout');
}

async function login(password: string) {
  const flyout = await openAccountMenu('Anmelden');
  await flyout.getByLabel('E-Mail-Adresse').fill(email);
  await flyout.getByLabel('Passwort', { exact: false }).first().fill(password);
  await flyout.getByRole('button', { name: 'Anmelden', exact: true }).click();
  return flyout;
}

describe('account journey in Chromium', () => {
  it('registers and lands on the welcome page', async () => {
    await page.goto(`${host.url}/account?page=Registration`);
    await hydrated();
    const form = await fillRegistration(page, { email, password: firstPassword });
    await form.getByLabel('Geburtsdatum').fill('1985-03-14');
    await form.getByRole('button', { name: 'Kundenkonto erstellen' }).click();
    // The answer's redirect success leads to the welcome page (no card asked for).
    await expect.poll(() => page.url()).toContain('page=WelcomePage');
    await page.getByRole('heading', { name: 'Willkommen, Erik!' }).waitFor();
    await hydrated();
  });

  it('logs out to the home page', async () => {
    const flyout = await openAccountMenu('Mein Konto');
    await flyout.getByRole('heading', { name: 'Hallo Erik Ende' }).waitFor();
    await flyout.getByRole('button', { name: 'Konto wechseln / abmelden' }).click();
    await page.waitForURL(`${host.url}/`);
    await hydrated();
    await page.locator('.header').getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
  });

  it('refuses a wrong password and offers the forgot-password modal from the message', async () => {
    const flyout = await login('falsches-passwort');
    const alert = flyout.getByRole('alert');
    await alert.getByText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.').waitFor();
    await alert.getByRole('link', { name: 'Passwort vergessen?' }).click();
    const modal = page.getByRole('dialog', { name: 'Passwort vergessen' });
    await modal.getByLabel('E-Mail-Adresse').fill(email);
    await modal.getByRole('button', { name: 'Link anfordern' }).click();
    await modal.getByText('Falls ein Kundenkonto zu dieser E-Mail-Adresse existiert').waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('resets the password through the link in the outbox; the link then is no longer valid', async () => {
    await page.goto(`${host.url}/_dev/outbox`);
    const mail = page.locator('article', { hasText: email }).filter({ hasText: 'Passwort zurücksetzen' }).first();
    const href = (await mail.getByRole('link', { name: 'Neues Passwort setzen' }).getAttribute('href'))!;
    // The link starts with the shop's public address (here the host's own).
    expect(href.startsWith(`${host.url}/account?page=ResetPassword&token=`)).toBe(true);
    await page.goto(href);
    await hydrated();
    await page.locator('input[name=newPassword]').fill(newPassword);
    await page.getByRole('meter').waitFor();
    await page.locator('input[name=repeat]').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Ihr neues Passwort ist gespeichert.').waitFor();

    await page.goto(href);
    await hydrated();
    await page.locator('input[name=newPassword]').fill('Noch-ein-Passwort-1');
    await page.locator('input[name=repeat]').fill('Noch-ein-Passwort-1');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByRole('heading', { name: 'Diese Seite ist nicht mehr gültig' }).waitFor();
  });

  it('logs in with the new password', async () => {
    await page.goto(`${host.url}/`);
    await hydrated();
    await login(newPassword);
    await page.locator('.account-flyout').waitFor({ state: 'detached' });
    await page.locator('.header').getByRole('button', { name: 'Mein Konto', exact: true }).waitFor();
  });

  it('changes the billing address', async () => {
    await page.goto(`${host.url}/account?page=AccountAddress`);
    await hydrated();
    await page.getByRole('button', { name: 'Adresse bearbeiten' }).click();
    const form = page.locator('form.address-form');
    await form.getByLabel('Straße').fill('Sendlinger Straße');
    await form.getByLabel('Hausnummer').fill('40');
    await form.getByRole('button', { name: 'Adresse speichern' }).click();
    await page.getByText('Ihre Adresse wurde gespeichert.').waitFor();
    await page.reload();
    await hydrated();
    await page.locator('address').getByText('Sendlinger Straße 40').waitFor();
    // The wrong password (401) and the used reset link (400) are answered as they should be; the browser logs them.
    expect(problems.filter((p) => !/status of (400|401) /.test(p))).toEqual([]);
  });

  it('tells the app webview (recognised by its user agent) to show its login unless hideAppLogin is set', async () => {
    const app = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) HirmerApp/3.2', viewport: { width: 390, height: 844 } });
    await app.addInitScript(() => {
      const w = window as unknown as { __appMessages: unknown[]; HirmerAppBridge: { postMessage(m: string): void } };
      w.__appMessages = [];
      w.HirmerAppBridge = { postMessage: (m) => w.__appMessages.push(JSON.parse(m)) };
    });
    const tab = await app.newPage();
    const messages = () => tab.evaluate(() => (window as unknown as { __appMessages: unknown[] }).__appMessages);
    await tab.goto(`${host.url}/`);
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(messages).toContainEqual({ type: 'showLogin' });
    await tab.goto(`${host.url}/?hideAppLogin=true`);
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await tab.waitForLoadState('networkidle');
    expect(await messages()).toEqual([]);
    await app.close();
  });
});
