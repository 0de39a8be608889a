import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { ENDED_LOGINS_KEPT } from '../../extensions/adapters/commercetools/logins';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, FREE_LOYALTY_CARD } from '../../extensions/demo-data/customers';
import type { Account } from '../../src/domain/account';
import { Client, allProducts } from '../backend/support';
import { registration } from '../contract/suite';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { startTestHost, type TestHost } from '../support/host';

/**
 * Logins on commercetools are kept on the customer (extensions/adapters/commercetools/logins.ts),
 * so that a login costs the counters and the sign-in alone: two hosts (two instances of the
 * extension, each with its own services) on one project, where what one ends the other sees ended.
 */
let mock: CommercetoolsTestServer;
const hosts: TestHost[] = [];
/**
 * The session check's lag (setting LOGIN_CHECK_CACHE_MS, 10 s by default), short here: a logout
 * is seen at once on the instance that did it, on the other once this has passed since its last
 * read of the customer.
 */
const LAG_MS = 1_500;
const lagOut = () => new Promise((resolve) => setTimeout(resolve, LAG_MS + 100));

beforeAll(async () => {
  mock = await startCommercetoolsMock('logins');
  await seedCommercetools(mock.settings, { size: 6, seed: 37, storeStockProducts: 0 });
  const env = { ...mock.env, LOGIN_CHECK_CACHE_MS: String(LAG_MS) };
  hosts.push(await startTestHost({ env }), await startTestHost({ env }));
}, 240_000);

afterAll(async () => {
  for (const host of hosts) await host.close();
  await mock?.close();
});

/** Whether a session cookie is logged in on a host. */
async function loggedIn(host: TestHost, cookie: string): Promise<boolean> {
  const answer = await new Client(host.url).raw('GET', '/_hirmer/api/account/refresh', undefined, { cookie });
  return answer.body.loggedIn === true;
}

/** The skus in the cart a session cookie reaches on a host. */
async function cartSkus(host: TestHost, cookie: string): Promise<string[]> {
  const answer = await new Client(host.url).raw('GET', '/api/cart/cart', undefined, { cookie });
  expect(answer.status).toBe(200);
  return (answer.body.cart?.lineItems ?? []).map((l: { variant: { sku: string } }) => l.variant.sku);
}

/** A login's answer and its session cookie. */
async function logIn(host: TestHost, email: string, password: string): Promise<{ cookie: string; account: Account }> {
  const client = new Client(host.url);
  const answer = await client.post('/api/account/login', { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { cookie: client.loggedInCookie!, account: answer.body.account as Account };
}

describe('logins kept on the commercetools customer, seen by every instance', () => {
  const [one, two] = [0, 1];

  it("a logout on one instance ends that login there at once and on the other within the lag (a copied token reaches neither the account nor its cart) and leaves the account's other logins", async () => {
    const demo = DEMO_CUSTOMERS[0]!;
    const phone = await logIn(hosts[one]!, demo.email, DEMO_PASSWORD);
    const laptop = await logIn(hosts[one]!, demo.email, DEMO_PASSWORD);
    const sku = (await allProducts(hosts[one]!.services))
      .flatMap((p) => p.colorVariants.flatMap((c) => c.sizeVariants))
      .find((v) => v.isNos || v.stock > 2)!.sku;
    const added = await new Client(hosts[one]!.url).raw('POST', '/api/cart/cart/add', JSON.stringify({ variant: { sku }, count: 1 }), { cookie: phone.cookie });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await loggedIn(hosts[two]!, phone.cookie)).toBe(true);
    expect(await cartSkus(hosts[two]!, phone.cookie)).toContain(sku);
    const out = await new Client(hosts[two]!.url).raw('POST', '/api/account/logout', '{}', { cookie: phone.cookie });
    expect(out.status).toBe(200);
    // At once on the instance that logged out, although it had just checked that login.
    expect(await loggedIn(hosts[two]!, phone.cookie)).toBe(false);
    expect(await cartSkus(hosts[two]!, phone.cookie)).not.toContain(sku);
    // On the other instance once its last read of the customer is older than the lag.
    await lagOut();
    expect(await loggedIn(hosts[one]!, phone.cookie)).toBe(false);
    expect(await cartSkus(hosts[one]!, phone.cookie)).not.toContain(sku);
    const wish = await new Client(hosts[one]!.url).raw('GET', '/api/wishlist', undefined, { cookie: phone.cookie });
    expect(wish.body.wishlist?.lineItems ?? []).toEqual([]);
    expect(await loggedIn(hosts[one]!, laptop.cookie)).toBe(true);
    expect(await cartSkus(hosts[one]!, laptop.cookie)).toContain(sku);
  });

  it('a password reset on one instance ends every login of the account there at once, on the other within the lag; the new password logs in on either', async () => {
    const email = `logins-reset-${Date.now()}@example.com`;
    await hosts[one]!.services.accounts.register({ ...registration(email), password: 'Before123!' });
    const first = await logIn(hosts[one]!, email, 'Before123!');
    const second = await logIn(hosts[two]!, email, 'Before123!');
    expect(await loggedIn(hosts[two]!, first.cookie)).toBe(true);
    const reset = (await hosts[two]!.services.accounts.requestPasswordReset(email))!;
    const answer = await new Client(hosts[two]!.url).post('/_hirmer/api/account/resetPassword', { token: reset.token, newPassword: 'After123!' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await loggedIn(hosts[two]!, first.cookie)).toBe(false);
    expect(await loggedIn(hosts[two]!, second.cookie)).toBe(false);
    // A login started after the reset is open on the other instance at once (its epoch is newer than the one kept there).
    const again = await logIn(hosts[two]!, email, 'After123!');
    expect(await loggedIn(hosts[one]!, again.cookie)).toBe(true);
    await lagOut();
    expect(await loggedIn(hosts[one]!, first.cookie)).toBe(false);
    expect(await loggedIn(hosts[one]!, second.cookie)).toBe(false);
    expect(await loggedIn(hosts[one]!, again.cookie)).toBe(true);
  });

  it(`the logout after ${ENDED_LOGINS_KEPT} listed ones ends every login still open (the customer keeps a short list)`, async () => {
    const { accountId } = await hosts[one]!.services.accounts.register(registration(`logins-list-${Date.now()}@example.com`));
    const accounts = hosts[one]!.services.accounts;
    const logins = [];
    for (let i = 0; i < ENDED_LOGINS_KEPT + 2; i++) logins.push(await accounts.startLogin(accountId));
    for (const login of logins.slice(0, ENDED_LOGINS_KEPT)) await accounts.endLogin(accountId, login);
    const [open, last] = logins.slice(ENDED_LOGINS_KEPT);
    expect(await hosts[two]!.services.accounts.isLoginActive(accountId, open!)).toBe(true);
    await accounts.endLogin(accountId, last!);
    expect(await accounts.isLoginActive(accountId, last!)).toBe(false);
    expect(await accounts.isLoginActive(accountId, open!)).toBe(false);
    await lagOut();
    expect(await hosts[two]!.services.accounts.isLoginActive(accountId, last!)).toBe(false);
    expect(await hosts[two]!.services.accounts.isLoginActive(accountId, open!)).toBe(false);
    // A login started afterwards is open.
    expect(await hosts[two]!.services.accounts.isLoginActive(accountId, await accounts.startLogin(accountId))).toBe(true);
  });

  it('the login answers the loyalty level of a card connected on another instance', async () => {
    const email = `logins-card-${Date.now()}@example.com`;
    const { accountId } = await hosts[one]!.services.accounts.register({ ...registration(email), password: 'Card1234!' });
    expect((await logIn(hosts[two]!, email, 'Card1234!')).account.projectSpecificData).toMatchObject({ hasLoyaltyCard: false });
    await hosts[one]!.services.loyalty.connect(accountId, FREE_LOYALTY_CARD.number, FREE_LOYALTY_CARD.code);
    expect((await logIn(hosts[two]!, email, 'Card1234!')).account.projectSpecificData).toMatchObject({ hasLoyaltyCard: true, loyaltyLevel: 'silver' });
    await hosts[one]!.services.loyalty.withdraw(accountId);
    expect((await logIn(hosts[two]!, email, 'Card1234!')).account.projectSpecificData).toMatchObject({ hasLoyaltyCard: false });
  });
});
