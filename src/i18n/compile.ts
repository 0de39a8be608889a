import { IntlMessageFormat } from 'intl-messageformat';
import { isPlainText, type CompiledMessage, type MessageTable } from './message-table';

export type { CompiledMessage, MessageTable };

const compiled = new WeakMap<Record<string, string>, MessageTable>();

/**
 * The message table parsed ahead of time, as the server sends it to the browser: a message that
 * parses to one literal whose text is plain (./message-table.ts `isPlainText`) as that text, every
 * other message as its ICU syntax tree, as react-intl takes it. The browser then needs no ICU parser
 * (the host's client build aliases `@formatjs/icu-messageformat-parser` to its `no-parser` entry, as
 * the formatjs docs advise, and a Frontend project's Next.js build does with `withStorefront`,
 * src/next/config.ts; about 9 KB gzip less JavaScript on every page); AppProviders expands the plain
 * texts (`expandMessages`). Five of six messages are plain text: as trees (`[{"type":0,"value":…}]`)
 * they made a product page's messages about a quarter bigger. Cached per table object (a page's
 * table from messagesForPage is one object per language and set of tastic types).
 */
export function compileMessages(messages: Record<string, string>, locale: string): MessageTable {
  let table = compiled.get(messages);
  if (!table) {
    table = {};
    for (const [id, text] of Object.entries(messages)) {
      const ast = new IntlMessageFormat(text, locale).getAst();
      const only = ast.length === 1 ? ast[0] : undefined;
      table[id] = only?.type === 0 && isPlainText(only.value) ? only.value : ast;
    }
    compiled.set(messages, table);
  }
  return table;
}
