import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { localServices } from '../support/host';
import { stockedVariant } from '../backend/support';
import { DEMO_PASSWORD } from '../../extensions/demo-data/customers';

/**
 * "Zur Kasse" in Chromium: the basket hands the cart to the checkout (here the host's stand-in, as
 * no checkoutUrl is configured), whose steps Adressen, Zahlung & Versand and Bestellung prüfen lead
 * to the order, and back to its confirmation in the order history.
 */
const journey = setUpJourney();

async function loggedIn(email: string): Promise<{ page: Page; problems: string[] }> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(`${journey.host.url}/account?page=LoginPage`);
  await hydrated(page);
  const form = page.locator('.account-login');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: false }).first().fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.locator('.account-area__nav').waitFor();
  return { page, problems };
}

describe('checkout in Chromium', () => {
  it('goes from "Zur Kasse" through the checkout steps to the order, which the order history confirms', async () => {
    const services = localServices();
    const { sizeVariant } = await stockedVariant(services, 2);
    const { page, problems } = await loggedIn('black@example.com');
    const account = (await services.accounts.authenticate('black@example.com', DEMO_PASSWORD))!;
    await services.carts.add({ kind: 'account', id: account.accountId }, [{ sku: sizeVariant.sku, count: 1 }], 'EUR', 'de_DE');
    const ordersBefore = (await services.orders.list(account.accountId)).length;

    await page.goto(`${journey.host.url}/cart`);
    await hydrated(page);
    const total = (await page.getByTestId('basket-total').textContent())!.trim();
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/checkout\?cart=/);
    const steps = page.getByRole('navigation', { name: 'Schritte der Bestellung' });
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Adressen');
    await page.getByRole('heading', { name: 'Rechnungs- und Lieferadresse' }).waitFor();
    // Handed over, nothing is ordered yet.
    expect(await services.orders.list(account.accountId)).toHaveLength(ordersBefore);

    await page.getByRole('button', { name: 'Weiter zu Zahlung & Versand' }).click();
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Zahlung & Versand');
    await page.getByRole('radio', { name: 'Kreditkarte' }).check();
    await page.getByRole('radio', { name: /Expressversand/ }).check();
    await page.getByRole('button', { name: 'Weiter zu Bestellung prüfen' }).click();
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Bestellung prüfen');
    expect((await page.locator('.checkout-total').textContent())!.replace(/\s/g, ' ')).toBe(total.replace(/\s/g, ' '));
    await page.getByText('Kreditkarte', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    await page.waitForURL(/\/account\?page=OrderHistory&order=H\d{8}/);
    const number = new URL(page.url()).searchParams.get('order')!;
    await hydrated(page);
    await page.getByText(`Vielen Dank für Ihre Bestellung ${number}!`).waitFor();
    expect((await services.orders.list(account.accountId)).map((o) => o.orderNumber)).toContain(number);
    await expect.poll(() => page.getByRole('button', { name: 'Warenkorb ist leer' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
