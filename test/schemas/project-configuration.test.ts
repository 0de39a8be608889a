import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseProjectConfiguration, splitCountryList } from '../../src/domain/project-configuration';
import { repoRoot } from './fixture';

const stored = async () => JSON.parse(await readFile(path.join(repoRoot, 'site/project.json'), 'utf8'));

describe('the resolved project configuration', () => {
  it('resolves translatable values for the language', async () => {
    const config = parseProjectConfiguration(await stored(), 'en');
    expect(config.shippingHeadline).toBe('Shipping & returns');
    expect(config.shippingAccordions[0]).toEqual({ headline: 'Delivery time', text: expect.stringContaining('working days') });
    expect(config.homeLink).toBe('/en');
  });

  it('accepts a locale and uses its language', async () => {
    expect(parseProjectConfiguration(await stored(), 'pl_PL').shippingHeadline).toBe('Wysyłka i zwroty');
  });

  it('picks the search indexes of the language', async () => {
    const config = parseProjectConfiguration(await stored(), 'de_AT');
    expect(config.searchIndex).toEqual({
      indexName: 'products_de',
      suggestIndexName: 'products_de_suggestions',
      sortings: { priceAsc: 'products_de_price_asc', priceDesc: 'products_de_price_desc', new: 'products_de_new', reduced: 'products_de_reduced' },
    });
    expect(Object.keys(config.searchIndexes).sort()).toEqual(['cs', 'de', 'en', 'fr', 'nl', 'pl']);
  });

  it('splits comma-separated country lists', async () => {
    const config = parseProjectConfiguration(await stored(), 'de');
    expect(config.filterProductBlacklists[0]).toEqual({ productType: 'geschenkkarte', countries: ['CH', 'CZ', 'PL', 'NL', 'FR', 'GB'], isWhitelist: false });
    expect(config.expressAvailability).toEqual({ payPalExpress: ['DE', 'AT', 'NL', 'FR'], amazonPay: ['DE', 'AT'] });
    expect(config.mainCountriesDach).toEqual(['DE', 'AT', 'CH']);
    expect(config.deliveryCountryDomainMapping.CH).toBe('ch.localhost');
    expect(splitCountryList(' de, at,,ch ')).toEqual(['DE', 'AT', 'CH']);
  });

  it('applies defaults to an empty configuration', () => {
    const config = parseProjectConfiguration({}, 'fr');
    expect(config).toMatchObject({
      productsPerPage: 48,
      appDarkmode: false,
      redirectNecessary: false,
      homeLink: '/',
      shippingAccordions: [],
      expressAvailability: { payPalExpress: [], amazonPay: [] },
      mainCountriesDach: ['DE', 'AT', 'CH'],
    });
    expect(config.searchIndex.indexName).toBe('products_fr');
    expect(config.searchIndex.sortings.reduced).toBe('products_fr_reduced');
  });

  it('picks each translatable field for the language (the one picker, test/i18n/translation.test.ts)', () => {
    expect(parseProjectConfiguration({ shippingHeadline: { de: 'Versand', en: '' } }, 'en').shippingHeadline).toBe('Versand');
    expect(parseProjectConfiguration({ shippingHeadline: { de_CH: 'Versand CH', fr: 'Livraison' } }, 'de').shippingHeadline).toBe('Versand CH');
  });

  it('refuses values that cannot be resolved', () => {
    expect(() => parseProjectConfiguration({ productsPerPage: 'many' }, 'de')).toThrow();
    expect(() => parseProjectConfiguration({ mainCountries: 'Germany' }, 'de')).toThrow();
  });
});
