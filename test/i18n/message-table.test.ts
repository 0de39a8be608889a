import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../../src/config/languages';
import { messagesFor } from '../../src/i18n/catalog';
import { compileMessages } from '../../src/i18n/compile';
import { expandMessages, isPlainText, type CompiledMessage } from '../../src/i18n/message-table';

const DATE = new Date(Date.UTC(2026, 10, 29, 12, 30));

type Values = Record<string, string | number | Date | ((chunks: unknown[]) => string)>;

/** A value for each argument of a message (a number for plurals and numbers, a tag as a function), so every branch formats. */
function valuesOf(elements: MessageFormatElement[], count: number, out: Values = {}): Values {
  for (const element of elements) {
    if (element.type === TYPE.argument) out[element.value] = `«${element.value}»`;
    if (element.type === TYPE.number || element.type === TYPE.plural) out[element.value] = count;
    if (element.type === TYPE.date || element.type === TYPE.time) out[element.value] = DATE;
    if (element.type === TYPE.select) out[element.value] = Object.keys(element.options).find((key) => key !== 'other') ?? 'other';
    if (element.type === TYPE.tag) {
      out[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
      valuesOf(element.children, count, out);
    }
    if ('options' in element) for (const option of Object.values(element.options)) valuesOf(option.value, count, out);
  }
  return out;
}

describe('the message table the browser gets (compileMessages, expandMessages)', () => {
  it.each(LANGUAGES)('%s: every message formats to the same text as its ICU source, for 0, 1, 2 and 5', (language) => {
    const source = messagesFor(language);
    const locale = `${language}-DE`;
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const fromSource = createIntl({ locale, messages: source, onError });
    const expanded = expandMessages(compileMessages(source, locale)) as Record<string, CompiledMessage>;
    const fromTable = createIntl({ locale, messages: expanded, onError });
    for (const [id, text] of Object.entries(source)) {
      for (const count of [0, 1, 2, 5]) {
        const values = valuesOf(parse(text), count);
        expect(fromTable.formatMessage({ id }, values), `${language} ${id}`).toEqual(fromSource.formatMessage({ id }, values));
      }
    }
    expect(errors).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the browser needs no ICU parser: every expanded message is a syntax tree', (language) => {
    const expanded = expandMessages(compileMessages(messagesFor(language), `${language}-DE`));
    for (const [id, message] of Object.entries(expanded)) expect(Array.isArray(message), id).toBe(true);
  });

  it.each(LANGUAGES)('%s: a message that is one plain literal travels as its text, the others as trees', (language) => {
    const source = messagesFor(language);
    const table = compileMessages(source, `${language}-DE`);
    let plain = 0;
    for (const [id, message] of Object.entries(table)) {
      const ast = parse(source[id]!);
      const literal = ast.length === 1 && ast[0]!.type === TYPE.literal && isPlainText(ast[0]!.value);
      expect(typeof message === 'string', id).toBe(literal);
      if (typeof message === 'string') plain++;
    }
    // Most messages are plain text: the table is at most four fifths of the all-trees form.
    expect(plain / Object.keys(table).length).toBeGreaterThan(0.7);
    const trees = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, parse(text)]));
    expect(JSON.stringify(table).length).toBeLessThan(0.8 * JSON.stringify(trees).length);
  });

  it('takes as plain text exactly what the ICU parser reads as one literal of the same text', () => {
    const texts = [
      ...LANGUAGES.flatMap((language) => Object.values(messagesFor(language))),
      'Größe #1: 50 % | x',
      "Don't",
      "It''s",
      "'{'braces'}'",
      '{count} items',
      '<b>bold</b>',
      'a > b',
      'x < y',
      '',
    ];
    for (const text of texts) {
      if (!isPlainText(text)) continue;
      expect(parse(text), text).toEqual(text ? [{ type: TYPE.literal, value: text }] : []);
    }
    expect(["Don't", "'{'x'}'", '{n}', '<b>x</b>'].filter(isPlainText)).toEqual([]);
  });
});
