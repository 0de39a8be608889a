import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { checkSchemaDocument } from '../../schemas/validation';
import { nodeConfigurationSchema, parseNodeConfiguration } from '../../src/domain/node-configuration';
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

/** What a field holds, as the editor's schema and the zod schema each say it: its kind, enum values, default, a group's fields. */
interface Kind {
  kind: string;
  values?: unknown[];
  default?: unknown;
  fields?: Record<string, Kind>;
}

const EDITOR_KINDS: Record<string, string> = {
  string: 'text',
  text: 'text',
  markdown: 'text',
  boolean: 'flag',
  integer: 'integer',
  number: 'number',
  decimal: 'number',
};

function kindOfField(field: Json): Kind {
  if (field.type === 'group') return { kind: 'group', fields: Object.fromEntries(field.fields.map((f: Json) => [f.field, kindOfField(f)])) };
  const kind: Kind =
    field.type === 'enum' ? { kind: 'enum', values: field.values.map((v: Json) => v.value) } : { kind: EDITOR_KINDS[field.type] ?? field.type };
  return field.default === undefined ? kind : { ...kind, default: field.default };
}

/** The same from the zod schema's JSON Schema (z.toJSONSchema, the input side). */
function kindOfJsonSchema(schema: Json): Kind {
  const branches: Json[] = schema.anyOf ?? schema.oneOf ?? [];
  const nonNull = branches.filter((b) => b.type !== 'null');
  if (nonNull.length === 1) return kindOfJsonSchema(nonNull[0]);
  const withDefault = (kind: Kind): Kind => (schema.default === undefined ? kind : { ...kind, default: schema.default });
  if (nonNull.length > 1) {
    const types = nonNull.map((b) => b.properties?.type?.const).sort();
    return { kind: types.join() === 'link,page-folder' ? 'reference' : `union of ${types.join()}` };
  }
  if (schema.type === 'array') return { kind: 'group', fields: kindOfJsonSchema(schema.items).fields };
  if (schema.type === 'object' && schema.properties?.media) return { kind: 'media' };
  if (schema.type === 'object')
    return { kind: 'object', fields: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, kindOfJsonSchema(v)])) };
  if (schema.enum) return withDefault({ kind: 'enum', values: schema.enum });
  return withDefault({ kind: { string: 'text', boolean: 'flag' }[schema.type as string] ?? schema.type });
}

describe("the zod schema of the node configuration (src/domain/node-configuration.ts) and the editor's", () => {
  it("has every field of the editor's schema and no other, each of the same kind, with the same enum values and defaults", async () => {
    const editor = Object.fromEntries([...byId(await load('node-configuration.schema.json')).values()].map((f) => [f.field, kindOfField(f)]));
    const parsed = kindOfJsonSchema(z.toJSONSchema(nodeConfigurationSchema, { io: 'input', unrepresentable: 'any' })).fields;
    expect(parsed).toEqual(editor);
  });

  it('tells a drift: a field the editor lacks, another enum value, another default', async () => {
    const editor = Object.fromEntries([...byId(await load('node-configuration.schema.json')).values()].map((f) => [f.field, kindOfField(f)]));
    const drifted = z.object({
      ...nodeConfigurationSchema.shape,
      extra: z.string().optional(),
      styleAllBrands: z.enum(['bold', 'italic', 'underline']).default('bold'),
      showInCategories: z.boolean().default(false),
    });
    const parsed = kindOfJsonSchema(z.toJSONSchema(drifted, { io: 'input', unrepresentable: 'any' })).fields!;
    expect(Object.keys(parsed).filter((k) => !(k in editor))).toEqual(['extra']);
    expect(parsed.styleAllBrands).not.toEqual(editor.styleAllBrands);
    expect(parsed.showInCategories).not.toEqual(editor.showInCategories);
  });
});

describe('parsing a node configuration', () => {
  it.each<[string, Record<string, unknown>, Partial<Record<string, unknown>>]>([
    [
      'an empty configuration has the defaults',
      {},
      { showInNavigation: false, showInCategories: true, styleAllBrands: 'bold', mobileNavigationIndex: 999, flyoutTeaser: [] },
    ],
    ['a translatable text is picked for the locale', { pageName: { de: 'Herren', en: 'Men' } }, { pageName: 'Men' }],
    ['a non-translatable text is kept', { pimSlug: 'herren-sakkos' }, { pimSlug: 'herren-sakkos' }],
    ['a flag the schema refuses is its default', { showInCategories: 'no' }, { showInCategories: true }],
    ['an enum value the editor does not offer is the default', { MobileAppStyle: 'neon' }, { MobileAppStyle: 'main' }],
    ['a reference that was not resolved is none', { navigationImageLink: null }, { navigationImageLink: undefined }],
    ['a picture without its file is none', { navigationImage: { media: { mediaId: 'x' } } }, { navigationImage: undefined }],
    [
      'a group item the schema refuses is left out',
      {
        flyoutTeaser: [
          { link: null, imagesList: [] },
          { link: { type: 'link', link: '/x' }, imagesList: [] },
        ],
      },
      { flyoutTeaser: [{ link: { type: 'link', link: '/x' }, imagesList: [], occupiedColumns: '4' }] },
    ],
  ])('%s', (_rule, stored, expected) => {
    expect(parseNodeConfiguration(stored, 'en_GB')).toMatchObject(expected);
  });

  it('drops keys the schema does not know', () => {
    expect(Object.keys(parseNodeConfiguration({ path: '/reserved', somethingElse: 1 }))).not.toContain('somethingElse');
    expect(Object.keys(parseNodeConfiguration({ path: '/reserved' }))).not.toContain('path');
  });

  it('gives a parsed configuration back unchanged', () => {
    const once = parseNodeConfiguration(
      { pageName: { de: 'Herren' }, flyoutTeaser: [{ link: { type: 'link', link: '/x' } }], showInNavigation: true },
      'de_DE',
    );
    expect(parseNodeConfiguration(once)).toEqual(once);
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
