import { IntlMessageFormat } from 'intl-messageformat';

/** A message parsed ahead of time: react-intl's `MessageFormatElement[]`. */
export type CompiledMessage = ReturnType<IntlMessageFormat['getAst']>;

const compiled = new WeakMap<Record<string, string>, Record<string, CompiledMessage>>();

/**
 * The message table with every message parsed into its ICU syntax tree, as react-intl takes it.
 * The server sends these to the browser, so the browser bundle needs no ICU parser (the host's
 * client build aliases `@formatjs/icu-messageformat-parser` to its `no-parser` entry, as the
 * formatjs docs advise, and a Frontend project's Next.js build does with `withStorefront`,
 * src/next/config.ts; about 9 KB gzip less JavaScript on every page). Cached per table object (a page's
 * table from messagesForPage is one object per language and set of tastic types).
 */
export function compileMessages(messages: Record<string, string>, locale: string): Record<string, CompiledMessage> {
  let table = compiled.get(messages);
  if (!table) {
    table = {};
    for (const [id, text] of Object.entries(messages)) table[id] = new IntlMessageFormat(text, locale).getAst();
    compiled.set(messages, table);
  }
  return table;
}
