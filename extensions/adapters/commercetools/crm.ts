import { randomBytes, randomInt } from 'node:crypto';
import type { LoyaltyPort } from '../../services/loyalty';
import type { NewsletterPort } from '../../services/newsletter';
import type { ContactPort } from '../../services/contact';
import type { ReviewsPort } from '../../services/reviews';
import type { MailOutbox, StoredMail } from '../../services/outbox';
import type { SessionHandoverPort } from '../../services/session-handover';
import type { SessionData } from '../../lib/session';
import { DomainError } from '../../services/owner';
import type { LoyaltyCard, LoyaltyLevel, LoyaltyVoucher } from '../../../src/domain/loyalty';
import type { MappedReview, ReviewSummary } from '../../../src/domain/review';
import { CARD_CODE_DIGITS, CUSTOMER_NUMBER_DIGITS, TRAVEL_VOUCHER_BY_LEVEL } from '../../../src/config/constants';
import { newNumber } from '../shared/ids';
import { CONTAINERS } from './model';
import { hashedKey, type CustomObjects } from './custom-objects';
import { type CardLevel, cardLevelOf, LOYALTY_LEVEL_FIELD, loyaltyLevelValue } from './customer-model';
import type { CustomerStore } from './customer-store';
import { writeId } from '../../services/request-scope';

/**
 * The ports that in production are the shop's own services (CRM, newsletter, customer service,
 * reviews, mail) kept in commercetools custom objects, so that the extension bundle runs the whole
 * shop with commercetools alone. Each is one small document per key; see README.md for the layout.
 */

export interface LoyaltyCardDoc {
  number: string;
  code: string;
  level: LoyaltyLevel;
  accountId: string | null;
  vouchers: LoyaltyVoucher[];
  /** The travel voucher's code for the card's level, when the CRM has one. */
  travelVoucherCode?: string;
}

function toCard(doc: LoyaltyCardDoc): LoyaltyCard {
  return {
    customerNumber: doc.number,
    cardCode: doc.code,
    userLevel: doc.level,
    vouchers: doc.vouchers,
    travelVoucherValue: TRAVEL_VOUCHER_BY_LEVEL[doc.level],
    travelVoucherCode: doc.travelVoucherCode ?? null,
  };
}

/**
 * Loyalty cards as custom objects (`hirmer-loyalty-cards` by number, `hirmer-loyalty-by-account`
 * linking an account to its card). The customer carries a copy of its card's level
 * (customer-model.ts), set after the card's own documents are written: issuing, connecting or
 * withdrawing again (the shopper's retry) sets a copy that an interrupted try left unset.
 */
export function createCtLoyalty(objects: CustomObjects, customers: CustomerStore): LoyaltyPort {
  const cardOf = async (accountId: string) => {
    const link = await objects.get<{ number: string }>(CONTAINERS.loyaltyByAccount, accountId);
    return link ? objects.get<LoyaltyCardDoc>(CONTAINERS.loyaltyCards, link.value.number) : null;
  };
  /** Sets the customer's copy of its card's level (an account gone has none to set). */
  const copyLevel = async (accountId: string, card: CardLevel) => {
    const c = await customers.customer(accountId);
    if (!c) return;
    const value = loyaltyLevelValue(card);
    const differs = (current: typeof c) => {
      const copy = cardLevelOf(current);
      return copy === undefined || loyaltyLevelValue(copy) !== value;
    };
    if (!differs(c)) return;
    // Named by the value: a registration undone in its own action withdraws the card it issued (`none` after `blue`).
    await customers.change(c, (current) => (differs(current) ? { fields: { [LOYALTY_LEVEL_FIELD]: value } } : {}), writeId(`loyalty-${value}`), {
      keep: true,
    });
  };
  return {
    async cardOf(accountId) {
      const card = await cardOf(accountId);
      return card ? toCard(card.value) : null;
    },
    async connect(accountId, cardNumber, cardCode) {
      const existing = await cardOf(accountId);
      if (existing) {
        await copyLevel(accountId, { level: existing.value.level });
        throw new DomainError('card_exists', 'Your account already has a loyalty card.', 'conflict');
      }
      const number = cardNumber.padStart(CUSTOMER_NUMBER_DIGITS, '0');
      const linked = await objects.update<LoyaltyCardDoc, LoyaltyCardDoc>(CONTAINERS.loyaltyCards, number, (card) => {
        // One answer for unknown numbers and wrong codes: the form must not confirm which numbers exist.
        if (!card || card.code !== cardCode.padStart(CARD_CODE_DIGITS, '0')) {
          throw new DomainError('card_unknown', 'The loyalty user cannot be identified. Please contact customer service.', 'invalid', 'loyaltyCardNumber');
        }
        if (card.accountId)
          throw new DomainError('card_taken', 'This card belongs to another account. Please contact customer service.', 'conflict', 'loyaltyCardNumber');
        const next = { ...card, accountId };
        return { value: next, result: next };
      });
      await objects.put(CONTAINERS.loyaltyByAccount, accountId, { number });
      await copyLevel(accountId, { level: linked.level });
      return toCard(linked);
    },
    async issue(accountId) {
      const existing = await cardOf(accountId);
      if (existing) {
        await copyLevel(accountId, { level: existing.value.level });
        return toCard(existing.value);
      }
      for (;;) {
        const number = String(randomInt(10 ** (CUSTOMER_NUMBER_DIGITS - 1), 10 ** CUSTOMER_NUMBER_DIGITS));
        const card: LoyaltyCardDoc = {
          number,
          code: String(randomInt(0, 10 ** CARD_CODE_DIGITS)).padStart(CARD_CODE_DIGITS, '0'),
          level: 'blue',
          accountId,
          vouchers: [],
        };
        try {
          // Version 0: only if the number is still free.
          await objects.put(CONTAINERS.loyaltyCards, number, card, 0);
        } catch (error) {
          if (error instanceof DomainError && error.code === 'busy') continue;
          throw error;
        }
        await objects.put(CONTAINERS.loyaltyByAccount, accountId, { number });
        await copyLevel(accountId, { level: card.level });
        return toCard(card);
      }
    },
    async withdraw(accountId) {
      const card = await cardOf(accountId);
      if (card) await objects.remove(CONTAINERS.loyaltyCards, card.value.number);
      await objects.remove(CONTAINERS.loyaltyByAccount, accountId);
      await copyLevel(accountId, null);
    },
  };
}

interface SubscriptionDoc {
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  tokenHash: string | null;
  entry: Record<string, unknown>;
  reason?: string;
  confirmedAt?: string;
}

/** Double opt-in: a subscription stays pending until its mailed token comes back. */
export function createCtNewsletter(objects: CustomObjects): NewsletterPort {
  return {
    async subscribe(entry) {
      const key = hashedKey(entry.email);
      const token = randomBytes(24).toString('base64url');
      const alreadyConfirmed = await objects.update<SubscriptionDoc, boolean>(CONTAINERS.newsletter, key, (current) => {
        const confirmed = current?.status === 'confirmed';
        return { value: { email: entry.email, status: confirmed ? 'confirmed' : 'pending', tokenHash: hashedKey(token), entry }, result: confirmed };
      });
      await objects.put(CONTAINERS.newsletterTokens, hashedKey(token), { key });
      return { token, alreadyConfirmed };
    },
    async confirm(token) {
      const link = await objects.get<{ key: string }>(CONTAINERS.newsletterTokens, hashedKey(token));
      const invalid = () => new DomainError('newsletter_token_invalid', 'This confirmation link is no longer valid.', 'not_found', 'token');
      if (!link) throw invalid();
      const email = await objects.update<SubscriptionDoc, string>(CONTAINERS.newsletter, link.value.key, (current) => {
        if (!current || current.tokenHash !== hashedKey(token)) throw invalid();
        return { value: { ...current, status: 'confirmed', tokenHash: null, confirmedAt: new Date().toISOString() }, result: current.email };
      });
      await objects.remove(CONTAINERS.newsletterTokens, hashedKey(token));
      return { email };
    },
    async unsubscribe(email, reason) {
      return objects.update<SubscriptionDoc, boolean>(CONTAINERS.newsletter, hashedKey(email), (current) => {
        if (!current || current.status === 'unsubscribed') return { value: undefined, result: false };
        return { value: { ...current, status: 'unsubscribed', tokenHash: null, reason }, result: true };
      });
    },
    async requestUnsubscribe(email) {
      const key = hashedKey(email);
      const token = randomBytes(24).toString('base64url');
      const subscribed = await objects.update<SubscriptionDoc, boolean>(CONTAINERS.newsletter, key, (current) => {
        if (!current || current.status === 'unsubscribed') return { value: undefined, result: false };
        return { value: { ...current, tokenHash: hashedKey(token) }, result: true };
      });
      if (!subscribed) return null;
      await objects.put(CONTAINERS.newsletterTokens, hashedKey(token), { key });
      return token;
    },
    async unsubscribeWithToken(token, reason) {
      const invalid = () => new DomainError('newsletter_token_invalid', 'This link is no longer valid.', 'not_found', 'token');
      const link = await objects.get<{ key: string }>(CONTAINERS.newsletterTokens, hashedKey(token));
      if (!link) throw invalid();
      const email = await objects.update<SubscriptionDoc, string>(CONTAINERS.newsletter, link.value.key, (current) => {
        if (!current || current.status === 'unsubscribed' || current.tokenHash !== hashedKey(token)) throw invalid();
        return { value: { ...current, status: 'unsubscribed', tokenHash: null, reason }, result: current.email };
      });
      await objects.remove(CONTAINERS.newsletterTokens, hashedKey(token));
      return { email };
    },
    async isSubscribed(email) {
      return (await objects.get<SubscriptionDoc>(CONTAINERS.newsletter, hashedKey(email)))?.value.status === 'confirmed';
    },
    async register(kind, entry) {
      await objects.put(CONTAINERS.registrations, `${kind}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`, {
        kind,
        ...entry,
        createdAt: new Date().toISOString(),
      });
    },
  };
}

export function createCtContact(objects: CustomObjects): ContactPort {
  return {
    async send(message) {
      const ticket = newNumber('K');
      await objects.put(CONTAINERS.contact, ticket, { ...message, createdAt: new Date().toISOString() });
      return { ticket };
    },
  };
}

/** Reviews of a colour variant, one document per item number (the review service's answer). */
export function createCtReviews(objects: CustomObjects): ReviewsPort & { write(itemnum: string, reviews: MappedReview[]): Promise<void> } {
  return {
    async write(itemnum, reviews) {
      await objects.put(CONTAINERS.reviews, itemnum, { reviews });
    },
    async summaries(itemNumbers) {
      const out: Record<string, ReviewSummary> = {};
      for (const itemnum of new Set(itemNumbers)) {
        const doc = await objects.get<{ reviews: MappedReview[] }>(CONTAINERS.reviews, itemnum);
        const reviews = [...(doc?.value.reviews ?? [])].sort((a, b) => b.publishedAt - a.publishedAt);
        if (!reviews.length) continue;
        const average = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
        out[itemnum] = { ratingAverage: Math.round(average * 10) / 10, reviewCount: reviews.length, mappedReviews: reviews };
      }
      return out;
    },
  };
}

const DEFAULT_LIST_LIMIT = 50;

/** Outgoing mails, one custom object each; a mail service (or the development page) reads them. */
export function createCtOutbox(objects: CustomObjects): MailOutbox {
  return {
    async send(mail) {
      const createdAt = new Date().toISOString();
      await objects.put(CONTAINERS.outbox, `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`, { ...mail, createdAt });
    },
    async list(options) {
      const limit = Math.min(Math.max(1, options?.limit ?? DEFAULT_LIST_LIMIT), 500);
      const all = await objects.list<Omit<StoredMail, 'id'>>(CONTAINERS.outbox);
      return all
        .map((o, i) => ({ ...o.value, id: i + 1 }))
        .filter((m) => !options?.to || m.to.toLowerCase() === options.to.toLowerCase())
        .reverse()
        .slice(0, limit);
    },
  };
}

interface HandoverDoc {
  session: SessionData;
  expiresAt: number;
}

export function createCtSessionHandover(objects: CustomObjects, clock: () => number = Date.now): SessionHandoverPort {
  return {
    async leave(temporarySessionId, session, ttlMs) {
      await objects.put<HandoverDoc>(CONTAINERS.handovers, hashedKey(temporarySessionId), { session, expiresAt: clock() + ttlMs });
    },
    async take(temporarySessionId) {
      // Removing it is the take: of two takers only one reads it before it is gone.
      const doc = await objects.update<HandoverDoc, HandoverDoc | null>(CONTAINERS.handovers, hashedKey(temporarySessionId), (current) => ({
        value: current ? null : undefined,
        result: current,
      }));
      return doc && doc.expiresAt >= clock() ? doc.session : null;
    },
  };
}
