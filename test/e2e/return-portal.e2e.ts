import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../extensions/demo-data/customers';

const journey = setUpJourney({ catalogueSize: 40 });

describe('return portal in Chromium', () => {
  it("starts a return with order number and email: the portal opens in the page with the order's articles", async () => {
    const { services, url } = journey.host;
    const email = DEMO_CUSTOMERS[0]!.email;
    const account = (await services.accounts.authenticate(email, DEMO_PASSWORD))!;
    const order = (await services.orders.list(account.accountId)).find((o) => o.status === 'SHIPPED')!;

    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${url}/retoure`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Retoure anmelden' }).waitFor();
    await page.getByLabel(/Bestellnummer/).fill('H00000001');
    await page.getByLabel(/E-Mail-Adresse/).fill(email);
    await page.getByRole('button', { name: 'Weiter zur Retoure' }).click();
    await page.getByText(/keine Bestellung mit dieser Nummer und E-Mail-Adresse/).waitFor();

    await page.getByLabel(/Bestellnummer/).fill(order.orderNumber);
    await page.getByRole('button', { name: 'Weiter zur Retoure' }).click();
    const frame = page.frameLocator('iframe[title="Retourenportal"]');
    await frame.getByRole('heading', { name: `Rücksendung zu Bestellung ${order.orderNumber}` }).waitFor();
    expect(await frame.locator('li').count()).toBe(order.articles.length);
    expect(await page.locator('iframe[title="Retourenportal"]').getAttribute('height')).toBe('800');
    // The unknown order's answer is a 404 by design; Chromium logs every 4xx answer as a console error.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await page.close();
  });
});
