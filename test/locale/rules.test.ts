import { describe, expect, it } from 'vitest';
import { domainRedirectTarget, localeForChoice, localeSwitchSchema } from '../../src/domain/locale';
import { missingFromIndex, orFilter } from '../../src/api/locale';
import { countryChoices, languageChoices } from '../../src/domain/locale-rules';
import { getProject } from '../../src/config/projects';
import { parseLocale } from '../../src/config/locale';

describe('the locale served for a language and delivery country', () => {
  const hrm = getProject('hrm');
  const eck = getProject('eck');
  it.each([
    { project: hrm, language: 'fr', country: 'FR', locale: 'fr_FR' },
    { project: hrm, language: 'de', country: 'AT', locale: 'de_AT' },
    { project: hrm, language: 'en', country: 'DK', locale: 'en_GB' },
    { project: hrm, language: 'de', country: 'NL', locale: 'de_DE' },
    { project: eck, language: 'fr', country: 'FR', locale: 'de_DE' },
  ])('$language in $country -> $locale', ({ project, language, country, locale }) => {
    expect(localeForChoice(project, language, country)).toBe(locale);
  });
});

describe('currencies and the VAT group follow the country', () => {
  it.each([
    { code: 'pl_PL', currency: 'PLN', vat: 'eu' },
    { code: 'cs_CZ', currency: 'CZK', vat: 'eu' },
    { code: 'de_DE', currency: 'EUR', vat: 'eu' },
    { code: 'de_CH', currency: 'CHF', vat: 'ch' },
    { code: 'en_GB', currency: 'USD', vat: 'other' },
  ])('$code -> $currency, $vat', ({ code, currency, vat }) => {
    expect(parseLocale(code)).toMatchObject({ currency, vatGroup: vat });
  });
});

describe('the domain-mapping redirect', () => {
  const base = { mapping: { CH: 'https://www.hirmer.ch' }, temporarySessionId: 'abc12345', param: 'temporarySessionId' };
  it('goes to the mapped domain with the temporary session id when a redirect is necessary', () => {
    expect(domainRedirectTarget({ ...base, redirectNecessary: true, country: 'CH', origin: 'https://www.hirmer.de' })).toBe(
      'https://www.hirmer.ch/?temporarySessionId=abc12345',
    );
  });
  it('stays when the current origin is the mapped domain', () => {
    expect(domainRedirectTarget({ ...base, redirectNecessary: true, country: 'CH', origin: 'https://www.hirmer.ch' })).toBeNull();
  });
  it.each([
    ['a host name alone keeps the scheme and port of the current address', 'cz.localhost', 'http://localhost:3000', 'http://cz.localhost:3000/'],
    ['on the default port too', 'pl.localhost', 'https://shop.example', 'https://pl.localhost/'],
    ['a URL goes where it says', 'https://www.hirmer.cz', 'http://localhost:3000', 'https://www.hirmer.cz/'],
  ])('%s', (_rule, domain, origin, target) => {
    const url = domainRedirectTarget({
      ...base,
      mapping: { CZ: domain },
      redirectNecessary: true,
      country: 'CZ',
      origin,
      locale: { code: 'cs_CZ', param: 'locale' },
    });
    expect(url).toBe(`${target}?temporarySessionId=abc12345&locale=cs_CZ`);
  });
  it('a host name that is the current one is no redirect', () => {
    expect(
      domainRedirectTarget({ ...base, mapping: { CZ: 'cz.localhost' }, redirectNecessary: true, country: 'CZ', origin: 'http://cz.localhost:3000' }),
    ).toBeNull();
  });
  it('stays when no redirect is necessary or the country has no domain', () => {
    expect(domainRedirectTarget({ ...base, redirectNecessary: false, country: 'CH', origin: 'https://www.hirmer.de' })).toBeNull();
    expect(domainRedirectTarget({ ...base, redirectNecessary: true, country: 'AT', origin: 'https://www.hirmer.de' })).toBeNull();
  });
});

describe('search-index checks filter objectID by an OR list', () => {
  it('writes the OR list', () => expect(orFilter('objectID', ['p1', 'p"2'])).toBe('objectID:"p1" OR objectID:"p\\"2"'));
  it('names what the index did not answer, once each', () => expect(missingFromIndex(['a', 'b', 'b', 'c'], new Set(['a']))).toEqual(['b', 'c']));
});

describe('the modal offers', () => {
  it('the configured delivery countries, else the served territories', () => {
    expect(countryChoices(['de_DE', 'de_AT'], ['DE', 'FR'])).toEqual(['DE', 'FR']);
    expect(countryChoices(['de_DE', 'de_AT', 'en_GB'], [])).toEqual(['DE', 'AT', 'GB']);
  });
  it("the project's languages in the shop's order", () => expect(languageChoices(['fr_FR', 'de_DE', 'en_GB'])).toEqual(['de', 'en', 'fr']));
  it('validates the switch payload', () => {
    expect(localeSwitchSchema.safeParse({ language: 'fr', country: 'fr' }).data).toEqual({ language: 'fr', country: 'FR' });
    expect(localeSwitchSchema.safeParse({ language: 'es', country: 'ES' }).success).toBe(false);
  });
});
