import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTCHA, DEMO, startBackend, type Backend } from './support';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.close());

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  salutation: 'Mr',
  firstName: 'Karl',
  lastName: 'Neumeier',
  email,
  password: 'geheim123',
  billingAddress: { streetName: 'Leopoldstraße', streetNumber: '5', postalCode: '80802', city: 'München', country: 'DE' },
  birthdayDay: 3,
  birthdayMonth: 4,
  birthdayYear: 1980,
  projectSpecificData: { token: CAPTCHA, newsletter: true },
  ...overrides,
});

async function latestMail(to: string) {
  const [mail] = await backend.services.outbox.list({ to, limit: 1 });
  return mail;
}

describe('login and logout', () => {
  it('logs a demo customer in and answers the account without secrets', async () => {
    const client = backend.client();
    const answer = await client.post('/api/account/login', DEMO);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ loggedIn: true, account: { email: DEMO.email, firstName: 'Max' } });
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|password/i);
    const refresh = await client.get('/_hirmer/api/account/refresh');
    expect(refresh.body).toMatchObject({ loggedIn: true, account: { email: DEMO.email } });
  });

  it('answers a wrong password with 401, loggedIn false and a message linking the reset', async () => {
    const answer = await backend.client().post('/api/account/login', { email: DEMO.email, password: 'wrong-password' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, loggedIn: false, errors: [{ code: 'login_failed' }] });
    expect(answer.body.message).toContain('forgot-password');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await backend.client().post('/api/account/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors[0].code).toBe('login_failed');
  });

  it('clears the session on logout: the account data answers 401 afterwards', async () => {
    const client = backend.client();
    await client.login();
    const out = await client.post('/api/account/logout');
    expect(out.status).toBe(200);
    expect(client.loggedInCookie).toBeNull();
    expect((await client.get('/_hirmer/api/account/refresh')).body).toEqual({ loggedIn: false });
    expect((await client.get('/_hirmer/api/account/orders/history')).status).toBe(401);
  });

  it('limits failed logins per account with 429', async () => {
    const client = backend.client();
    const email = 'silver@example.com';
    for (let i = 0; i < 5; i++) expect((await client.post('/api/account/login', { email, password: `bad-${i}` })).status).toBe(401);
    const blocked = await client.post('/api/account/login', { email, password: 'Demo1234!' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0].message).toMatch(/Zu viele Versuche/);
  });
});

describe('login and registration rules on the server (§5)', () => {
  it('refuses a login password shorter than 5 characters before checking it', async () => {
    const answer = await backend.client().post('/api/account/login', { email: DEMO.email, password: 'Demo' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ code: 'too_small', field: 'password' });
  });

  it('requires the salutation', async () => {
    const { salutation: _omitted, ...withoutSalutation } = registration('ohne-anrede@example.com');
    const answer = await backend.client().post('/api/account/register', withoutSalutation);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(['salutation']);
  });

  it("enforces the birthdate: 16 to 100 years, all three parts, in the shopper's language", async () => {
    const year = new Date().getUTCFullYear();
    const young = await backend
      .client()
      .raw('POST', '/api/account/register', JSON.stringify(registration('jung@example.com', { birthdayYear: year - 10 })), { cookie: 'locale=fr_FR' });
    expect(young.status).toBe(400);
    expect(young.body.errors).toEqual([{ code: 'birthdate_range', message: 'Vous devez avoir entre 16 et 100 ans.', field: 'birthdayYear' }]);
    const old = await backend.client().post('/api/account/register', registration('alt@example.com', { birthdayYear: year - 101 }));
    expect(old.body.errors[0]).toMatchObject({ code: 'birthdate_range', message: 'Sie müssen zwischen 16 und 100 Jahre alt sein.' });
    const partial = await backend.client().post('/api/account/register', { ...registration('teil@example.com'), birthdayDay: undefined });
    expect(partial.body.errors[0]).toMatchObject({ code: 'birthdate_incomplete' });
    const invalidDay = await backend.client().post('/api/account/register', registration('tag@example.com', { birthdayDay: 31, birthdayMonth: 2 }));
    expect(invalidDay.body.errors[0]).toMatchObject({ code: 'birthdate_range' });
  });
});

describe('registration', () => {
  it('registers, logs in, sends the welcome and newsletter mails', async () => {
    const client = backend.client();
    const answer = await client.post('/api/account/register', registration('karl@example.com'));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      loggedIn: true,
      account: { email: 'karl@example.com', addresses: [{ city: 'München', projectSpecificData: { lastCountry: 'DE' } }] },
      // A redirect success: without a card the welcome page follows.
      status: { kind: 'redirect', location: '/account?page=WelcomePage', text: expect.any(String) },
    });
    expect((await client.get('/_hirmer/api/account/refresh')).body.loggedIn).toBe(true);
    const mails = await backend.services.outbox.list({ to: 'karl@example.com' });
    expect(mails.map((m) => m.subject).join('|')).toMatch(/Newsletter/);
  });

  it("writes the mails in the shopper's language", async () => {
    const english = await backend
      .client()
      .raw('POST', '/api/account/register', JSON.stringify(registration('english@example.com')), { cookie: 'locale=en_GB' });
    expect(english.status).toBe(201);
    const mails = await backend.services.outbox.list({ to: 'english@example.com' });
    expect(mails.map((m) => m.subject).sort()).toEqual(['Please confirm your newsletter subscription', 'Welcome to Hirmer']);
    const welcome = mails.find((m) => m.subject === 'Welcome to Hirmer')!;
    expect(welcome.text).toMatch(
      /^Hello Karl Neumeier, your customer account has been created\.\n\nGo to your account:\nhttp:\/\/localhost:\d+\/account\?page=WelcomePage&locale=en_GB\n/,
    );
    expect(welcome.html).toMatch(/^<!doctype html><html lang="en">/);
    expect(welcome.html).toContain('>Go to your account</a>');

    await backend.client().raw('POST', '/_hirmer/api/account/reset', JSON.stringify({ email: 'english@example.com' }), { cookie: 'locale=fr_FR' });
    const reset = await latestMail('english@example.com');
    expect(reset).toMatchObject({
      subject: 'Réinitialiser votre mot de passe',
      links: [{ label: 'Définir un nouveau mot de passe', url: expect.stringContaining('page=ResetPassword') }],
    });
  });

  it('issues a loyalty card when asked', async () => {
    const answer = await backend
      .client()
      .post('/api/account/register', registration('card@example.com', { projectSpecificData: { token: CAPTCHA, registernewcustomercard: true } }));
    expect(answer.body.account.projectSpecificData).toMatchObject({ hasLoyaltyCard: true, loyaltyLevel: 'blue' });
  });

  it('undoes the whole registration when a later step fails: no account, card or subscription is left, and the email can register again', async () => {
    const email = 'halb@example.com';
    const { outbox, accounts, newsletter } = backend.services;
    // The newsletter's confirmation mail is refused for good (a 5xx of the mail server): the
    // subscription asked for cannot be confirmed, so nothing of the registration stays.
    const send = outbox.send.bind(outbox);
    const failing = vi.spyOn(outbox, 'send').mockImplementation(async (mail) => {
      if (mail.kind === 'newsletterConfirmation') throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      return send(mail);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = registration(email, { projectSpecificData: { token: CAPTCHA, newsletter: true, registernewcustomercard: true } });
    try {
      const failed = await backend.client().post('/api/account/register', body);
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ success: false, errors: [{ code: 'mail_unavailable' }] });
      expect(logged.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
        /\[mail\] newsletterConfirmation to h\*\*\*@example\.com failed \(attempt 1\/3, final\)/,
      );
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
    expect(await backend.client().post('/api/account/login', { email, password: 'geheim123' })).toMatchObject({ status: 401 });
    expect(await newsletter.isSubscribed(email)).toBe(false);

    const again = await backend.client().post('/api/account/register', body);
    expect(again.status).toBe(201);
    expect(again.body.account.projectSpecificData).toMatchObject({ hasLoyaltyCard: true });
    expect(await accounts.get(again.body.account.accountId)).not.toBeNull();
  });

  it('keeps the account when only the welcome mail fails: tried three times, each failure logged with its kind', async () => {
    const email = 'willkommen-weg@example.com';
    const { outbox } = backend.services;
    const send = outbox.send.bind(outbox);
    const failing = vi.spyOn(outbox, 'send').mockImplementation(async (mail) => {
      if (mail.kind === 'welcome') throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
      return send(mail);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await backend.client().post('/api/account/register', registration(email, { projectSpecificData: { token: CAPTCHA } }));
      expect(answer.status).toBe(201);
      expect(failing.mock.calls.filter(([mail]) => mail.kind === 'welcome')).toHaveLength(3);
      const lines = logged.mock.calls.map((c) => String(c[0]));
      expect(lines.filter((l) => l.startsWith('[mail] welcome to w***@example.com failed'))).toHaveLength(3);
      expect(lines).toContain('[mail] welcome to w***@example.com was not sent: ECONNECTION connect ECONNREFUSED');
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
    expect(await backend.client().post('/api/account/login', { email, password: 'geheim123' })).toMatchObject({ status: 200 });
  });

  it('refuses an email that has an account with 409 and a reset link', async () => {
    const answer = await backend.client().post('/api/account/register', registration(DEMO.email));
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0]).toMatchObject({ code: 'email_exists', field: 'email' });
    expect(answer.body.errors[0].message).toContain('forgot-password');
  });

  it('refuses a wrong captcha and writes nothing', async () => {
    const answer = await backend.client().post('/api/account/register', registration('bot@example.com', { projectSpecificData: { token: 'nope' } }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].code).toBe('captcha_invalid');
    expect(await latestMail('bot@example.com')).toBeUndefined();
  });

  it('validates the spec field limits', async () => {
    const answer = await backend.client().post('/api/account/register', registration('short@example.com', { firstName: 'K', password: '1234' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['firstName', 'password']);
    const state = await backend
      .client()
      .post(
        '/api/account/register',
        registration('us@example.com', { billingAddress: { streetName: 'Main St', streetNumber: '1', postalCode: '10001', city: 'New York', country: 'US' } }),
      );
    expect(state.body.errors[0].field).toBe('billingAddress.state');
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only an existing one', async () => {
    const known = await backend.client().post('/_hirmer/api/account/reset', { email: 'blue@example.com' });
    const unknown = await backend.client().post('/_hirmer/api/account/reset', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await latestMail('ghost@example.com')).toBeUndefined();
    expect((await latestMail('blue@example.com'))!.links[0]!.url).toMatch(/page=ResetPassword&token=/);
  });

  it('sets a new password with the mailed token, once', async () => {
    const client = backend.client();
    await client.post('/_hirmer/api/account/reset', { email: 'neu@example.com' });
    const url = (await latestMail('neu@example.com'))!.links[0]!.url;
    const token = decodeURIComponent(new URL(url, 'http://x').searchParams.get('token')!);
    const first = await client.post('/_hirmer/api/account/resetPassword', { token, newPassword: 'Brandneu99' });
    expect(first.status).toBe(200);
    const again = await client.post('/_hirmer/api/account/resetPassword', { token, newPassword: 'Nochmal99' });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].code).toBe('reset_token_invalid');
    expect((await client.post('/api/account/login', { email: 'neu@example.com', password: 'Brandneu99' })).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const answer = await backend.client().post('/_hirmer/api/account/resetPassword', { token: 'x'.repeat(32), newPassword: 'Brandneu99' });
    expect(answer.status).toBe(400);
  });
});

describe('login data', () => {
  it('changes email and password with the current password, and the billing address', async () => {
    const client = backend.client();
    await client.post('/api/account/register', registration('change@example.com'));
    const wrong = await client.post('/_hirmer/api/account/email', { email: 'changed@example.com', password: 'nope' });
    expect(wrong.status).toBe(400);
    const email = await client.post('/_hirmer/api/account/email', { email: 'changed@example.com', password: 'geheim123' });
    expect(email.body).toMatchObject({ success: true, account: { email: 'changed@example.com' } });
    // Both addresses hear of it; the old one with a reset link, in case it was not its owner.
    for (const to of ['change@example.com', 'changed@example.com']) {
      const mail = await latestMail(to);
      expect(mail).toMatchObject({ kind: 'emailChanged', subject: 'Ihre E-Mail-Adresse wurde geändert' });
      expect(mail!.text).toContain('lautet jetzt changed@example.com');
      expect(mail!.links[0]!.url).toMatch(/\/account\?page=ForgotPassword&locale=de_DE$/);
    }
    const taken = await client.post('/_hirmer/api/account/email', { email: DEMO.email, password: 'geheim123' });
    expect(taken.status).toBe(409);
    const password = await client.post('/_hirmer/api/account/password', { oldPassword: 'geheim123', newPassword: 'nochgeheimer' });
    expect(password.status).toBe(200);
    const address = await client.post('/_hirmer/api/account/updateBillingAddress', {
      streetName: 'Marienplatz',
      streetNumber: '1',
      postalCode: '80331',
      city: 'München',
      country: 'AT',
    });
    expect(address.body.account.addresses[0]).toMatchObject({ streetName: 'Marienplatz', projectSpecificData: { lastCountry: 'AT' } });
    expect((await backend.client().post('/api/account/login', { email: 'changed@example.com', password: 'nochgeheimer' })).status).toBe(200);
  });

  it('answers account calls without a session with 401', async () => {
    const client = backend.client();
    for (const [path, body] of [
      ['/_hirmer/api/account/email', { email: 'a@example.com', password: 'x' }],
      ['/_hirmer/api/account/password', { oldPassword: 'x', newPassword: 'xxxxxx' }],
      ['/_hirmer/api/account/updateBillingAddress', { streetName: 'a', streetNumber: '1', postalCode: '1', city: 'a', country: 'DE' }],
    ] as const) {
      const answer = await client.post(path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errors: [{ code: 'unauthorized' }] });
    }
  });
});
