import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startBackend, stockedVariant, type Backend } from '../backend/support';
import { APP_DATA_ELEMENT_ID, type AppData } from '../../src/page/app-data';
import { ACCOUNT_REFRESH_PATH, CART_KEY } from '../../src/api/keys';

/**
 * The basket and the account area arrive drawn from the shopper's own data (host/session-fallback.ts):
 * the server renders them with the answers the browser's hooks would fetch, and hands those to the
 * browser's first render as the SWR fallback, with the address's query.
 */
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
function appData(html: string): AppData {
  const json = new RegExp(`<script[^>]*id="${APP_DATA_ELEMENT_ID}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1];
  if (!json) throw new Error('No app data in the page');
  return JSON.parse(json) as AppData;
}

describe('the shopper’s own data in the first render', () => {
  it('the basket arrives with its lines, their images loading with the page, and hands the cart to the browser', async () => {
    const client = backend.client();
    const { sizeVariant } = await stockedVariant(backend.services);
    const added = await client.post('/api/cart/cart/add', { variant: { sku: sizeVariant.sku }, count: 2 });
    expect(added.status).toBe(200);
    const { status, body: html } = await client.get('/cart');
    expect(status).toBe(200);
    const main = mainOf(html as string);
    expect(main).toContain(`data-line-item-id="${added.body.cart.lineItems[0].lineItemId}"`);
    expect(main).toMatch(/<img[^>]*loading="eager"[^>]*class="cart-line__image"/);
    expect(main).not.toContain('class="spinner');
    const data = appData(html as string);
    expect((data.fallback[CART_KEY] as { lineItems: { count: number }[] }).lineItems[0]!.count).toBe(2);
    expect(data.query).toBe('');
  });

  it('a guest without a basket sees the empty basket at once', async () => {
    const main = mainOf((await backend.client().get('/cart')).body as string);
    expect(main).not.toContain('class="spinner');
    expect(main).not.toContain('class="cart-line');
  });

  it('the account area of a logged-in customer arrives at the page its address names', async () => {
    const client = backend.client();
    await client.login();
    const html = (await client.get('/account?page=LoginData')).body as string;
    const main = mainOf(html);
    expect(main).toContain('data-page="LoginData"');
    expect(main).toContain(DEMO.email);
    const data = appData(html);
    expect(data.query).toBe('?page=LoginData');
    expect(data.fallback[ACCOUNT_REFRESH_PATH]).toMatchObject({ loggedIn: true, account: { email: DEMO.email } });
  });

  it('a guest’s account area arrives as the login', async () => {
    const main = mainOf((await backend.client().get('/account')).body as string);
    expect(main).toContain('data-page="LoginPage"');
    expect(main).not.toContain(DEMO.email);
  });

  it('other pages do not read the shopper’s data', async () => {
    const client = backend.client();
    await client.login();
    expect(appData((await client.get('/')).body as string).fallback).toEqual({});
  });
});
