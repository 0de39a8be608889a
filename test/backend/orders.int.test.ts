import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { startBackend, type Backend, type Client } from './support';

let backend: Backend;
let client: Client;
beforeAll(async () => {
  backend = await startBackend();
  client = backend.client();
  await client.login();
});
afterAll(() => backend?.close());

describe('order history', () => {
  it('lists every order, newest first, with every status', async () => {
    const answer = await client.get('/_hirmer/api/account/orders/history');
    expect(answer.status).toBe(200);
    const orders = answer.body.data as { date: string; status: string }[];
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['OPEN', 'SHIPPED', 'CANCELLED']));
    expect(orders.map((o) => o.date)).toEqual([...orders.map((o) => o.date)].sort().reverse());
    expect(answer.body.data[0]).toEqual(
      expect.objectContaining({
        orderNumber: expect.any(String),
        documentNumber: expect.any(String),
        deliveryAddress: expect.any(Object),
        invoiceAddress: expect.any(Object),
        articles: expect.any(Array),
        amount: expect.any(Number),
        documents: expect.any(Array),
      }),
    );
  });

  it('answers years, the default year and one year', async () => {
    const years = (await client.get('/_hirmer/api/account/orders/years')).body.data as number[];
    expect(years.length).toBeGreaterThanOrEqual(2);
    const def = await client.get('/_hirmer/api/account/orders/history/defaultYear');
    expect(def.body.year).toBe(years[0]);
    const one = await client.get(`/_hirmer/api/account/orders/history/${years[1]}`);
    expect(one.body.data.every((o: { date: string }) => o.date.startsWith(String(years[1])))).toBe(true);
    expect((await client.get('/_hirmer/api/account/orders/history/abc')).status).toBe(400);
  });

  it('searches the last three months without a term, everything with one', async () => {
    const recent = (await client.get('/_hirmer/api/account/orders/search')).body.data as { date: string; orderNumber: string }[];
    const limit = new Date();
    limit.setMonth(limit.getMonth() - 3);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((o) => new Date(o.date) >= limit)).toBe(true);
    const all = (await client.get('/_hirmer/api/account/orders/history')).body.data as { orderNumber: string }[];
    const oldest = all[all.length - 1]!;
    const found = await client.get(`/_hirmer/api/account/orders/search/${oldest.orderNumber}`);
    expect(found.body.data.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([oldest.orderNumber]);
  });

  it('shows the demo reservations', async () => {
    const answer = await client.get('/_hirmer/api/account/reservation/history');
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data[0]).toEqual(
      expect.objectContaining({
        reservationNumber: expect.any(String),
        store: expect.any(Object),
        product: expect.any(String),
        color: expect.any(String),
        size: expect.any(String),
      }),
    );
  });
});

describe('documents', () => {
  async function orderWith(status: string) {
    const orders = (await client.get('/_hirmer/api/account/orders/history')).body.data as {
      orderId: string;
      orderNumber: string;
      status: string;
      articles: { sku: string }[];
    }[];
    return orders.find((o) => o.status === status)!;
  }

  it('downloads the invoice and the return label as real PDF files', async () => {
    const shipped = await orderWith('SHIPPED');
    for (const [path, title] of [
      ['/api/acl/invoice/download/', 'Rechnung'],
      ['/api/order/returnLabel/download', 'Retourenschein'],
    ] as const) {
      const answer = await client.post(path, { orderId: shipped.orderId });
      expect(answer.status, path).toBe(200);
      expect(answer.body.data.mimeType).toBe('application/pdf');
      const bytes = Buffer.from(answer.body.data.content, 'base64');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(`${title} ${shipped.orderNumber}`);
    }
  });

  it("answers another customer's order like a missing one, and 401 without login", async () => {
    const shipped = await orderWith('SHIPPED');
    const other = backend.client();
    await other.login('black@example.com');
    const answer = await other.post('/api/acl/invoice/download/', { orderId: shipped.orderId });
    expect(answer.status).toBe(404);
    expect(answer.body.errors[0].code).toBe('order_not_found');
    expect((await backend.client().post('/api/acl/invoice/download/', { orderId: shipped.orderId })).status).toBe(401);
    expect((await client.post('/api/acl/invoice/download/', {})).status).toBe(400);
  });

  it('has no return label for an open order and no invoice for a cancelled one', async () => {
    expect((await client.post('/api/order/returnLabel/download', { orderId: (await orderWith('OPEN')).orderId })).status).toBe(404);
    const cancelled = await client.post('/api/acl/invoice/download/', { orderId: (await orderWith('CANCELLED')).orderId });
    expect(cancelled.status).toBe(404);
    expect(cancelled.body.errors[0].message).toMatch(/Kundenservice/);
  });

  it('starts the return portal with order number and email', async () => {
    const shipped = await orderWith('SHIPPED');
    const ok = await backend.client().get(`/api/acl/return/redirect/?email=max.mustermann@example.com&orderNumber=${shipped.orderNumber}`);
    expect(ok.body).toEqual({ success: true, data: `/return-portal/${shipped.orderNumber}?email=max.mustermann%40example.com` });
    // The local return service answers that address with the order's articles.
    const portal = await fetch(`${backend.url}${ok.body.data}`);
    expect(portal.status).toBe(200);
    const html = await portal.text();
    for (const article of shipped.articles) expect(html).toContain(article.sku);
    expect((await fetch(`${backend.url}/return-portal/${shipped.orderNumber}?email=black@example.com`)).status).toBe(404);
    expect((await backend.client().get(`/api/acl/return/redirect/?email=black@example.com&orderNumber=${shipped.orderNumber}`)).status).toBe(404);
  });
});
