import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';

const journey = setUpJourney({ catalogueSize: 40 });

describe('newsletter unsubscribe in Chromium', () => {
  it('mails a typed-in address a link; the link with its reason ends the subscription; the used link asks for the address again', async () => {
    const { services, url } = journey.host;
    const email = `abo.e2e.${Date.now()}@example.com`;
    await services.newsletter.confirm((await services.newsletter.subscribe({ email, assortments: [] })).token);

    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = collectProblems(page);
    await page.goto(`${url}/newsletter/unsubscribe`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Newsletter abbestellen' }).waitFor();
    await page.getByRole('radio', { name: 'Ich erhalte ihn zu oft' }).check();
    await page.getByLabel(/E-Mail-Adresse/).fill(email);
    await page.getByRole('button', { name: 'Abbestellen' }).click();
    // A miscellaneous status (neither done nor refused): the neutral alert.
    await page.locator('.newsletter-unsubscribe .alert--info[role="status"]', { hasText: 'erhalten Sie eine E-Mail mit einem Link zum Abbestellen' }).waitFor();
    expect(await services.newsletter.isSubscribed(email)).toBe(true);

    const [mail] = await services.outbox.list({ to: email, limit: 1 });
    expect(mail?.subject).toBe('Newsletter abbestellen');
    await page.goto(new URL(mail!.links[0]!.url, url).toString());
    await hydrated(page);
    await expect.poll(() => page.getByRole('radio', { name: 'Ich erhalte ihn zu oft' }).isChecked()).toBe(true);
    expect(await page.getByLabel(/E-Mail-Adresse/).count()).toBe(0);
    await page.getByRole('button', { name: 'Abbestellen' }).click();
    await page.getByText('Sie erhalten unseren Newsletter nicht mehr.').waitFor();
    expect(await services.newsletter.isSubscribed(email)).toBe(false);

    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Abbestellen' }).click();
    await page.getByText(/Dieser Link ist nicht mehr gültig/).waitFor();
    await page.getByLabel(/E-Mail-Adresse/).waitFor();
    // The used link's answer is a 404 by design; Chromium logs every 4xx answer as a console error.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await page.close();
  });

  it('subscribes a fresh address on the newsletter page; the mailed confirmation link opens a page that confirms; the used link shows the error under the global error headline', async () => {
    const { services, url } = journey.host;
    const email = `neu.abo.e2e.${Date.now()}@example.com`;
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = collectProblems(page);
    await page.goto(`${url}/newsletter`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Newsletter abonnieren' }).waitFor();
    await page.getByRole('button', { name: 'Weiterlesen' }).click();
    await page.getByRole('button', { name: 'Weniger lesen' }).waitFor();
    await page.getByLabel(/Vorname/).fill('Nina');
    await page.getByLabel(/E-Mail-Adresse/).fill(email);
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await page.locator('.newsletter-subscribe .alert--success').waitFor();
    const [mail] = await services.outbox.list({ to: email, limit: 1 });
    const link = new URL(mail!.links[0]!.url, url);
    expect(link.pathname).toBe('/newsletter/confirm');

    await page.goto(link.toString());
    await hydrated(page);
    await page.getByRole('heading', { name: 'Newsletter bestätigt' }).waitFor();
    expect(await services.newsletter.isSubscribed(email)).toBe(true);
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { name: 'Bitte beachten Sie den folgenden Hinweis' }).waitFor();
    await page.getByText(/konnte nicht bestätigt werden/).waitFor();
    // The used link's answer is a 404 by design; Chromium logs every 4xx answer as a console error.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await page.close();
  });
});
