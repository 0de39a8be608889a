import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { ENDED_LOGINS_KEPT } from '../../extensions/adapters/commercetools/logins';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, FREE_LOYALTY_CARD } from '../../extensions/demo-data/customers';
import type { Account } from '../../src/domain/account';
import { Client } from '../backend/support';
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

beforeAll(async () => {
  mock = await startCommercetoolsMock('logins');
  await seedCommercetools(mock.settings, { size: 6, seed: 37, storeStockProducts: 0 });
  hosts.push(await startTestHost({ env: mock.env }), await startTestHost({ env: mock.env }));
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

/** A login's answer and its session cookie. */
async function logIn(host: TestHost, email: string, password: string): Promise<{ cookie: string; account: Account }> {
  const client = new Client(host.url);
  const answer = await client.post('/api/account/login', { email, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { cookie: client.loggedInCookie!, account: answer.body.account as Account };
}

describe('logins kept on the commercetools customer, seen by every instance', () => {
  const [one, two] = [0, 1];

  it("a logout on one instance ends that login on the other (a copied token logs nobody in) and leaves the account's other logins", async () => {
    const demo = DEMO_CUSTOMERS[0]!;
    const phone = await logIn(hosts[one]!, demo.email, DEMO_PASSWORD);
    const laptop = await logIn(hosts[one]!, demo.email, DEMO_PASSWORD);
    expect(await loggedIn(hosts[two]!, phone.cookie)).toBe(true);
    const out = await new Client(hosts[two]!.url).raw('POST', '/api/account/logout', '{}', { cookie: phone.cookie });
    expect(out.status).toBe(200);
    expect(await loggedIn(hosts[one]!, phone.cookie)).toBe(false);
    expect(await loggedIn(hosts[two]!, phone.cookie)).toBe(false);
    expect(await loggedIn(hosts[one]!, laptop.cookie)).toBe(true);
  });

  it('a password reset on one instance ends every login of the account on the other; the new password logs in', async () => {
    const email = `logins-reset-${Date.now()}@example.com`;
    await hosts[one]!.services.accounts.register({ ...registration(email), password: 'Before123!' });
    const first = await logIn(hosts[one]!, email, 'Before123!');
    const second = await logIn(hosts[two]!, email, 'Before123!');
    const reset = (await hosts[two]!.services.accounts.requestPasswordReset(email))!;
    const answer = await new Client(hosts[two]!.url).post('/_hirmer/api/account/resetPassword', { token: reset.token, newPassword: 'After123!' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await loggedIn(hosts[one]!, first.cookie)).toBe(false);
    expect(await loggedIn(hosts[one]!, second.cookie)).toBe(false);
    const again = await logIn(hosts[one]!, email, 'After123!');
    expect(await loggedIn(hosts[two]!, again.cookie)).toBe(true);
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
