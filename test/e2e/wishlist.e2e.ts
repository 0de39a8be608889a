import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser';
import { hydrated, setUpJourney } from './support/journey';
import { localServices } from '../support/host';
import { stockedVariant, DEMO } from '../backend/support';
import { productUrl } from '../../src/domain/routes';

const journey = setUpJourney();

describe('wishlist in Chromium', () => {
  it('keeps a guest wishlist, explains it once, and moves it into the account on login', async () => {
    const { product, colorVariant } = await stockedVariant(localServices(), 1);
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${journey.host.url}${productUrl({ url: product.slug.de ?? '', identifier: product.id, colorVariant: colorVariant.itemnum })}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Auf den Merkzettel' }).first().click();
    const notice = page.getByRole('dialog', { name: 'Ihr Merkzettel' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('7 Tage');
    await notice.getByRole('button', { name: 'Verstanden' }).click();
    await notice.waitFor({ state: 'detached' });

    await page.goto(`${journey.host.url}/wishlist`);
    await hydrated(page);
    const entry = page.locator(`li[data-item-number="${colorVariant.itemnum}"]`);
    await entry.waitFor();
    await page.getByText('Melden Sie sich an, um Ihren Merkzettel dauerhaft zu speichern', { exact: false }).waitFor();
    // Without a size the wishlist asks for one before adding to the basket.
    await entry.getByRole('button', { name: 'In den Warenkorb' }).click();
    await entry.getByText('Bitte wählen Sie Ihre Größe').waitFor();

    const login = await context.request.post(`${journey.host.url}/api/account/login`, { data: DEMO });
    expect(login.ok()).toBe(true);
    await page.reload();
    await hydrated(page);
    await entry.waitFor();
    await expect.poll(() => page.getByText('Melden Sie sich an, um Ihren Merkzettel dauerhaft zu speichern', { exact: false }).count()).toBe(0);

    // The account now holds the entry: a second browser logging in sees it.
    const other = await journey.browser.newContext();
    expect((await other.request.post(`${journey.host.url}/api/account/login`, { data: DEMO })).ok()).toBe(true);
    const wishlist = await (await other.request.get(`${journey.host.url}/api/wishlist`)).json();
    expect(wishlist.wishlist.lineItems.map((l: { projectSpecificData: { itemNumber: string } }) => l.projectSpecificData.itemNumber)).toContain(
      colorVariant.itemnum,
    );
    await other.close();
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
    await context.close();
  });
});
