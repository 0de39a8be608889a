import type { Language } from '../../src/config/languages';
import type { answers } from '../../src/i18n/messages/answers';
import { translate } from '../../src/i18n/translate';

/** Texts the server writes into answers (src/i18n/messages/answers.ts), in the shopper's language. */
export type MessageKey = keyof typeof answers extends `answer.${infer Key}` ? Key : never;

export function message(key: MessageKey, language: Language, values: Record<string, string> = {}): string {
  return translate(`answer.${key}`, language, values);
}
