import { describe, expect, it } from 'vitest';
import { localServices } from '../support/host';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

/** The contact page as a shopper uses it: the form through the invisible captcha, and the receipt in the outbox. */
const journey = setUpJourney({ catalogueSize: 100 });

describe('contact page in Chromium', () => {
  it('sends the contact form; the receipt with the ticket number reaches the outbox; a call back needs a phone number', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    const email = `kontakt.${Date.now()}@example.com`;
    await page.goto(`${journey.host.url}/service/kontakt`);
    await hydrated(page);
    const form = page.locator('.contact-page form');
    await form.getByLabel('Vorname').fill('Erika');
    await form.getByLabel('Nachname').fill('Muster');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Thema').selectOption('delivery');
    await form.getByLabel('Ihre Nachricht').fill('Wann kommt meine Bestellung?');
    await form.getByLabel('Bitte rufen Sie mich zurück').check();
    await form.getByLabel('Ich habe die Datenschutzerklärung gelesen und bin einverstanden.').check();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await form.getByText('Für den Rückruf brauchen wir Ihre Telefonnummer.').waitFor();
    await form.getByLabel('Telefonnummer').fill('089 236830');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.getByText('Vielen Dank für Ihre Nachricht. Wir melden uns bald.').waitFor();
    const [mail] = await localServices().outbox.list({ to: email, limit: 1 });
    expect(mail?.subject).toMatch(/^Ihre Nachricht an Hirmer \(K/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('offers the call back only in German', async () => {
    const context = await journey.browser.newContext();
    await context.addCookies([{ name: 'locale', value: 'en_GB', url: journey.host.url }]);
    const page = await context.newPage();
    await page.goto(`${journey.host.url}/service/kontakt`);
    await hydrated(page);
    await page.locator('.contact-page form').getByLabel('Your message').waitFor();
    expect(await page.getByLabel('Please call me back').count()).toBe(0);
    await context.close();
  });

  it('registers for the competition through the page, and shows it only in the configured countries', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/gewinnspiel`);
    await hydrated(page);
    const form = page.locator('.sign-up form');
    await form.getByLabel('Vorname').fill('Erika');
    await form.getByLabel('Nachname').fill('Muster');
    const email = `gewinn.${Date.now()}@example.com`;
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel(/Teilnahmebedingungen/).check();
    await form.getByLabel(/im Gewinnfall/).check();
    await form.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
    await page.getByText('Vielen Dank! Sie nehmen an der Verlosung teil. Viel Glück!').waitFor();
    const [mail] = await localServices().outbox.list({ to: email, limit: 1 });
    expect(mail?.subject).toBe('Ihre Anmeldung bei Hirmer');
    expect(problems).toEqual([]);
    await page.close();
    const context = await journey.browser.newContext();
    await context.addCookies([{ name: 'locale', value: 'pl_PL', url: journey.host.url }]);
    const polish = await context.newPage();
    await polish.goto(`${journey.host.url}/gewinnspiel`);
    await hydrated(polish);
    expect(await polish.locator('[data-tastic-type="hirmer/service/competition"]').count()).toBe(0);
    await context.close();
  });
});
