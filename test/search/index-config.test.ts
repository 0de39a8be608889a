import { defaultSearchIndexConfig } from '../../src/search/index-config';
import { normalizeSearchIndexes, resolveSearchIndexConfig } from '../../src/search/index-entries';
import { currencyReplicas, productIndexSettings, replicaNames, replicaRanking } from '../../extensions/search/index-settings';
import { indexConfigOf } from '../../src/search/listing-query';
import { parseProjectConfiguration } from '../../src/domain/project-configuration';

describe('search index configuration', () => {
  it('names indices per language by default, with four sort replicas and a suggestions index', () => {
    expect(defaultSearchIndexConfig('de')).toEqual({
      language: 'de',
      indexName: 'products_de',
      suggestIndexName: 'products_de_suggestions',
      sortCurrency: 'eur',
      sortings: {
        recommended: 'products_de',
        price_asc: 'products_de_price_asc',
        price_desc: 'products_de_price_desc',
        new: 'products_de_new',
        reduced: 'products_de_reduced',
      },
    });
    expect(defaultSearchIndexConfig('pl').sortCurrency).toBe('pln');
  });

  it('takes the project configuration in its stored form', () => {
    const config = resolveSearchIndexConfig('en', [{ language: 'en', indexName: 'shop_en', suggestIndexName: 'qs_en', sortingNew: 'shop_en_newest' }]);
    expect(config.indexName).toBe('shop_en');
    expect(config.sortings).toMatchObject({ recommended: 'shop_en', new: 'shop_en_newest', price_asc: 'shop_en_price_asc' });
  });

  it('takes the project configuration in its resolved form, by language', () => {
    const entries = normalizeSearchIndexes({
      fr: { indexName: 'p_fr', suggestIndexName: 's_fr', sortings: { priceAsc: 'p_fr', priceDesc: 'p_fr_d', new: 'p_fr', reduced: 'p_fr' } },
    });
    const config = resolveSearchIndexConfig('fr', entries);
    expect(config.sortings.price_desc).toBe('p_fr_d');
    // A sorting that names the main index has no replica.
    expect(replicaNames(config)).toEqual(['p_fr_d']);
    expect(productIndexSettings(config, [], { catalogueVersion: 'x', schemaVersion: 1 }).replicas).toEqual(['p_fr_d']);
  });

  it('sorts by price and reduction in the currency of the shopper: German shoppers in CH on replicas by CHF, in DE and AT on those by EUR', () => {
    const de = defaultSearchIndexConfig('de');
    expect(currencyReplicas(de)).toEqual([
      { sorting: 'price_asc', currency: 'chf', indexName: 'products_de_price_asc_chf' },
      { sorting: 'price_desc', currency: 'chf', indexName: 'products_de_price_desc_chf' },
      { sorting: 'reduced', currency: 'chf', indexName: 'products_de_reduced_chf' },
    ]);
    expect(replicaNames(de)).toEqual(expect.arrayContaining(['products_de_price_asc', 'products_de_price_asc_chf', 'products_de_reduced_chf']));
    expect(replicaRanking('price_asc', de, 'chf')[0]).toBe('asc(priceMin.chf)');
    expect(replicaRanking('price_asc', de)[0]).toBe('asc(priceMin.eur)');
    // Languages sold in one currency only have no extra replicas.
    for (const language of ['en', 'cs', 'pl', 'nl', 'fr'] as const) expect(currencyReplicas(defaultSearchIndexConfig(language))).toEqual([]);

    const configuration = parseProjectConfiguration({}, 'de');
    expect(indexConfigOf(configuration, 'CHF', 'de').sortings).toMatchObject({
      price_asc: 'products_de_price_asc_chf',
      price_desc: 'products_de_price_desc_chf',
      reduced: 'products_de_reduced_chf',
      new: 'products_de_new',
      recommended: 'products_de',
    });
    expect(indexConfigOf(configuration, 'EUR', 'de').sortings.price_asc).toBe('products_de_price_asc');
  });
});
