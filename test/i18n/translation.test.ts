import { describe, expect, it } from 'vitest';
import { pickTranslation, pickTranslationsDeep, translate } from '../../src/domain/translation';

const six = (de: string, en = de) => ({ de, en, cs: en, pl: en, nl: en, fr: en });

describe('the one translation picker (editor values, node and project configuration, the page head, catalogue texts)', () => {
  it.each<[string, unknown, string, unknown]>([
    ["the locale's own key first", { de_AT: 'Servus', de: 'Hallo' }, 'de_AT', 'Servus'],
    ['then its language', { de: 'Hallo', en: 'Hello' }, 'de_AT', 'Hallo'],
    ['then another locale of its language', { de_DE: 'Moin', en: 'Hello' }, 'de_AT', 'Moin'],
    ["a language alone asks for its locales' texts too", { en_GB: 'Colour', de: 'Farbe' }, 'en', 'Colour'],
    ['then German, the fallback language', { de: 'Hallo', fr: 'Bonjour' }, 'en_GB', 'Hallo'],
    ['then a locale of German', { de_CH: 'Versand CH', fr: 'Livraison' }, 'en', 'Versand CH'],
    ['then any text the map has', { fr: 'Bonjour' }, 'de_DE', 'Bonjour'],
    ['a text left empty is passed over', { de: 'Versand', en: '' }, 'en', 'Versand'],
    ['an empty text counts when there is no other', { de: '', en: '' }, 'en', ''],
    ['a missing text (null) is passed over', { en: null, de: 'Farbe' }, 'en_GB', 'Farbe'],
    ['a translated value need not be a text', { de: { url: '/de' }, en: { url: '/en' } }, 'en', { url: '/en' }],
    ['a catalogue text in the six languages', six('Sakko', 'Jacket'), 'cs_CZ', 'Jacket'],
    ['a plain text is itself', 'Hallo', 'en_GB', 'Hallo'],
    ['a number is itself', 3, 'en', 3],
    ['a list is itself', ['a', 'b'], 'en', ['a', 'b']],
    ['an object with other keys is itself (a reference)', { type: 'link', link: '/x' }, 'en', { type: 'link', link: '/x' }],
    ['an empty object is itself', {}, 'en', {}],
    ['nothing is nothing', undefined, 'en', undefined],
  ])('%s', (_rule, value, locale, expected) => {
    expect(pickTranslation(value, locale)).toEqual(expected);
  });

  it('picks inside groups and objects (a node configuration)', () => {
    const configuration = {
      pageName: { de: 'Herren', en: 'Men' },
      flyoutTeaser: [{ link: { type: 'link', link: '/x' }, imagesList: [{ image: { media: { file: 'a.jpg' }, title: { de: 'Bild', en: 'Picture' } } }] }],
      showInNavigation: true,
    };
    expect(pickTranslationsDeep(configuration, 'en_GB')).toEqual({
      pageName: 'Men',
      flyoutTeaser: [{ link: { type: 'link', link: '/x' }, imagesList: [{ image: { media: { file: 'a.jpg' }, title: 'Picture' } }] }],
      showInNavigation: true,
    });
  });

  it("gives a catalogue text as a text: '' when there is none", () => {
    expect(translate(six('Blau', 'Blue'), 'en')).toBe('Blue');
    expect(translate({ ...six('Blau'), cs: '' }, 'cs')).toBe('Blau');
    expect(translate(undefined, 'de')).toBe('');
  });
});
