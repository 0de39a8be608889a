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

/**
 * All message areas. Add an area file under messages/ and list it here; its type guarantees all six
 * languages. Server-side only (host, Storybook, tests): the browser gets messagesFor(language).
 */
const areas = [common, navigation, validation, listing, product, account, cart, wishlist, locale, newsletter, service, content, accountPages] as const;

type Union<T> = T extends readonly (infer U)[] ? U : never;
type KeysOf<U> = U extends unknown ? keyof U : never;
export type MessageId = KeysOf<Union<typeof areas>> & string;

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

export function allMessageIds(): string[] {
  return areas.flatMap((area) => Object.keys(area));
}
