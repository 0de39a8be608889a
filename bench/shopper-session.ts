import { FRONTASTIC_SESSION_COOKIE } from '../src/config/constants';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../extensions/demo-data/customers';
import type { Services } from '../extensions/services';

/** The session header of the runtime's protocol (FRONTASTIC.md): the token the browser keeps in its `frontastic-session` cookie. */
const SESSION_HEADER = 'Frontastic-Session';

/** Size variants with online stock, of regular articles: what a shopper can put into the basket. */
async function stockedSkus(services: Services, count: number): Promise<string[]> {
  const skus: string[] = [];
  for await (const batch of services.catalogue.listProducts()) {
    for (const product of batch) {
      if (product.productType !== 'regular') continue;
      const variant = product.colorVariants.flatMap((cv) => cv.sizeVariants).find((sv) => !sv.isNos && sv.stock >= 3);
      if (variant) skus.push(variant.sku);
      if (skus.length >= count) return skus;
    }
  }
  if (!skus.length) throw new Error('No stocked article in the catalogue to put into the basket');
  return skus;
}

/**
 * One action through the runtime's protocol on the API hub, carrying and renewing the session token;
 * a 503 (commercetools-mock, scanning in memory, out of the action's time budget on a busy machine)
 * is tried again.
 */
async function action(hub: string, name: string, body: unknown, token: string | null, attempt = 1): Promise<string | null> {
  const response = await fetch(`${hub}/frontastic/action/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { [SESSION_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status === 503 && attempt < 3) return action(hub, name, body, token, attempt + 1);
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.headers.get(SESSION_HEADER) ?? token;
}

/**
 * The sessions of the basket and account pages, as tokens for the `frontastic-session` cookie: a
 * guest with `lines` articles in the basket, and the first demo customer logged in (with a basket
 * of one article too, as a shopper who logged in while shopping).
 */
export async function shopperSessions(hub: string, services: Services, lines = 3): Promise<{ basket: string; account: string }> {
  const skus = await stockedSkus(services, lines);
  let basket: string | null = null;
  for (const sku of skus) basket = await action(hub, 'hirmer-cart/add', { variant: { sku }, count: 1 }, basket);
  const customer = DEMO_CUSTOMERS[0]!;
  let account = await action(hub, 'hirmer-account/login', { email: customer.email, password: DEMO_PASSWORD }, null);
  account = await action(hub, 'hirmer-cart/add', { variant: { sku: skus[0] }, count: 1 }, account);
  if (!basket || !account) throw new Error('The API hub answered without a session token');
  return { basket, account };
}

export const SESSION_COOKIE_NAME = FRONTASTIC_SESSION_COOKIE;
