import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, FREE_LOYALTY_CARD } from '../../extensions/demo-data/customers';
import { localServices } from '../support/host';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

/**
 * The account's sub-pages as the demo customers meet them: the order history with its documents,
 * the loyalty card, reservations and newsletter settings; none says "nicht verfügbar".
 */
const journey = setUpJourney({ catalogueSize: 200 });

async function loggedIn(email: string): Promise<{ page: Page; problems: string[] }> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(`${journey.host.url}/account?page=LoginPage`);
  await hydrated(page);
  const form = page.locator('.account-login');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: false }).first().fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // Logged in, the account area shows its navigation beside the page.
  await page.locator('.account-area__nav').waitFor();
  return { page, problems };
}

describe('account pages in Chromium', () => {
  it('lists the orders of max.mustermann@example.com, opens one, and downloads its invoice as a PDF file', async () => {
    const { page, problems } = await loggedIn('max.mustermann@example.com');
    await page.goto(`${journey.host.url}/account?page=OrderHistory`);
    await hydrated(page);
    const history = page.locator('.order-history');
    await history.getByRole('heading', { name: 'Meine Bestellungen' }).waitFor();
    // The default view is the last three months; the years filter shows every year with orders.
    // The years come from a request of their own; wait for them before reading the options.
    await history.getByLabel('Zeitraum').locator('option').nth(1).waitFor({ state: 'attached' });
    const years = await history.getByLabel('Zeitraum').locator('option').allTextContents();
    expect(years[0]).toBe('Letzte 3 Monate');
    expect(years.length).toBeGreaterThan(1);
    await history.getByLabel('Zeitraum').selectOption({ index: 1 });
    const orders = history.locator('.order');
    await orders.first().waitFor();
    expect(await orders.count()).toBeGreaterThan(0);
    const first = orders.first();
    await first.getByRole('button', { name: 'Details anzeigen' }).click();
    await first.getByText('Lieferadresse').waitFor();
    const invoice = first.getByRole('button', { name: 'Rechnung herunterladen' });
    if ((await invoice.count()) === 0) throw new Error('the first order has no invoice');
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    // The tabs: open and finished orders.
    await history.getByRole('tab', { name: 'Abgeschlossen' }).click();
    expect(await history.getByRole('tab', { name: 'Abgeschlossen' }).getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows black@example.com the card's level on the loyalty page, and no account page says it is not available", async () => {
    const { page, problems } = await loggedIn('black@example.com');
    await page.goto(`${journey.host.url}/account?page=LoyaltyCard`);
    await hydrated(page);
    await page.getByText('Kartenstufe: Black').waitFor();
    await page.getByText('Ihr Reisegutschein: 20 %').waitFor();
    for (const sub of ['LoginData', 'AccountAddress', 'OrderHistory', 'Reservation', 'LoyaltyCard', 'Newsletter']) {
      await page.goto(`${journey.host.url}/account?page=${sub}`);
      await hydrated(page);
      await page.locator(`.account-area[data-page="${sub}"] h2`).first().waitFor();
      expect(await page.getByText('nicht verfügbar').count(), sub).toBe(0);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('blue@example.com reserves an article, then cancels the reservation in the account; the store has its stock back', async () => {
    const services = localServices();
    // An article the store MUC1 has at least once, reserved through the shop's own calls in the page.
    let sku = '';
    for await (const batch of services.catalogue.listProducts()) {
      for (const sv of batch.flatMap((p) => (p.productType === 'regular' ? p.colorVariants.flatMap((c) => c.sizeVariants) : []))) {
        if ((await services.stores.stockOfSku('MUC1', sv.sku)) >= 1) {
          sku = sv.sku;
          break;
        }
      }
      if (sku) break;
    }
    expect(sku).not.toBe('');
    const before = await services.stores.stockOfSku('MUC1', sku);
    const { page, problems } = await loggedIn('blue@example.com');
    await page.evaluate(async (oxid) => {
      const json = { 'content-type': 'application/json', accept: 'application/json' };
      await fetch('/api/reserve/add', { method: 'POST', headers: json, body: JSON.stringify({ oxid, amount: 1, filialeid: 'MUC1' }) });
    }, sku);
    // The reservation basket hands over to the reservation checkout (the host's stand-in), which reserves.
    await page.goto(`${journey.host.url}/cart?type=reservation`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Jetzt reservieren' }).click();
    await page.waitForURL(/\/reservation-checkout\?/);
    await page.getByRole('button', { name: 'Weiter zu Reservierung prüfen' }).click();
    await page.getByRole('button', { name: 'Verbindlich reservieren' }).click();
    await page.waitForURL(/page=Reservation&reservation=R\d{8}/);
    const number = new URL(page.url()).searchParams.get('reservation')!;
    await hydrated(page);
    await page.getByText(`Vielen Dank für Ihre Reservierung ${number}!`).waitFor();
    expect(await services.stores.stockOfSku('MUC1', sku)).toBe(before - 1);
    await page.goto(`${journey.host.url}/account?page=Reservation`);
    await hydrated(page);
    const entry = page.locator('.reservation-history__entry', { has: page.getByRole('heading', { name: new RegExp(`Reservierung ${number} `) }) });
    await entry.getByText('Status: Reserviert').waitFor();
    await entry.getByRole('button', { name: `Reservierung stornieren ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reservierung stornieren?' });
    await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
    await page.getByText(`Die Reservierung ${number} ist storniert.`).waitFor();
    await entry.getByText('Status: Storniert').waitFor();
    expect(await entry.getByRole('button').count()).toBe(0);
    expect(await services.stores.stockOfSku('MUC1', sku)).toBe(before);
    // The status survives a reload: it is the server's.
    await page.reload();
    await hydrated(page);
    await entry.getByText('Status: Storniert').waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('neu@example.com, with an account but no card, applies for a card on the loyalty page and sees it', async () => {
    const { page, problems } = await loggedIn('neu@example.com');
    await page.goto(`${journey.host.url}/account?page=LoyaltyCard`);
    await hydrated(page);
    await page
      .getByRole('group', { name: /bereits eine Kundenkarte/ })
      .getByRole('radio', { name: 'Nein' })
      .check();
    const form = page.locator('.loyalty-new-card');
    await form.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
    await form.getByRole('button', { name: 'Kundenkarte beantragen' }).click();
    await page.getByText(/^Kartenstufe: /).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a guest with a card but no account registers on the loyalty page, comes back to it and connects the card', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}/account?page=LoyaltyCard`);
    await hydrated(page);
    await page
      .getByRole('group', { name: /Online-Kundenkonto/ })
      .getByRole('radio', { name: 'Nein' })
      .check();
    await page
      .getByRole('group', { name: /bereits eine Kundenkarte/ })
      .getByRole('radio', { name: 'Ja' })
      .check();
    const form = page.locator('form.registration-form');
    await form.getByRole('radio', { name: 'Herr' }).check();
    await form.getByLabel('Vorname').fill('Kai');
    await form.getByLabel('Nachname').fill('Kartenmann');
    await form.getByLabel('Straße').fill('Maximilianstraße');
    await form.getByLabel('Hausnummer').fill('3');
    await form.getByLabel('PLZ').fill('80539');
    await form.getByLabel('Ort', { exact: false }).first().fill('München');
    await form.getByLabel('Land').selectOption('DE');
    await form.getByLabel('E-Mail-Adresse').fill(`kai.${Date.now()}@example.com`);
    await form.getByLabel('Passwort').fill('Karte-2026!');
    await form.getByRole('button', { name: 'Kundenkonto erstellen' }).click();
    // Back on the loyalty card page, logged in: the account answer is locked, the card answer stays yes.
    await expect.poll(() => page.url()).toContain('from=registration');
    const connect = page.locator('.loyalty-connect');
    await connect.waitFor();
    expect(
      await page
        .getByRole('group', { name: /Online-Kundenkonto/ })
        .getByRole('radio', { name: 'Nein' })
        .isDisabled(),
    ).toBe(true);
    await connect.getByLabel(/Kundennummer/).fill(FREE_LOYALTY_CARD.number);
    await connect.getByLabel(/Kartencode/).fill(FREE_LOYALTY_CARD.code);
    await connect.getByRole('button', { name: 'Karte verbinden' }).click();
    await page.getByText('Kartenstufe: Silver').waitFor();
    // A card holder's address is the loyalty card page itself.
    await page.reload();
    await hydrated(page);
    await page.getByText('Kartenstufe: Silver').waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=LoyaltyCard');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a guest applies for a card by email; the mail link sets the first password and shows the new card', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    const email = `karte.${Date.now()}@example.com`;
    await page.goto(`${journey.host.url}/account?page=LoyaltyCard`);
    await hydrated(page);
    // Neither an account nor a card: the two questions lead to the card by email.
    await page
      .getByRole('group', { name: /Online-Kundenkonto/ })
      .getByRole('radio', { name: 'Nein' })
      .check();
    await page
      .getByRole('group', { name: /bereits eine Kundenkarte/ })
      .getByRole('radio', { name: 'Nein' })
      .check();
    const form = page.locator('.loyalty-email');
    await form.getByLabel('Vorname').fill('Karl');
    await form.getByLabel('Nachname').fill('Karte');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByRole('button', { name: 'Aktivierungs-E-Mail senden' }).click();
    await page.locator('.loyalty-page .alert').waitFor();
    const [mail] = await localServices().outbox.list({ to: email, limit: 1 });
    const link = mail!.links[0]!.url;
    expect(link).toMatch(/uid=.+crm_mail_activator=/);
    await page.goto(new URL(link, journey.host.url).toString());
    await hydrated(page);
    const activation = page.locator('.loyalty-activation');
    await activation.locator('input[name="newPass"]').fill('Karte-2026!');
    await activation.getByLabel('Neues Passwort wiederholen').fill('Karte-2026!');
    await activation.getByRole('button', { name: 'Konto aktivieren' }).click();
    await page.getByText(/^Kartenstufe: /).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
