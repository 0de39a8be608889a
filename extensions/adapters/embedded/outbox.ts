import type { MailOutbox, StoredMail } from '../../services/outbox';
import { fromJson, now, type Db } from './db';

const DEFAULT_LIST_LIMIT = 50;

/** Outgoing mails land in a table (MAIL_TRANSPORT=outbox); the host's development page lists them so links can be followed. */
export function createOutbox(db: Db): MailOutbox {
  const insert = db.prepare('INSERT INTO outbox (kind, recipient, subject, body, html, links, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  return {
    async send(mail) {
      insert.run(mail.kind, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.links), now());
    },
    async list(options) {
      const limit = Math.min(Math.max(1, options?.limit ?? DEFAULT_LIST_LIMIT), 500);
      const rows = options?.to
        ? db.prepare<[string, number], Row>('SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?').all(options.to, limit)
        : db.prepare<[number], Row>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit);
      return rows.map<StoredMail>((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.recipient,
        subject: r.subject,
        text: r.body,
        html: r.html,
        links: fromJson(r.links),
        createdAt: r.created_at,
      }));
    },
  };
}

interface Row {
  id: number;
  kind: string;
  html: string;
  recipient: string;
  subject: string;
  body: string;
  links: string;
  created_at: string;
}
