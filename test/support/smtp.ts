import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it: the envelope and the parsed message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  /** `smtp://user:password@127.0.0.1:port`, what SMTP_URL says. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail (already received or arriving) to `to` matching `match`. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The next `times` deliveries to `to` are refused at RCPT TO with `code` (4xx: try later; 5xx: never). */
  refuse(to: string, times: number, code: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on a loopback port in the test process; what arrives is parsed
 * with mailparser. It asks for the credentials of its URL (AUTH PLAIN/LOGIN without TLS, as on a
 * private network) and offers no STARTTLS, so nodemailer speaks plain SMTP to it.
 */
export async function startSmtpServer(credentials = { user: 'shop', pass: 'smtp-secret' }): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters: { to: string; match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const refusals = new Map<string, { times: number; code: number }>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase());
      if (refusal && refusal.times > 0) {
        refusal.times--;
        return callback(Object.assign(new Error(refusal.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusal.code }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            parsed,
          };
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (mail.to.includes(waiter.to) && waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    waitFor(to, match = () => true, timeoutMs = 20_000) {
      const address = to.toLowerCase();
      const found = received.find((m) => m.to.includes(address) && match(m));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} arrived within ${timeoutMs} ms (${received.length} received).`)), timeoutMs);
        waiters.push({
          to: address,
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    refuse(to, times, code) {
      refusals.set(to.toLowerCase(), { times, code });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one link of a shop mail: the same address in the text part and in the HTML part's button. */
export function linkOf(mail: ReceivedMail): string {
  const inText = /(https?:\/\/\S+)/.exec(mail.parsed.text ?? '')?.[1];
  const inHtml = /<a href="([^"]+)"/.exec(typeof mail.parsed.html === 'string' ? mail.parsed.html : '')?.[1]?.replace(/&amp;/g, '&');
  if (!inText || inText !== inHtml) throw new Error(`The mail's text and HTML links differ or are missing: ${inText} / ${inHtml}`);
  return inText;
}
