import { createHash, randomBytes } from 'node:crypto';
import type { NewsletterPort } from '../../services/newsletter';
import { DomainError } from '../../services/owner';
import { fromJson, now, type Db } from './db';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Double opt-in: a subscription stays pending until its mailed token comes back. */
export function createNewsletter(db: Db): NewsletterPort {
  const byEmail = db.prepare<[string], { email: string; status: string; doc: string }>(
    'SELECT email, status, doc FROM newsletter WHERE email = ? COLLATE NOCASE',
  );
  const byToken = db.prepare<[string], { email: string }>('SELECT email FROM newsletter WHERE token_hash = ?');
  const upsert = db.prepare(
    `INSERT INTO newsletter (email, status, token_hash, doc, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(email) DO UPDATE SET status = excluded.status, token_hash = excluded.token_hash, doc = excluded.doc, updated_at = excluded.updated_at`,
  );
  const setStatus = db.prepare('UPDATE newsletter SET status = ?, token_hash = NULL, doc = ?, updated_at = ? WHERE email = ? COLLATE NOCASE');
  const register = db.prepare('INSERT INTO registrations (kind, email, doc, created_at) VALUES (?, ?, ?, ?)');
  // One outstanding link per subscription: a confirmation link while pending, an unsubscribe link once asked for.
  const setToken = db.prepare('UPDATE newsletter SET token_hash = ?, updated_at = ? WHERE email = ? COLLATE NOCASE');

  return {
    async subscribe(entry) {
      const existing = byEmail.get(entry.email);
      const token = randomBytes(24).toString('base64url');
      const alreadyConfirmed = existing?.status === 'confirmed';
      upsert.run(entry.email, alreadyConfirmed ? 'confirmed' : 'pending', hash(token), JSON.stringify(entry), now());
      return { token, alreadyConfirmed };
    },
    async confirm(token) {
      const row = byToken.get(hash(token));
      if (!row) throw new DomainError('newsletter_token_invalid', 'This confirmation link is no longer valid.', 'not_found', 'token');
      const doc = fromJson<Record<string, unknown>>(byEmail.get(row.email)!.doc);
      setStatus.run('confirmed', JSON.stringify({ ...doc, confirmedAt: now() }), now(), row.email);
      return { email: row.email };
    },
    async unsubscribe(email, reason) {
      const row = byEmail.get(email);
      if (!row || row.status === 'unsubscribed') return false;
      setStatus.run('unsubscribed', JSON.stringify({ ...fromJson<Record<string, unknown>>(row.doc), reason }), now(), email);
      return true;
    },
    async requestUnsubscribe(email) {
      const row = byEmail.get(email);
      if (!row || row.status === 'unsubscribed') return null;
      const token = randomBytes(24).toString('base64url');
      setToken.run(hash(token), now(), row.email);
      return token;
    },
    async unsubscribeWithToken(token, reason) {
      const row = byToken.get(hash(token));
      const current = row && byEmail.get(row.email);
      if (!current || current.status === 'unsubscribed')
        throw new DomainError('newsletter_token_invalid', 'This link is no longer valid.', 'not_found', 'token');
      setStatus.run('unsubscribed', JSON.stringify({ ...fromJson<Record<string, unknown>>(current.doc), reason }), now(), current.email);
      return { email: current.email };
    },
    async isSubscribed(email) {
      return byEmail.get(email)?.status === 'confirmed';
    },
    async register(kind, entry) {
      register.run(kind, entry.email, JSON.stringify(entry), now());
    },
  };
}
