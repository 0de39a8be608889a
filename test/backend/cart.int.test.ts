import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_MAX } from '../../src/config/constants';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../extensions/adapters/embedded/carts';
import { allProducts, checkOut, type Client, startBackend, stockedVariant, type Backend } from './support';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

const add = (client: Client, sku: unknown, count: unknown = 1) => client.post('/api/cart/cart/add', { variant: { sku }, count });

describe('cart add', () => {
  it('adds a size variant and answers the added items and the cart in cents', async () => {
    const { sizeVariant, colorVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    const answer = await add(client, sizeVariant.sku, 2);
    expect(answer.status).toBe(200);
    expect(answer.body.addedItems).toHaveLength(1);
    expect(answer.body.addedItems[0]).toMatchObject({
      count: 2,
      variant: { sku: sizeVariant.sku, projectSpecificData: { articleNumber: colorVariant.itemnum, size: sizeVariant.sizeString } },
    });
    expect(answer.body.cart.lineItems[0].price).toBe(sizeVariant.prices.eur!.price);
    expect(answer.body.cart.sum).toBe(sizeVariant.prices.eur!.price * 2);
    const read = await client.get('/api/cart/cart');
    expect(read.body.cart.itemCount).toBe(2);
    // The server gives the free-shipping threshold (Germany, euro carts).
    expect(read.body.cart.freeShippingThreshold).toBe(FREE_SHIPPING_THRESHOLD_CENTS.EUR);
  });

  it('says "Sku is missing" without a sku, in the shopper\'s language', async () => {
    const english = await backend.client().post('/api/cart/cart/add?locale=en_GB', { variant: {}, count: 1 });
    expect(english.status).toBe(400);
    expect(english.body.errors[0]).toMatchObject({ message: 'Sku is missing', field: 'variant.sku' });
    const german = await backend.client().post('/api/cart/cart/add', { variant: {}, count: 1 });
    expect(german.body.errors[0]).toMatchObject({ message: 'Die Artikelnummer fehlt.', field: 'variant.sku' });
  });

  it("answers zod's generic checks in the shopper's language with their figures", async () => {
    const polish = await backend.client().post('/api/cart/cart/add?locale=pl_PL', { variant: { sku: 'abc' }, count: 0 });
    expect(polish.status).toBe(400);
    expect(polish.body.errors[0]).toMatchObject({ code: 'too_small', message: 'Wartość musi wynosić co najmniej 1.', field: 'count' });
  });

  it('keeps the quantity within 1..20 and within stock', async () => {
    const { sizeVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    expect((await add(client, sizeVariant.sku, 0)).status).toBe(400);
    expect((await add(client, sizeVariant.sku, QUANTITY_MAX + 1)).status).toBe(400);
    const tooMany = await add(client, sizeVariant.sku, Math.min(QUANTITY_MAX, sizeVariant.stock + 1));
    if (sizeVariant.stock < QUANTITY_MAX) {
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.errors[0].code).toBe('insufficient_stock');
    }
    expect((await client.get('/api/cart/cart')).body.cart.lineItems).toHaveLength(sizeVariant.stock < QUANTITY_MAX ? 0 : 1);
  });

  it('refuses a sold-out size and an unknown sku', async () => {
    const soldOut = (await allProducts(backend.services)).flatMap((p) => p.colorVariants.flatMap((c) => c.sizeVariants)).find((s) => s.stock === 0 && !s.isNos);
    const client = backend.client();
    if (soldOut) expect((await add(client, soldOut.sku)).status).toBe(409);
    const unknown = await add(client, '9999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('unknown_sku');
  });

  it('answers malformed JSON with 400 malformed_json', async () => {
    const answer = await backend.client().raw('POST', '/api/cart/cart/add', '{"variant": {"sku": ');
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].code).toBe('malformed_json');
  });

  it('loses no write when many adds to one cart run in parallel', async () => {
    const { sizeVariant } = await stockedVariant(backend.services, QUANTITY_MAX);
    const products = (await allProducts(backend.services)).filter((p) => p.productType === 'regular');
    const skus = products
      .flatMap((p) => p.colorVariants.flatMap((c) => c.sizeVariants))
      .filter((s) => s.isNos || s.stock >= 5)
      .map((s) => s.sku)
      .filter((sku) => sku !== sizeVariant.sku)
      .slice(0, 40);
    const client = backend.client();
    await add(client, skus[0], 1); // creates the session and the cart
    // The same line QUANTITY_MAX times (read-modify-write of one row) and 40 different lines, all at once.
    const same = Array.from({ length: QUANTITY_MAX }, () => add(client, sizeVariant.sku, 1));
    const different = skus.map((sku) => add(client, sku, 1));
    const answers = await Promise.all([...same, ...different]);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body)).toEqual([]);
    const cart = (await client.get('/api/cart/cart')).body.cart;
    expect(cart.lineItems.find((l: { variant: { sku: string } }) => l.variant.sku === sizeVariant.sku).count).toBe(QUANTITY_MAX);
    expect(cart.itemCount).toBe(1 + QUANTITY_MAX + skus.length);
  });
});

describe('cart lines', () => {
  it('updates and removes a line', async () => {
    const { sizeVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    const { body } = await add(client, sizeVariant.sku, 1);
    const lineItemId = body.cart.lineItems[0].lineItemId;
    const updated = await client.post('/api/cart/cart/lineItem/update', { lineItemId, count: 2 });
    expect(updated.body.cart.lineItems[0].count).toBe(2);
    const removed = await client.post('/api/cart/cart/lineItem/remove', { lineItemId });
    expect(removed.body.cart.lineItems).toEqual([]);
    expect((await client.post('/api/cart/cart/lineItem/remove', { lineItemId })).status).toBe(404);
  });

  it("cannot touch another shopper's line", async () => {
    const { sizeVariant } = await stockedVariant(backend.services);
    const owner = backend.client();
    const { body } = await add(owner, sizeVariant.sku, 1);
    const other = backend.client();
    expect((await other.post('/api/cart/cart/lineItem/remove', { lineItemId: body.cart.lineItems[0].lineItemId })).status).toBe(404);
    expect((await owner.get('/api/cart/cart')).body.cart.lineItems).toHaveLength(1);
  });
});

describe('addMultiple and sets', () => {
  async function aSet() {
    const products = await allProducts(backend.services);
    const set = products.find((p) => p.productType === 'set' && p.colorVariants[0]!.sizeVariants[0]!.stock > 0)!;
    const parts = set.subProducts.map((id) => products.find((p) => p.id === id)!);
    const partSkus = parts.map((p) => p.colorVariants.flatMap((c) => c.sizeVariants).find((s) => s.isNos || s.stock > 0)!.sku);
    return { set, setSku: set.colorVariants[0]!.sizeVariants[0]!.sku, partSkus };
  }

  it('adds a set as one entry with its selected articles', async () => {
    const { setSku, partSkus } = await aSet();
    const client = backend.client();
    const answer = await client.post('/api/cart/cart/addMultiple', [{ variant: { sku: setSku }, count: 1, selectedSetArticles: partSkus }]);
    expect(answer.status).toBe(200);
    const line = answer.body.cart.lineItems[0];
    expect(line.projectSpecificData.setArticleData.selectedArticles.map((a: { sku: string }) => a.sku).sort()).toEqual([...partSkus].sort());
  });

  it('refuses a set without a size for every part, and writes nothing of the request', async () => {
    const { setSku, partSkus } = await aSet();
    const { sizeVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    const answer = await client.post('/api/cart/cart/addMultiple', [
      { variant: { sku: sizeVariant.sku }, count: 1 },
      { variant: { sku: setSku }, count: 1, selectedSetArticles: partSkus.slice(0, 1) },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ code: 'set_incomplete', message: 'Bitte wählen Sie für alle Artikel eine Größe.' });
    expect((await client.get('/api/cart/cart')).body.cart.lineItems).toEqual([]);
  });

  it('needs at least one product', async () => {
    expect((await backend.client().post('/api/cart/cart/addMultiple', [])).status).toBe(400);
  });
});

describe('categories and checkout', () => {
  it('answers the categories of skus', async () => {
    const { sizeVariant, product } = await stockedVariant(backend.services);
    const answer = await backend.client().post('/api/cart/cart/categories', [sizeVariant.sku]);
    expect(answer.body).toEqual({ success: true, data: { [sizeVariant.sku]: product.categories } });
    expect((await backend.client().post('/api/cart/cart/categories', { skus: [sizeVariant.sku] })).body.data[sizeVariant.sku]).toEqual(product.categories);
    expect((await backend.client().post('/api/cart/cart/categories', [])).status).toBe(400);
  });

  it('needs a login to check out; then hands the cart to the checkout, which places the order on its last step', async () => {
    const { sizeVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    await add(client, sizeVariant.sku, 1);
    expect((await client.post('/api/cart/cart/checkout', {})).status).toBe(401);
    await client.login('black@example.com');
    // The guest's line went into the account's cart at login.
    const cart = (await client.get('/api/cart/cart')).body.cart;
    expect(cart.itemCount).toBeGreaterThanOrEqual(1);
    const before = (await client.get('/_hirmer/api/account/orders/history')).body.data.length;
    const answer = await client.post('/api/cart/cart/checkout', { uc_cross_domain_data: 'consent x' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.url).toBe(`/checkout?cart=${encodeURIComponent(cart.cartId)}&locale=de_DE&currency=EUR&uc_cross_domain_data=consent%20x`);
    // Handing over orders nothing: the cart is as it was, no order appears.
    expect((await client.get('/api/cart/cart')).body.cart.lineItems).toHaveLength(cart.lineItems.length);
    expect((await client.get('/_hirmer/api/account/orders/history')).body.data).toHaveLength(before);

    const number = await checkOut(backend.url, client);
    expect((await client.get('/api/cart/cart')).body.cart.lineItems).toEqual([]);
    const history = await client.get('/_hirmer/api/account/orders/history');
    expect(history.body.data[0]).toMatchObject({ orderNumber: number, status: 'OPEN' });
    expect((await client.post('/api/cart/cart/checkout', {})).status).toBe(400);
  });
});

describe('vouchers and gift cards', () => {
  it('takes a voucher and a gift card off the total, and redeems them with the order', async () => {
    const { sizeVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    await client.login('silver@example.com');
    await add(client, sizeVariant.sku, 1);
    const voucher = await client.post('/api/cart/cart/voucher', { code: 'WILLKOMMEN10' });
    expect(voucher.status).toBe(200);
    expect(voucher.body.status).toEqual({ kind: 'message', text: 'Der Gutschein „WILLKOMMEN10“ wurde angenommen.' });
    const noPin = await client.post('/api/cart/cart/voucher', { code: '6010000000000001' });
    expect(noPin.status).toBe(400);
    expect(noPin.body.errors[0].message).toBe('Der Gutscheincode ist ungültig.');
    const gift = await client.post('/api/cart/cart/voucher', { code: '6010000000000001', pin: '1234' });
    expect(gift.body.status).toEqual({ kind: 'message', text: 'Die Geschenkkarte wurde angenommen.' });
    const cart = gift.body.cart;
    const off = cart.discounts.reduce((s: number, d: { amount: number }) => s + d.amount, 0);
    expect(cart.total).toBe(Math.max(0, cart.sum - off));
    expect(cart.discounts[0]).toMatchObject({ code: 'WILLKOMMEN10', kind: 'voucher', amount: Math.min(1000, cart.sum) });
    await checkOut(backend.url, client);
    const other = backend.client();
    await add(other, sizeVariant.sku, 1);
    expect((await other.post('/api/cart/cart/voucher', { code: 'WILLKOMMEN10' })).status).toBe(400);
  });

  it('refuses unknown and used codes, and a voucher on an empty cart', async () => {
    const { sizeVariant } = await stockedVariant(backend.services);
    const client = backend.client();
    expect((await client.post('/api/cart/cart/voucher', { code: 'STYLE15' })).status).toBe(400);
    await add(client, sizeVariant.sku, 1);
    expect((await client.post('/api/cart/cart/voucher', { code: 'ALT2020' })).status).toBe(400);
    expect((await client.post('/api/cart/cart/voucher', { code: 'NOPE' })).status).toBe(400);
    const ok = await client.post('/api/cart/cart/voucher', { code: 'STYLE15' });
    expect(ok.body.cart.discounts).toHaveLength(1);
    const removed = await client.post('/api/cart/cart/voucher/remove', { code: 'STYLE15' });
    expect(removed.body.cart.discounts).toEqual([]);
    expect((await client.post('/api/cart/cart/voucher/remove', { code: 'STYLE15' })).status).toBe(404);
  });
});

describe('express payment', () => {
  const addTo = async (client: Client, locale = '') => {
    const { sizeVariant } = await stockedVariant(backend.services);
    expect((await client.post(`/api/cart/cart/add${locale}`, { variant: { sku: sizeVariant.sku }, count: 1 })).status).toBe(200);
  };

  it('hands a guest cart to the provider entry with the cart total, where the project offers the method', async () => {
    const client = backend.client();
    await addTo(client);
    const cart = (await client.get('/api/cart/cart')).body.cart;
    const answer = await client.post('/api/cart/cart/express', { method: 'paypal' });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.url, 'http://shop.local');
    expect(url.pathname).toBe('/express-checkout/paypal');
    expect(url.searchParams.get('cart')).toBe(cart.cartId);
    expect(Number(url.searchParams.get('amount'))).toBe(cart.total);
    expect(url.searchParams.get('currency')).toBe('EUR');
    const page = await fetch(`${backend.url}${answer.body.data.url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Bezahlen mit PayPal');
  });

  it("refuses a method the territory does not offer, an empty cart and an unknown method, in the shopper's language", async () => {
    const czech = backend.client();
    await addTo(czech, '?locale=cs_CZ');
    const refused = await czech.post('/api/cart/cart/express?locale=cs_CZ', { method: 'amazonpay' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'express_unavailable', field: 'method', message: 'Tento způsob platby ve vaší zemi nenabízíme.' });
    const empty = await backend.client().post('/api/cart/cart/express', { method: 'paypal' });
    expect(empty.status).toBe(409);
    expect(empty.body.errors[0].code).toBe('cart_empty');
    expect((await backend.client().post('/api/cart/cart/express', { method: 'klarna' })).status).toBe(400);
  });
});
