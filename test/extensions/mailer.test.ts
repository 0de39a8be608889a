import { describe, expect, it, vi } from 'vitest';
import { createMailer, isPermanentMailError, mailLink, maskedAddress } from '../../extensions/lib/mailer';
import { mailContent } from '../../extensions/lib/mail-content';
import type { OutgoingMail } from '../../extensions/services/outbox';
import { parseLocale } from '../../src/config/locale';
import { MAIL_SEND_ATTEMPTS } from '../../src/config/constants';

describe('a mail’s link', () => {
  it.each([
    ['https://www.hirmer.de', '/account?page=ResetPassword&token=a', 'de_DE', 'https://www.hirmer.de/account?page=ResetPassword&token=a&locale=de_DE'],
    ['https://www.hirmer.de/', '/newsletter/confirm?token=b', 'fr_FR', 'https://www.hirmer.de/newsletter/confirm?token=b&locale=fr_FR'],
    ['https://example.com/shop', '/', 'en_GB', 'https://example.com/shop/?locale=en_GB'],
  ])('starts with the shop address %s: %s in %s', (shop, path, locale, expected) => {
    expect(mailLink(shop, path, locale)).toBe(expected);
  });
});

describe('a mail server’s refusal', () => {
  it.each([
    [{ responseCode: 550 }, true],
    [{ responseCode: 535, code: 'EAUTH' }, true],
    [{ responseCode: 451 }, false],
    [{ responseCode: 421 }, false],
    [{ code: 'ECONNECTION' }, false],
    [{ code: 'ETIMEDOUT' }, false],
    [{ code: 'EAUTH' }, true],
    [new Error('database is locked'), false],
  ])('%o is final: %s', (error, final) => {
    expect(isPermanentMailError(error)).toBe(final);
  });

  it('names the mail, not the shopper, in the log', () => {
    expect(maskedAddress('max.mustermann@example.com')).toBe('m***@example.com');
  });
});

describe('the mail content', () => {
  it('has a text and an HTML part in the shopper’s language, every value escaped', () => {
    const mail = mailContent('welcome', 'nl', 'https://shop.example/account?page=WelcomePage&locale=nl_NL', { name: '<b>Jan</b> & Co', shop: 'Eckerle' });
    expect(mail.subject).toBe('Welkom bij Eckerle');
    expect(mail.text).toBe(
      'Hallo <b>Jan</b> & Co, uw klantaccount is aangemaakt.\n\nNaar uw account:\nhttps://shop.example/account?page=WelcomePage&locale=nl_NL\n\n-- \nEckerle\n',
    );
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain('Hallo &lt;b&gt;Jan&lt;/b&gt; &amp; Co, uw klantaccount is aangemaakt.');
    expect(mail.html).toContain('href="https://shop.example/account?page=WelcomePage&amp;locale=nl_NL"');
    expect(mail.html).not.toContain('<b>Jan');
  });
});

describe('the mailer', () => {
  const request = { kind: 'passwordReset' as const, to: 'max@example.com', locale: parseLocale('de_AT')!, shop: 'Hirmer', path: '/account?page=ResetPassword' };

  it('tries a passing failure up to three times, then answers by the policy', async () => {
    const sent: OutgoingMail[] = [];
    let failures = MAIL_SEND_ATTEMPTS;
    const transport = {
      send: vi.fn(async (mail: OutgoingMail) => {
        if (failures-- > 0) throw Object.assign(new Error('try later'), { responseCode: 451 });
        sent.push(mail);
      }),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const mailer = createMailer({ transport, shopUrl: () => 'https://shop.example', sleep: async () => {} });
      expect(await mailer.send(request, 'log')).toBe(false);
      expect(transport.send).toHaveBeenCalledTimes(MAIL_SEND_ATTEMPTS);
      await expect(mailer.send(request, 'refuse')).resolves.toBe(true);
      expect(sent[0]).toMatchObject({ kind: 'passwordReset', to: 'max@example.com', subject: 'Passwort zurücksetzen' });
      expect(sent[0]!.links[0]!.url).toBe('https://shop.example/account?page=ResetPassword&locale=de_AT');
      const permanent = { send: async () => Promise.reject(Object.assign(new Error('no such mailbox'), { responseCode: 550 })) };
      await expect(
        createMailer({ transport: permanent, shopUrl: () => 'https://shop.example', sleep: async () => {} }).send(request, 'refuse'),
      ).rejects.toMatchObject({
        code: 'mail_unavailable',
        kind: 'unavailable',
      });
      expect(logged.mock.calls.every((c) => String(c[0]).startsWith('[mail] passwordReset to m***@example.com'))).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it('starts no try after its share of the action’s time: a hanging mail server is tried fewer times', async () => {
    let now = 0;
    const transport = {
      send: vi.fn(async () => {
        now += 4_000; // a server that accepts the connection and then says nothing until the socket times out
        throw Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' });
      }),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const mailer = createMailer({ transport, shopUrl: () => 'https://shop.example', sleep: async (ms) => void (now += ms), clock: () => now });
      expect(await mailer.send(request, 'log')).toBe(false);
      expect(transport.send).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});
