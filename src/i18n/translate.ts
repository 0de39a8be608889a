import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../config/languages';
import { catalogueEntry, type AnyMessageId } from './catalog';

export type MessageValues = Record<string, string | number>;

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];

/** Names of the arguments a message uses, nested ones included (literals are type 0). */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0) into.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentNames(option.value, into);
  }
  return into;
}

const formats = new Map<string, { format: IntlMessageFormat; names: string[] }>();

/**
 * A catalogue message in a language, its placeholders filled from `values`: what the server writes
 * for the shopper (action errors, answers, mails, field errors). A value the caller did not give is
 * empty (a select then takes its `other` branch) rather than an error. Tags stay text: some answers
 * carry a link for the shop to render.
 */
export function translate(id: AnyMessageId, language: Language, values: MessageValues = {}): string {
  const key = `${id}:${language}`;
  let entry = formats.get(key);
  if (!entry) {
    const format = new IntlMessageFormat(catalogueEntry(id)[language], language, undefined, { ignoreTag: true });
    entry = { format, names: [...argumentNames(format.getAst())] };
    formats.set(key, entry);
  }
  const defaults: MessageValues = Object.fromEntries(entry.names.map((name) => [name, '']));
  return String(entry.format.format({ ...defaults, ...values }));
}
