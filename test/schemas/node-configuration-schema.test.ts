import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkSchemaDocument } from '../../schemas/validation';
import { repoRoot } from './fixture';

// biome-ignore lint/suspicious/noExplicitAny: JSON fixtures are edited freely by the rule rows
type Json = any;
const load = async (file: string): Promise<Json> => JSON.parse(await readFile(path.join(repoRoot, 'schemas', file), 'utf8'));
const byId = (document: Json): Map<string, Json> => new Map(document.schema.flatMap((s: Json) => s.fields).map((f: Json) => [f.field, f]));

describe('schemas/node-configuration.schema.json (storefront-browsing.md §3 "Navigation node configuration")', () => {
  it('passes nodeSchema.json and the stricter rules', async () => {
    expect(checkSchemaDocument('node', await load('node-configuration.schema.json'), 'node')).toEqual([]);
  });

  it.each([
    ['pageName', 'string', undefined],
    ['brandsPageSource', 'string', undefined],
    ['showInNavigation', 'boolean', false],
    ['showInCategories', 'boolean', true],
    ['hideCategoryLine', 'boolean', false],
    ['hideAdditionAll', 'boolean', false],
    ['layerTwoName', 'string', undefined],
    ['showAllBrands', 'boolean', false],
    ['showAllBrandsText', 'string', undefined],
    ['styleAllBrands', 'enum', 'bold'],
    ['navigationImage', 'media', undefined],
    ['styleAllNavigationTitles', 'enum', 'black'],
    ['navigationImageLink', 'reference', undefined],
    ['isPremiumSale', 'boolean', false],
    ['showInMobileNavigation', 'boolean', false],
    ['MobileAppStyle', 'enum', 'main'],
    ['mobileNavigationMenuImage', 'media', undefined],
    ['mobileNavigationIndex', 'integer', 999],
    ['displayHighlightMenuItem', 'boolean', false],
    ['displayHighlightCategoryTag', 'string', undefined],
    ['displayDescription', 'text', undefined],
    ['displayClassname', 'string', undefined],
    ['displayMedia', 'media', undefined],
    ['pimSlug', 'string', undefined],
    ['crossShopUrl', 'string', undefined],
    ['flyoutTeaser', 'group', undefined],
    ['additionalnavigationitems', 'group', undefined],
    ['seoTitle', 'string', undefined],
    ['seoDescription', 'text', undefined],
    ['seoKeywords', 'string', undefined],
    ['canonicalUrl', 'string', undefined],
  ])('has %s (%s, default %s) with a label and a description', async (id, type, defaultValue) => {
    const field = byId(await load('node-configuration.schema.json')).get(id);
    expect(field).toMatchObject({ type, label: expect.any(String), description: expect.any(String) });
    expect(field.default).toEqual(defaultValue);
  });

  it('pageName is translatable, canonicalUrl and pimSlug are not', async () => {
    const fields = byId(await load('node-configuration.schema.json'));
    expect(fields.get('pageName').translatable).toBeUndefined();
    expect(fields.get('canonicalUrl').translatable).toBe(false);
    expect(fields.get('pimSlug').translatable).toBe(false);
  });

  it('enums: styleAllBrands bold/italic, five title colours, MobileAppStyle main=Bold, service=Plain, main red=Bold Red', async () => {
    const fields = byId(await load('node-configuration.schema.json'));
    expect(fields.get('styleAllBrands').values.map((v: Json) => v.value)).toEqual(['bold', 'italic']);
    expect(fields.get('styleAllNavigationTitles').values).toHaveLength(5);
    expect(fields.get('MobileAppStyle').values).toEqual([
      { name: 'Bold', value: 'main' },
      { name: 'Plain', value: 'service' },
      { name: 'Bold Red', value: 'main red' },
    ]);
  });

  it('flyoutTeaser: 0 to 6 items of imagesList (1 to 4 images), required link, occupiedColumns 1..4', async () => {
    const teaser = byId(await load('node-configuration.schema.json')).get('flyoutTeaser');
    expect(teaser).toMatchObject({ min: 0, max: 6 });
    const sub = new Map<string, Json>(teaser.fields.map((f: Json) => [f.field, f]));
    expect(sub.get('imagesList')).toMatchObject({ type: 'group', min: 1, max: 4 });
    expect(sub.get('imagesList').fields[0].type).toBe('media');
    expect(sub.get('link')).toMatchObject({ type: 'reference', required: true });
    expect(sub.get('occupiedColumns').values).toEqual([
      { name: 'Full width', value: '1' },
      { name: 'Two thirds', value: '2' },
      { name: 'Half', value: '3' },
      { name: 'One third', value: '4' },
    ]);
  });

  it('additionalnavigationitems: layerTwoNameTitle, navitem, navitemlink', async () => {
    const group = byId(await load('node-configuration.schema.json')).get('additionalnavigationitems');
    expect(group.fields.map((f: Json) => f.field)).toEqual(['layerTwoNameTitle', 'navitem', 'navitemlink']);
  });
});

describe('schemas/project-configuration.schema.json', () => {
  it('passes projectSchema.json and the stricter rules', async () => {
    expect(checkSchemaDocument('project', await load('project-configuration.schema.json'), 'project')).toEqual([]);
  });

  it('has every field actions and tastics read', async () => {
    const ids = [...byId(await load('project-configuration.schema.json')).keys()];
    expect(ids).toEqual(
      expect.arrayContaining([
        'shippingHeadline',
        'shippingAccordions',
        'filterProductBlacklists',
        'expressAvailability',
        'homeLink',
        'productsPerPage',
        'appDarkmode',
        'redirectNecessary',
        'deliveryCountryDomainMapping',
        'captchaSiteKey',
        'searchIndexes',
        'mainCountriesDach',
        'mainCountries',
        'deliveryCountryList',
      ]),
    );
    expect(byId(await load('project-configuration.schema.json')).get('productsPerPage')).toMatchObject({ type: 'integer', default: 48 });
  });
});
