import type { Db } from './db';
import { requestScope } from '../../services/request-scope';

/** How long a change's id is remembered (a browser repeats a call within seconds). */
const KEPT_MS = 24 * 60 * 60_000;

/**
 * Changes applied once per request id (extensions/services/request-scope.ts): the shopper's change
 * repeated with its id (the browser's retry of a call whose answer was lost) gets the first one's
 * result and writes nothing. Run inside the change's transaction, so that the change and its id are
 * written together.
 */
export function appliedChanges(db: Db) {
  const get = db.prepare<[string, string], { result: string }>('SELECT result FROM applied_changes WHERE scope = ? AND request_id = ?');
  const put = db.prepare('INSERT INTO applied_changes (scope, request_id, result, at) VALUES (?, ?, ?, ?)');
  const prune = db.prepare('DELETE FROM applied_changes WHERE at < ?');
  let writes = 0;
  return {
    once<T>(scope: string, change: () => T): T {
      const id = requestScope()?.requestId;
      if (!id) return change();
      const row = get.get(scope, id);
      if (row) return JSON.parse(row.result) as T;
      const result = change();
      put.run(scope, id, JSON.stringify(result ?? null), Date.now());
      if (++writes % 500 === 0) prune.run(Date.now() - KEPT_MS);
      return result;
    },
  };
}
