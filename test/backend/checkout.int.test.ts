import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOut, formFields, startBackend, stockedVariant, type Backend, type Client } from './support';

/**
 * "Zur Kasse" hands the cart over (accounts-cart-services.md §7): the checkout call answers the
 * configured checkout address and orders nothing; the host's stand-in checkout walks the spec's
 * steps and places the order on its last one.
 */
const TEMPLATE = 'https://checkout.example.com/start?cart={cartId}&locale={locale}&currency={currency}';

async function withLine(backend: Backend, email: string): Promise<Client> {
  const { sizeVariant } = await stockedVariant(backend.services);
  const client = backend.client();
  await client.login(email);
  expect((await client.post('/api/cart/cart/add', { variant: { sku: sizeVariant.sku }, count: 1 })).status).toBe(200);
  return client;
}

describe('with a checkout service configured (checkoutUrl)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({
      projectConfiguration: { checkoutUrl: TEMPLATE, reservationCheckoutUrl: 'https://reserve.example.com/{storeId}?locale={locale}' },
    });
  });
  afterAll(() => backend?.close());

  it('answers the configured address with the cart, locale, currency and consent data, and no order appears', async () => {
    const client = await withLine(backend, 'silver@example.com');
    const cart = (await client.get('/api/cart/cart')).body.cart;
    const orders = (await client.get('/_hirmer/api/account/orders/history')).body.data.length;
    const answer = await client.raw('POST', '/api/cart/cart/checkout', JSON.stringify({ uc_cross_domain_data: 'uc=1' }), {
      cookie: `${client.loggedInCookie}; locale=de_AT`,
    });
    expect(answer.body).toEqual({
      success: true,
      data: { url: `https://checkout.example.com/start?cart=${encodeURIComponent(cart.cartId)}&locale=de_AT&currency=EUR&uc_cross_domain_data=uc%3D1` },
    });
    expect((await client.get('/_hirmer/api/account/orders/history')).body.data).toHaveLength(orders);
    expect((await client.get('/api/cart/cart')).body.cart.lineItems).toHaveLength(cart.lineItems.length);
  });
});

describe("the host's stand-in checkout", () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend?.close());

  it('walks Adressen, Zahlung & Versand and Bestellung prüfen in the shopper’s language', async () => {
    const client = await withLine(backend, 'black@example.com');
    const english = { cookie: `${client.loggedInCookie}; locale=en_GB` };
    const url = (await client.raw('POST', '/api/cart/cart/checkout', '{}', english)).body.data.url as string;
    const addresses = await client.raw('GET', url, undefined, english);
    expect(addresses.status).toBe(200);
    expect(addresses.body).toContain('<html lang="en">');
    expect(addresses.body).toMatch(
      /<li>✓ <a href="\/cart">Basket<\/a><\/li><li aria-current="step">Addresses<\/li><li>Payment &amp; shipping<\/li><li>Review order<\/li>/,
    );
    expect(addresses.body).toContain('Billing and delivery address');
    const payment = await client.raw('GET', `/checkout?${new URLSearchParams({ ...formFields(addresses.body, '/checkout') })}`, undefined, english);
    expect(payment.body).toContain('<li aria-current="step">Payment &amp; shipping</li>');
    expect(payment.body).toContain('<legend>Payment method</legend>');
    const review = await client.raw(
      'GET',
      `/checkout?${new URLSearchParams({ ...formFields(payment.body, '/checkout'), step: 'review', payment: 'paypal', shipping: 'express' })}`,
      undefined,
      english,
    );
    expect(review.body).toContain('<li aria-current="step">Review order</li>');
    expect(review.body).toContain('<p>PayPal</p>');
    expect(review.body).toContain('Express shipping (1 working day)');
    expect(review.body).toContain('>Place order and pay</button>');
    expect(formFields(review.body, '/checkout')).toMatchObject({ payment: 'paypal', shipping: 'express' });
  });

  it('places the order only on the last step, then returns to the order history', async () => {
    const client = await withLine(backend, 'blue@example.com');
    const number = await checkOut(backend.url, client);
    expect(number).toMatch(/^H\d{8}$/);
    expect((await client.get('/_hirmer/api/account/orders/history')).body.data[0].orderNumber).toBe(number);
    // The hand-off is used up: the same address answers that the checkout is no longer valid.
    expect((await client.get('/api/cart/cart')).body.cart.lineItems).toEqual([]);
  });

  it("refuses a cart that is not the shopper's, a shopper who is not logged in, and a form from another site", async () => {
    const client = await withLine(backend, 'max.mustermann@example.com');
    const url = (await client.post('/api/cart/cart/checkout', {})).body.data.url as string;
    const foreign = await client.get(url.replace(/cart=[^&]+/, 'cart=someone-else'));
    expect(foreign.status).toBe(409);
    expect(foreign.body).toContain('Dieser Bestellvorgang ist nicht mehr gültig.');
    const anonymous = await backend.client().get(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toContain('Bitte melden Sie sich an');
    const crossSite = await fetch(`${backend.url}/checkout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie: client.loggedInCookie! },
      body: new URLSearchParams({ cart: 'x', locale: 'de_DE', currency: 'EUR' }).toString(),
    });
    expect(crossSite.status).toBe(403);
    expect((await client.get('/api/cart/cart')).body.cart.lineItems).toHaveLength(1);
  });
});
