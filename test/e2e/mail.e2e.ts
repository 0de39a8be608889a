import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { linkOf, startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { DEMO_PASSWORD } from '../../extensions/demo-data/customers';

/**
 * The host with MAIL_TRANSPORT=smtp and an SMTP server started beside it (smtp-server, mailparser):
 * a password reset and a newsletter subscription made in Chromium arrive there as mails, and the
 * links in them complete the reset and the confirmation in the browser.
 */
let smtp: SmtpTestServer;
const options = { catalogueSize: 40, env: {} as Record<string, string> };
beforeAll(async () => {
  smtp = await startSmtpServer();
  Object.assign(options.env, { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'Hirmer <service@hirmer.example>' });
});
afterAll(async () => {
  await smtp?.close();
});
const journey = setUpJourney(options);

describe('mails over SMTP, followed in Chromium', () => {
  it('resets a password: the mail arrives at the mail server, its link sets the new password, which then logs in', async () => {
    const email = 'silver@example.com';
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/account?page=LoginPage`);
    await hydrated(page);
    await page.locator('.account-login').getByRole('button', { name: 'Passwort vergessen?' }).click();
    const modal = page.getByRole('dialog', { name: 'Passwort vergessen' });
    await modal.getByLabel('E-Mail-Adresse').fill(email);
    await modal.getByRole('button', { name: 'Link anfordern' }).click();
    await modal.getByText('Falls ein Kundenkonto zu dieser E-Mail-Adresse existiert').waitFor();

    const mail = await smtp.waitFor(email, (m) => m.parsed.headers.get('x-mail-kind') === 'passwordReset');
    expect(mail.parsed.subject).toBe('Passwort zurücksetzen');
    expect(mail.parsed.html).toContain('>Neues Passwort setzen</a>');
    const link = linkOf(mail);
    expect(link.startsWith(`${journey.host.url}/account?page=ResetPassword&token=`)).toBe(true);

    await page.goto(link);
    await hydrated(page);
    await page.locator('input[name=newPassword]').fill('Per-Mail-789');
    await page.locator('input[name=repeat]').fill('Per-Mail-789');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Ihr neues Passwort ist gespeichert.').waitFor();

    await page.goto(`${journey.host.url}/account?page=LoginPage`);
    await hydrated(page);
    const form = page.locator('.account-login');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Passwort', { exact: false }).first().fill('Per-Mail-789');
    await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.locator('.account-area__nav').waitFor();
    expect(await journey.host.services.accounts.authenticate(email, DEMO_PASSWORD)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('subscribes to the newsletter: the confirmation mail arrives, its link confirms on the confirmation page', async () => {
    const email = `smtp.abo.e2e.${Date.now()}@example.com`;
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/newsletter`);
    await hydrated(page);
    await page.getByLabel(/Vorname/).fill('Sina');
    await page.getByLabel(/E-Mail-Adresse/).fill(email);
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await page.locator('.newsletter-subscribe .alert--success').waitFor();

    const mail = await smtp.waitFor(email);
    expect(mail.parsed.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail.parsed.text).toContain('Bitte bestätigen Sie Ihre Anmeldung zum Newsletter mit dem folgenden Link.');
    expect(await journey.host.services.newsletter.isSubscribed(email)).toBe(false);
    await page.goto(linkOf(mail));
    await hydrated(page);
    await page.getByRole('heading', { name: 'Newsletter bestätigt' }).waitFor();
    expect(await journey.host.services.newsletter.isSubscribed(email)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
