import type { Language } from '../config/languages';
import { common } from './messages/common';
import { navigation } from './messages/navigation';
import { validation } from './messages/validation';
import { listing } from './messages/listing';
import { product } from './messages/product';
import { cart } from './messages/cart';
import { wishlist } from './messages/wishlist';
import { newsletter } from './messages/newsletter';
import { service } from './messages/service';
import { locale } from './messages/locale';
import { account } from './messages/account';
import { content } from './messages/content';
import { accountPages } from './messages/account-pages';
import { errors } from './messages/errors';
import { answers } from './messages/answers';
import { mails } from './messages/mails';
import { checkout } from './messages/checkout';
import type { Translated } from './define';

/**
 * The one message catalogue: every text a shopper reads, in one type that requires all six
 * languages. The UI areas reach the browser as the page's message table (messagesFor); the server
 * areas (action errors, answers, mails) and the field messages are written by the actions with
 * translate(). Add an area file under messages/ and list it here. Server side only (host,
 * extensions, Storybook, tests): the browser gets messagesFor(language) in the page payload.
 */
const areas = [common, navigation, validation, listing, product, account, cart, wishlist, locale, newsletter, service, content, accountPages] as const;
const serverAreas = [errors, answers, mails, checkout] as const;

type Union<T> = T extends readonly (infer U)[] ? U : never;
type KeysOf<U> = U extends unknown ? keyof U : never;
export type MessageId = KeysOf<Union<typeof areas>> & string;
/** Ids the server writes itself (errors.<code>, answer.<key>, mail.<kind>.<part>, the stand-in checkout's checkout.*). */
export type ServerMessageId = KeysOf<Union<typeof serverAreas>> & string;
export type AnyMessageId = MessageId | ServerMessageId;

const entries = new Map<string, Translated>([...areas, ...serverAreas].flatMap((area) => Object.entries(area as Record<string, Translated>)));

/** One message in all six languages (for translate()); an unknown id is a programming error. */
export function catalogueEntry(id: AnyMessageId): Translated {
  const entry = entries.get(id);
  if (!entry) throw new Error(`No message ${id} in the catalogue.`);
  return entry;
}

/** Whether an id names a message (codes from elsewhere, e.g. a backend's own error code, may not). */
export function hasMessage(id: string): id is AnyMessageId {
  return entries.has(id);
}

const byLanguage = new Map<Language, Record<string, string>>();

/** The flat message table of one language, as react-intl's IntlProvider takes it. */
export function messagesFor(language: Language): Record<string, string> {
  let table = byLanguage.get(language);
  if (!table) {
    table = {};
    for (const area of areas) {
      for (const [id, texts] of Object.entries(area)) table[id] = texts[language];
    }
    byLanguage.set(language, table);
  }
  return table;
}

/** Ids of the UI areas (the browser's table). */
export function allMessageIds(): string[] {
  return areas.flatMap((area) => Object.keys(area));
}

/** Ids of the server areas. */
export function serverMessageIds(): string[] {
  return serverAreas.flatMap((area) => Object.keys(area));
}

/** One server message of one language, unformatted (for the catalogue test). */
export function serverMessageText(id: string, language: Language): string {
  return catalogueEntry(id as AnyMessageId)[language];
}
