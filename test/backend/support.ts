import { startTestHost, type TestHostOptions } from '../support/host';
import type { Services } from '../../extensions/services';
import { localServices } from '../support/host';
import type { Product } from '../../src/domain/product';

export const CAPTCHA = 'dev-captcha-ok';
export const DEMO = { email: 'max.mustermann@example.com', password: 'Demo1234!' };
const TEST_CATALOGUE_SIZE = 200;

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A shopper's browser: keeps the session cookie the host sets, like a real one. */
export class Client {
  private cookie: string | null = null;
  constructor(private readonly base: string) {}

  get loggedInCookie(): string | null {
    return this.cookie;
  }

  async raw(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await fetch(this.base + path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body,
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = /=$/.test(pair) || /max-age=0/i.test(setCookie) ? null : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get(path: string) {
    return this.raw('GET', path);
  }
  post(path: string, body: unknown = {}) {
    return this.raw('POST', path, JSON.stringify(body));
  }
  async login(email = DEMO.email, password = DEMO.password) {
    const answer = await this.post('/api/account/login', { email, password });
    if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.account as { accountId: string; email: string };
  }
}

export interface Backend {
  url: string;
  services: Services;
  client(): Client;
  close(): Promise<void>;
}

/**
 * The real host on a free port with a temp data directory and a small catalogue. The host opens the
 * embedded backend in this process, so tests read fixtures through the same ports.
 */
export async function startBackend(options: TestHostOptions = {}): Promise<Backend> {
  const host = await startTestHost({ catalogueSize: TEST_CATALOGUE_SIZE, ...options });
  const services = localServices();
  return {
    url: host.url,
    services,
    client: () => new Client(host.url),
    close: () => host.close(),
  };
}

export async function allProducts(services: Services): Promise<Product[]> {
  const out: Product[] = [];
  for await (const batch of services.catalogue.listProducts()) out.push(...batch);
  return out;
}

/** A regular article's size variant with online stock of at least `min`, not never-out-of-stock. */
export async function stockedVariant(services: Services, min = 3) {
  for (const p of await allProducts(services)) {
    if (p.productType !== 'regular') continue;
    for (const cv of p.colorVariants) {
      for (const sv of cv.sizeVariants) if (!sv.isNos && sv.stock >= min) return { product: p, colorVariant: cv, sizeVariant: sv };
    }
  }
  throw new Error('no stocked variant in the test catalogue');
}

/** A form post of a stand-in page as the browser sends it, without following the redirect. */
async function submitForm(base: string, client: Client, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...(client.loggedInCookie ? { cookie: client.loggedInCookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The hidden fields of a page's form (the hand-off the stand-in carries from step to step). */
export function formFields(html: string, action: string): Record<string, string> {
  const form = new RegExp(`<form method="(?:get|post)" action="${action}">(.*?)</form>`, 's').exec(html)?.[1];
  if (!form) throw new Error(`No form to ${action} on the page:\n${html.slice(0, 2000)}`);
  return Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
}

/**
 * Checks out as the shopper does: "Zur Kasse" answers the stand-in checkout's address, whose steps
 * (Adressen, Zahlung & Versand, Bestellung prüfen) are walked and whose last form places the order.
 * Answers the order number of the confirmation it returns to.
 */
export async function checkOut(base: string, client: Client): Promise<string> {
  const handOff = await client.post('/api/cart/cart/checkout', {});
  if (handOff.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(handOff.body)}`);
  let page = await client.get(handOff.body.data.url);
  for (const step of ['payment', 'review']) {
    const fields = formFields(page.body, '/checkout');
    page = await client.get(`/checkout?${new URLSearchParams({ ...fields, step }).toString()}`);
  }
  const placed = await submitForm(base, client, '/checkout', formFields(page.body, '/checkout'));
  const location = placed.headers.get('location') ?? '';
  const number = new URL(location, base).searchParams.get('order');
  if (placed.status !== 303 || !number) throw new Error(`the stand-in checkout did not place the order: ${placed.status} ${await placed.text()}`);
  return number;
}

/** The reservation checkout the same way (Anmelden, Reservierung prüfen); answers the reservation number. */
export async function reserveBasket(base: string, client: Client): Promise<string> {
  const handOff = await client.get('/api/reserve/reservation/checkout');
  if (handOff.status !== 200) throw new Error(`reservation checkout refused: ${JSON.stringify(handOff.body)}`);
  const login = await client.get(handOff.body.data.url);
  const review = await client.get(`/reservation-checkout?${new URLSearchParams({ ...formFields(login.body, '/reservation-checkout') }).toString()}`);
  const placed = await submitForm(base, client, '/reservation-checkout', formFields(review.body, '/reservation-checkout'));
  const number = new URL(placed.headers.get('location') ?? '/', base).searchParams.get('reservation');
  if (placed.status !== 303 || !number) throw new Error(`the stand-in did not reserve: ${placed.status} ${await placed.text()}`);
  return number;
}
