import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../../src/config/languages';
import { allMessageIds, messagesFor } from '../../src/i18n/catalog';

function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element && typeof element.value === 'string') out.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, out);
    if (element.type === TYPE.tag) argumentsOf(element.children, out);
  }
  return out;
}

describe('message catalogue', () => {
  const ids = allMessageIds();

  it('has unique ids across areas', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(LANGUAGES)('%s: every message is non-empty valid ICU with the same placeholders as English', (language) => {
    const english = messagesFor('en');
    const table = messagesFor(language);
    for (const id of ids) {
      const text = table[id];
      expect(text, id).toBeTruthy();
      const expected = [...argumentsOf(parse(english[id]!))].sort();
      expect([...argumentsOf(parse(text!))].sort(), `${language} ${id}`).toEqual(expected);
    }
  });
});
