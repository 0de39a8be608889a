import type { Language } from '../config/languages';

/** A message in all six languages: the type makes a missing translation a compile error. */
export type Translated = Record<Language, string>;

/**
 * Declares an area's messages (ICU syntax). Ids are namespaced by area ('productList.empty').
 * Only the server reads these tables; the browser receives the current language's messages in the
 * page payload, so no translation ships in the client bundle.
 */
export function defineMessages<const T extends Record<string, Translated>>(messages: T): T {
  return messages;
}
