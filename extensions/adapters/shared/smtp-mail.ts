import nodemailer from 'nodemailer';
import { SMTP_CONNECTION_TIMEOUT_MS, SMTP_SOCKET_TIMEOUT_MS } from '../../../src/config/constants';
import type { MailTransport } from '../../services/outbox';

/**
 * Mails sent over SMTP with nodemailer (MAIL_TRANSPORT=smtp): every mail provider offers it.
 * `SMTP_URL` is `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`
 * (TLS from the start); `MAIL_FROM` the sender. Each mail carries its kind in `X-Mail-Kind`, so a
 * provider's logs and bounces can be told apart. Short timeouts: a mail server that hangs must not
 * hold the shopper's action (and the runtime gives an action 8 s).
 */
export function createSmtpTransport(options: { url: string; from: string }): MailTransport & { close(): void } {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'X-Mail-Kind': mail.kind },
      });
    },
    close() {
      transport.close();
    },
  };
}
