import { describe, expect, it } from 'vitest';
import { getProject, localeWithLanguage } from '../../src/config/projects';
import { localeCode, requestLanguage, requestLocale, type LocaleSources } from '../../src/config/request-locale';

describe('the locale of a request (one rule for actions, data sources, the dynamic page handler and the host)', () => {
  it.each<[string, string, LocaleSources, string]>([
    ['the Frontastic-Locale header decides', 'hrm', { header: 'pl_PL', query: 'en_GB', context: 'de_AT' }, 'pl_PL'],
    ["then the address's locale parameter", 'hrm', { query: 'en_GB', context: 'de_AT' }, 'en_GB'],
    ["then the runtime's context", 'hrm', { context: 'de_AT' }, 'de_AT'],
    ["then the project's default", 'hgg', {}, 'de_DE'],
    ["the Frontend SDK's spelling de-AT is the same locale", 'hrm', { header: 'de-AT' }, 'de_AT'],
    ['a currency suffix is dropped (the currency follows the territory)', 'hrm', { header: 'de_CH@EUR' }, 'de_CH'],
    ['a locale the project does not serve is refused: the next source decides', 'eck', { header: 'fr_FR', context: 'de_CH' }, 'de_CH'],
    ['an unserved locale everywhere gives the default', 'eck', { header: 'pl_PL', query: 'en_GB', context: 'cs_CZ' }, 'de_DE'],
    ['a malformed header is refused', 'hrm', { header: 'de_de', query: 'nl_NL' }, 'nl_NL'],
    ['a bare language is refused', 'hrm', { header: 'en', context: 'fr_FR' }, 'fr_FR'],
    ['a language the shop does not have is refused', 'hrm', { header: 'it_IT' }, 'de_DE'],
    ['a repeated query parameter is refused', 'hrm', { query: ['en_GB', 'pl_PL'], context: 'cs_CZ' }, 'cs_CZ'],
    ['an empty header is refused', 'hrm', { header: '', context: 'en_GB' }, 'en_GB'],
    ['no context at all gives the default', 'hrm', { header: undefined, query: undefined, context: undefined }, 'de_DE'],
  ])('%s', (_rule, projectId, sources, expected) => {
    expect(requestLocale(getProject(projectId), sources).code).toBe(expected);
  });

  it('gives the locale with its language, territory and currency', () => {
    expect(requestLocale(getProject('hrm'), { header: 'de-CH' })).toMatchObject({
      code: 'de_CH',
      language: 'de',
      territory: 'CH',
      currency: 'CHF',
      intl: 'de-CH',
    });
  });

  it.each([
    ['de_DE', 'de_DE'],
    [' de-AT ', 'de_AT'],
    ['fr_FR@EUR', 'fr_FR'],
    ['de', null],
    ['DE_de', null],
    ['xx_XX', null],
    [42, null],
    [null, null],
  ])('reads %j as %j', (value, expected) => {
    expect(localeCode(value)).toBe(expected);
  });

  it.each<[string, LocaleSources, string]>([
    ['the first well-formed source names the language', { header: 'bogus', query: 'fr_FR', context: 'en_GB' }, 'fr'],
    ['German without one', { header: 'bogus' }, 'de'],
  ])('before the project is known: %s', (_rule, sources, expected) => {
    expect(requestLanguage(sources)).toBe(expected);
  });

  it.each([
    ['the product route language switches the page language in the current territory', 'hgg', 'de_AT', 'de', 'de_AT'],
    ['a language without a locale in the territory takes the project locale of that language', 'hgg', 'de_DE', 'en', 'en_GB'],
    ['an unknown language keeps the locale', 'hgg', 'de_DE', 'xx', 'de_DE'],
    ['projects without the language parameter ignore it', 'hrm', 'de_DE', 'en', 'de_DE'],
  ])('%s', (_rule, projectId, current, language, expected) => {
    expect(localeWithLanguage(getProject(projectId), current, language)).toBe(expected);
  });
});
