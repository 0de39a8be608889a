import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTCHA, Client, DEMO, startBackend, type Backend } from './support';
import { linkOf, startSmtpServer, type SmtpTestServer } from '../support/smtp';

/**
 * MAIL_TRANSPORT=smtp: the host's mails leave through nodemailer to a real SMTP server (smtp-server
 * in this process, mailparser reading what arrives), each with a text and an HTML part in the
 * shopper's language, its link on the shop's public address; the links complete their flows.
 */
let smtp: SmtpTestServer;
let backend: Backend;
const SHOP_URL_PATTERN = /^http:\/\/localhost:\d+\//;

beforeAll(async () => {
  smtp = await startSmtpServer();
  backend = await startBackend({ env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'Hirmer <service@hirmer.example>' } });
});
afterAll(async () => {
  await backend?.close();
  await smtp?.close();
});

describe('mails over SMTP', () => {
  it('sends the reset link to the mail server; following it sets a new password, once', async () => {
    const client = new Client(backend.url);
    // A forged Host header does not reach the link: it is the shop's own address.
    const asked = await client.raw('POST', '/_hirmer/api/account/reset', JSON.stringify({ email: DEMO.email }), { host: 'evil.example' });
    expect(asked.status).toBe(200);
    const mail = await smtp.waitFor(DEMO.email);
    expect(mail.from).toBe('service@hirmer.example');
    expect(mail.parsed.subject).toBe('Passwort zurücksetzen');
    expect(mail.parsed.headers.get('x-mail-kind')).toBe('passwordReset');
    expect(mail.parsed.text).toContain('Mit dem folgenden Link setzen Sie ein neues Passwort.');
    expect(mail.parsed.html).toContain('<html lang="de">');
    const link = linkOf(mail);
    expect(link).toMatch(SHOP_URL_PATTERN);
    expect(link).not.toContain('evil.example');
    const url = new URL(link);
    expect(url.searchParams.get('page')).toBe('ResetPassword');
    expect((await fetch(link)).status).toBe(200);

    const token = url.searchParams.get('token')!;
    const set = await client.post('/_hirmer/api/account/resetPassword', { token, newPassword: 'Neu12345!' });
    expect(set.status).toBe(200);
    expect((await client.post('/_hirmer/api/account/resetPassword', { token, newPassword: 'Nochmal1!' })).status).toBe(400);
    expect((await new Client(backend.url).post('/api/account/login', { email: DEMO.email, password: 'Neu12345!' })).status).toBe(200);
  });

  it("writes the newsletter confirmation in the shopper's language; its link confirms the subscription", async () => {
    const email = 'smtp-news@example.com';
    const client = new Client(backend.url);
    const subscribed = await client.raw('POST', '/api/newsletter/subscribe', JSON.stringify({ email, token: CAPTCHA, hggbig: true }), {
      cookie: 'locale=fr_FR',
    });
    expect(subscribed.status).toBe(200);
    const mail = await smtp.waitFor(email);
    expect(mail.parsed.subject).toBe('Veuillez confirmer votre inscription à la newsletter');
    expect(mail.parsed.html).toContain('<html lang="fr">');
    expect(mail.parsed.html).toContain('>Confirmer l’inscription</a>');
    const link = new URL(linkOf(mail));
    expect(link.pathname).toBe('/newsletter/confirm');
    expect(link.searchParams.get('locale')).toBe('fr_FR');
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await backend.services.newsletter.isSubscribed(email)).toBe(false);
    const confirmed = await client.get(`/api/newsletter/confirm?token=${encodeURIComponent(link.searchParams.get('token')!)}`);
    expect(confirmed.body).toEqual({ success: true, email });
    expect(await backend.services.newsletter.isSubscribed(email)).toBe(true);
  });

  it('tries a mail again when the server asks to (451), and it arrives', async () => {
    const email = 'retry@example.com';
    smtp.refuse(email, 1, 451);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await new Client(backend.url).post('/api/newsletter/subscribe', { email, token: CAPTCHA, hggbig: true });
      expect(answer.status).toBe(200);
      expect((await smtp.waitFor(email)).parsed.headers.get('x-mail-kind')).toBe('newsletterConfirmation');
      expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/^\[mail\] newsletterConfirmation to r\*\*\*@example\.com failed \(attempt 1\/3\): 451/),
      ]);
    } finally {
      logged.mockRestore();
    }
  });

  it('answers the reset neutrally when the mail server refuses for good, and says so in the log; a subscription hears it (503)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      smtp.refuse('blue@example.com', 1, 550);
      const reset = await new Client(backend.url).post('/_hirmer/api/account/reset', { email: 'blue@example.com' });
      const unknown = await new Client(backend.url).post('/_hirmer/api/account/reset', { email: 'nobody-smtp@example.com' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual(unknown.body);
      const lines = logged.mock.calls.map((c) => String(c[0]));
      expect(lines).toEqual([
        expect.stringMatching(/^\[mail\] passwordReset to b\*\*\*@example\.com failed \(attempt 1\/3, final\): 550 .*Mailbox unavailable$/),
        expect.stringMatching(/^\[mail\] passwordReset to b\*\*\*@example\.com was not sent: 550 .*Mailbox unavailable$/),
      ]);

      smtp.refuse('news-refused@example.com', 3, 451);
      const news = await new Client(backend.url).post('/api/newsletter/subscribe', { email: 'news-refused@example.com', token: CAPTCHA, hggbig: true });
      expect(news.status).toBe(503);
      expect(news.body.errors[0]).toMatchObject({
        code: 'mail_unavailable',
        message: 'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es später noch einmal.',
      });
      expect(logged.mock.calls.filter((c) => String(c[0]).startsWith('[mail] newsletterConfirmation to n***@example.com failed'))).toHaveLength(3);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('the shop address of the links (SHOP_URL)', () => {
  let other: Backend;
  beforeAll(async () => {
    other = await startBackend({
      env: { MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'Eckerle <service@eckerle.example>', SHOP_URL: 'https://www.eckerle.example/' },
    });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('starts every link with the configured public address', async () => {
    await new Client(other.url).post('/api/newsletter/subscribe', { email: 'public@example.com', token: CAPTCHA, hggbig: true });
    const mail = await smtp.waitFor('public@example.com');
    expect(linkOf(mail)).toMatch(/^https:\/\/www\.eckerle\.example\/newsletter\/confirm\?token=[^&]+&locale=de_DE$/);
  });
});
