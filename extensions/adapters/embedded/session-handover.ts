import { createHash } from 'node:crypto';
import type { SessionHandoverPort } from '../../services/session-handover';
import type { SessionData } from '../../lib/session';
import { fromJson, type Db } from './db';

const hash = (id: string) => createHash('sha256').update(id).digest('hex');

export function createSessionHandover(db: Db, clock: () => number = Date.now): SessionHandoverPort {
  const insert = db.prepare('INSERT OR REPLACE INTO session_handovers (id_hash, session, expires_at) VALUES (?, ?, ?)');
  const find = db.prepare<[string], { session: string; expires_at: number }>('SELECT session, expires_at FROM session_handovers WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM session_handovers WHERE id_hash = ?');
  const purge = db.prepare('DELETE FROM session_handovers WHERE expires_at < ?');
  const take = db.transaction((id: string): SessionData | null => {
    const row = find.get(hash(id));
    remove.run(hash(id));
    return row && row.expires_at >= clock() ? fromJson<SessionData>(row.session) : null;
  });
  return {
    async leave(temporarySessionId, session, ttlMs) {
      purge.run(clock());
      insert.run(hash(temporarySessionId), JSON.stringify(session), clock() + ttlMs);
    },
    async take(temporarySessionId) {
      return take(temporarySessionId);
    },
  };
}
