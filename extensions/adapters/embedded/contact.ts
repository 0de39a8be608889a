import type { ContactPort } from '../../services/contact';
import { now, type Db } from './db';
import { newNumber } from '../shared/ids';

/** Contact messages are kept in a table (customer service would read them from there). */
export function createContact(db: Db): ContactPort {
  const insert = db.prepare('INSERT INTO contact_messages (ticket, doc, created_at) VALUES (?, ?, ?)');
  return {
    async send(message) {
      const ticket = newNumber('K');
      insert.run(ticket, JSON.stringify(message), now());
      return { ticket };
    },
  };
}
