import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../../src/config/languages';
import { allMessageIds, messagesFor, serverMessageIds, serverMessageText } from '../../src/i18n/catalog';
import { translate } from '../../src/i18n/translate';

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

  it.each(LANGUAGES)('%s: every server message (errors, answers, mails) is non-empty ICU with the placeholders of English', (language) => {
    const serverIds = serverMessageIds();
    expect(serverIds.length).toBeGreaterThan(80);
    for (const id of serverIds) {
      const text = serverMessageText(id, language);
      expect(text, id).toBeTruthy();
      const expected = [...argumentsOf(parse(serverMessageText(id, 'en'), { ignoreTag: true }))].sort();
      expect([...argumentsOf(parse(text, { ignoreTag: true }))].sort(), `${language} ${id}`).toEqual(expected);
    }
  });

  it('has no id in both the UI and the server areas', () => {
    const ui = new Set(ids);
    expect(serverMessageIds().filter((id) => ui.has(id))).toEqual([]);
  });

  it('writes server texts with their values, plural rules and links kept', () => {
    expect(translate('answer.voucherAccepted', 'de', { voucherVal: 'SOMMER' })).toBe('Der Gutschein „SOMMER“ wurde angenommen.');
    expect(translate('mail.contactReceived.subject', 'fr', { shop: 'Hirmer', name: 'T-42' })).toBe('Votre message à Hirmer (T-42)');
    expect(translate('answer.loginFailed', 'en')).toContain('<a href="#forgot-password" data-action="forgot-password">Forgot your password?</a>');
    expect(translate('validation.tooShort', 'cs', { min: 5 })).toBe('Zadejte prosím alespoň 5 znaků.');
  });
});
