import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

/**
 * Opens the shop's one SQLite file. WAL lets readers run beside the single writer; better-sqlite3
 * is synchronous, so each port call runs to completion inside one event-loop turn and a
 * `db.transaction` can never interleave with another request's write.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function now(): string {
  return new Date().toISOString();
}

/** A JSON column read back into its type (the adapters alone write these columns). */
export function fromJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
