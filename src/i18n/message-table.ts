import type { IntlMessageFormat } from 'intl-messageformat';

/** A message parsed ahead of time: react-intl's `MessageFormatElement[]`. */
export type CompiledMessage = ReturnType<IntlMessageFormat['getAst']>;

/**
 * A message table as the server sends it to the browser (`compileMessages`, ./compile.ts): a message
 * that is plain text is its text, every other message its parsed ICU syntax tree. A table of ICU
 * source strings (`messagesFor(language)`: Storybook, tests) is one too.
 */
export type MessageTable = Record<string, string | CompiledMessage>;

/** Characters that give an ICU string a meaning other than its text (arguments, tags, quoting). */
const ICU_SYNTAX = /[{}<>']/;

/**
 * Whether an ICU string is plain text: its parse is one literal of the same text, so the browser
 * can take it as that literal without the ICU parser (test/i18n/message-table.test.ts holds this to
 * the parser for every message of every language).
 */
export const isPlainText = (text: string): boolean => !ICU_SYNTAX.test(text);

/**
 * The table as react-intl takes it in a browser without the ICU parser: each plain text as the one
 * literal it parses to (`[{ type: 0, value }]`, formatjs' TYPE.literal). Any other string stays as it
 * is (react-intl parses it where the parser is bundled: Storybook, tests). AppProviders makes it once
 * per table with the table's intl object.
 */
export function expandMessages(table: MessageTable): MessageTable {
  const result: MessageTable = {};
  for (const [id, message] of Object.entries(table)) {
    result[id] = typeof message === 'string' && isPlainText(message) ? [{ type: 0, value: message }] : message;
  }
  return result;
}
