import type { LoyaltyPort } from '../../services/loyalty';
import { DomainError } from '../../services/owner';
import type { LoyaltyCard, LoyaltyLevel, LoyaltyVoucher } from '../../../src/domain/loyalty';
import { TRAVEL_VOUCHER_BY_LEVEL, CUSTOMER_NUMBER_DIGITS, CARD_CODE_DIGITS } from '../../../src/config/constants';
import { fromJson, type Db } from './db';
import { randomInt } from 'node:crypto';

interface Row {
  number: string;
  code: string;
  level: string;
  account_id: string | null;
  doc: string;
}

interface CardDoc {
  vouchers: LoyaltyVoucher[];
  travelVoucherCode?: string;
}

/** The CRM's loyalty cards in SQLite; a new card starts at the entry level blue. */
export function createLoyalty(db: Db): LoyaltyPort & {
  write(card: { number: string; code: string; level: LoyaltyLevel; accountId: string | null; vouchers: LoyaltyVoucher[]; travelVoucherCode?: string }): void;
} {
  const byAccount = db.prepare<[string], Row>('SELECT * FROM loyalty_cards WHERE account_id = ?');
  const byNumber = db.prepare<[string], Row>('SELECT * FROM loyalty_cards WHERE number = ?');
  const link = db.prepare('UPDATE loyalty_cards SET account_id = ? WHERE number = ? AND account_id IS NULL');
  const insert = db.prepare('INSERT INTO loyalty_cards (number, code, level, account_id, doc) VALUES (?, ?, ?, ?, ?)');
  const remove = db.prepare('DELETE FROM loyalty_cards WHERE account_id = ?');

  const toCard = (row: Row): LoyaltyCard => {
    const level = row.level as LoyaltyLevel;
    const doc = fromJson<CardDoc>(row.doc);
    return {
      customerNumber: row.number,
      cardCode: row.code,
      userLevel: level,
      vouchers: doc.vouchers,
      travelVoucherValue: TRAVEL_VOUCHER_BY_LEVEL[level],
      travelVoucherCode: doc.travelVoucherCode ?? null,
    };
  };

  return {
    write: (c) =>
      insert.run(
        c.number,
        c.code,
        c.level,
        c.accountId,
        JSON.stringify({ vouchers: c.vouchers, ...(c.travelVoucherCode ? { travelVoucherCode: c.travelVoucherCode } : {}) } satisfies CardDoc),
      ),
    async cardOf(accountId) {
      const row = byAccount.get(accountId);
      return row ? toCard(row) : null;
    },
    async connect(accountId, cardNumber, cardCode) {
      return db.transaction(() => {
        if (byAccount.get(accountId)) throw new DomainError('card_exists', 'Your account already has a loyalty card.', 'conflict');
        const row = byNumber.get(cardNumber.padStart(CUSTOMER_NUMBER_DIGITS, '0'));
        // One answer for unknown numbers and wrong codes: the form must not confirm which numbers exist.
        if (!row || row.code !== cardCode.padStart(CARD_CODE_DIGITS, '0')) {
          throw new DomainError('card_unknown', 'The loyalty user cannot be identified. Please contact customer service.', 'invalid', 'loyaltyCardNumber');
        }
        if (row.account_id)
          throw new DomainError('card_taken', 'This card belongs to another account. Please contact customer service.', 'conflict', 'loyaltyCardNumber');
        link.run(accountId, row.number);
        return toCard(byNumber.get(row.number)!);
      })();
    },
    async issue(accountId) {
      return db.transaction(() => {
        const existing = byAccount.get(accountId);
        if (existing) return toCard(existing);
        let number: string;
        do number = String(randomInt(10 ** (CUSTOMER_NUMBER_DIGITS - 1), 10 ** CUSTOMER_NUMBER_DIGITS));
        while (byNumber.get(number));
        insert.run(number, String(randomInt(0, 10 ** CARD_CODE_DIGITS)).padStart(CARD_CODE_DIGITS, '0'), 'blue', accountId, JSON.stringify({ vouchers: [] }));
        return toCard(byNumber.get(number)!);
      })();
    },
    async withdraw(accountId) {
      remove.run(accountId);
    },
  };
}
