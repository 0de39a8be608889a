import type { Files, Json } from './fixture';
import { ruleTable } from './expect-problem';
import { baseFiles, validateFiles } from './fixture';

const FILE = 'tastics/content/hello/schema.json';
const schema = (files: Files): Json => files[FILE];
const field = (files: Files, section: number, index: number): Json => schema(files).schema[section].fields[index];

ruleTable('tastic schema.json: runtime meta-schema and stricter rules', [
  {
    rule: 'an unknown top-level key (a typo such as Category) is refused',
    breakIt: (f) => (schema(f).Category = 'Content'),
    file: FILE,
    path: '/Category',
    message: /unknown top-level key 'Category'/,
  },
  {
    rule: 'tasticType must be anchored vendor/path',
    breakIt: (f) => (schema(f).tasticType = 'x hirmer/content/hello'),
    file: FILE,
    path: '/tasticType',
    message: /tasticType must look like/,
  },
  {
    rule: 'tasticType needs at least one /',
    breakIt: (f) => (schema(f).tasticType = 'hello'),
    file: FILE,
    path: '/tasticType',
    message: /tasticType must look like/,
  },
  {
    rule: 'tasticType is lowercase',
    breakIt: (f) => (schema(f).tasticType = 'Hirmer/content/hello'),
    file: FILE,
    path: '/tasticType',
    message: /tasticType must look like/,
  },
  {
    rule: 'every tastic has the country limit field',
    breakIt: (f) =>
      (schema(f).schema as { fields: { field?: string }[] }[]).forEach(
        (section) => (section.fields = section.fields.filter((field) => field.field !== 'countries')),
      ),
    file: FILE,
    path: '/schema',
    message: /a tastic needs the country limit field 'countries'/,
  },
  {
    rule: 'the country limit is an untranslated string',
    breakIt: (f) =>
      (schema(f).schema as { fields: { field?: string; translatable?: boolean }[] }[]).forEach((section) =>
        section.fields.forEach((field) => field.field === 'countries' && (field.translatable = true)),
      ),
    file: FILE,
    path: '/schema/0/fields/10/type',
    message: /'countries' must be an untranslated string field/,
  },
  { rule: 'name is required', breakIt: (f) => delete schema(f).name, file: FILE, path: '/name', message: /'name' must be a non-empty string/ },
  {
    rule: 'maxUsePerPage is an integer >= 1',
    breakIt: (f) => (schema(f).maxUsePerPage = 0),
    file: FILE,
    path: '/maxUsePerPage',
    message: /maxUsePerPage must be an integer >= 1/,
  },
  {
    rule: 'a section has only name, fields, helpText',
    breakIt: (f) => (schema(f).schema[0].label = 'x'),
    file: FILE,
    path: '/schema/0/label',
    message: /unknown key 'label' in a section/,
  },
  {
    rule: 'a section needs fields',
    breakIt: (f) => delete schema(f).schema[1].fields,
    file: FILE,
    path: '/schema/1/fields',
    message: /'fields' must be an array/,
  },
  {
    rule: 'an unknown field key (typo) is refused',
    breakIt: (f) => (field(f, 0, 0).lable = 'x'),
    file: FILE,
    path: '/schema/0/fields/0/lable',
    message: /unknown key 'lable' on a field of type 'string'/,
  },
  {
    rule: 'a key of another type is refused (values on a string)',
    breakIt: (f) => (field(f, 0, 0).values = []),
    file: FILE,
    path: '/schema/0/fields/0/values',
    message: /unknown key 'values'/,
  },
  {
    rule: 'only the 23 field types',
    breakIt: (f) => (field(f, 0, 1).type = 'richtext'),
    file: FILE,
    path: '/schema/0/fields/1/type',
    message: /unknown field type the string "richtext"/,
  },
  {
    rule: 'a value field needs a label',
    breakIt: (f) => delete field(f, 0, 1).label,
    file: FILE,
    path: '/schema/0/fields/1/label',
    message: /'label' must be a non-empty string/,
  },
  {
    rule: 'a value field needs an id',
    breakIt: (f) => delete field(f, 0, 1).field,
    file: FILE,
    path: '/schema/0/fields/1/field',
    message: /'field' \(the field id\)/,
  },
  {
    rule: 'field ids are identifiers',
    breakIt: (f) => (field(f, 0, 1).field = 'body text'),
    file: FILE,
    path: '/schema/0/fields/1/field',
    message: /not a valid field id/,
  },
  {
    rule: "'token' is a reserved field id",
    breakIt: (f) => (field(f, 0, 2).field = 'token'),
    file: FILE,
    path: '/schema/0/fields/2/field',
    message: /^'token' is a reserved field id$/,
  },
  {
    rule: "'is_deleted' is a reserved field id",
    breakIt: (f) => (field(f, 0, 2).field = 'is_deleted'),
    file: FILE,
    path: '/schema/0/fields/2/field',
    message: /'is_deleted' is a reserved field id/,
  },
  {
    rule: "'mobile' is refused at warning level",
    breakIt: (f) => (field(f, 0, 2).field = 'mobile'),
    file: FILE,
    path: '/schema/0/fields/2/field',
    message: /should not be used/,
    severity: 'warning',
  },
  {
    rule: "'name' is refused at warning level",
    breakIt: (f) => (field(f, 0, 2).field = 'name'),
    file: FILE,
    path: '/schema/0/fields/2/field',
    message: /should not be used/,
    severity: 'warning',
  },
  {
    rule: 'field ids are unique across sections',
    breakIt: (f) => (field(f, 1, 0).field = 'headline'),
    file: FILE,
    path: '/schema/1/fields/0/field',
    message: /already used at \/schema\/0\/fields\/0\/field/,
  },
  {
    rule: 'an enum field has values',
    breakIt: (f) => delete field(f, 0, 5).values,
    file: FILE,
    path: '/schema/0/fields/5/values',
    message: /needs a non-empty 'values'/,
  },
  { rule: 'an enum field has a default', breakIt: (f) => delete field(f, 0, 5).default, file: FILE, path: '/schema/0/fields/5', message: /needs a 'default'/ },
  {
    rule: "an enum field's default is one of its values",
    breakIt: (f) => (field(f, 0, 5).default = 'middle'),
    file: FILE,
    path: '/schema/0/fields/5/default',
    message: /default: 'align' must be one of 'left', 'right'/,
  },
  {
    rule: 'enum values are unique',
    breakIt: (f) => field(f, 0, 5).values.push({ name: 'Again', value: 'left' }),
    file: FILE,
    path: '/schema/0/fields/5/values/2/value',
    message: /listed twice/,
  },
  {
    rule: 'a default has the field type',
    breakIt: (f) => (field(f, 0, 2).default = 'three'),
    file: FILE,
    path: '/schema/0/fields/2/default',
    message: /must be an integer/,
  },
  {
    rule: 'group min <= max',
    breakIt: (f) => (field(f, 1, 4).min = 5),
    file: FILE,
    path: '/schema/1/fields/4/min',
    message: /group min \(5\) is greater than max \(3\)/,
  },
  {
    rule: 'group min <= the editor default max 16',
    breakIt: (f) => {
      field(f, 1, 4).min = 20;
      delete field(f, 1, 4).max;
    },
    file: FILE,
    path: '/schema/1/fields/4/min',
    message: /greater than max \(16\)/,
  },
  {
    rule: "a group's itemLabelField names one of its fields",
    breakIt: (f) => (field(f, 1, 4).itemLabelField = 'label'),
    file: FILE,
    path: '/schema/1/fields/4/itemLabelField',
    message: /not a field of this group/,
  },
  {
    rule: 'group sub-fields are checked too',
    breakIt: (f) => (field(f, 1, 4).fields[0].field = 'password'),
    file: FILE,
    path: '/schema/1/fields/4/fields/0/field',
    message: /'password' is a reserved field id/,
  },
  {
    rule: 'a dataSource field has dataSourceType',
    breakIt: (f) => delete field(f, 1, 5).dataSourceType,
    file: FILE,
    path: '/schema/1/fields/5/dataSourceType',
    message: /dataSourceType/,
  },
  {
    rule: 'a dynamic-filter field has dynamicFilterEndpoint',
    breakIt: (f) => schema(f).schema[1].fields.push({ label: 'Filter', field: 'filter', type: 'dynamic-filter' }),
    file: FILE,
    path: '/schema/1/fields/8/dynamicFilterEndpoint',
    message: /dynamicFilterEndpoint/,
  },
  {
    rule: 'format is url, email or hex',
    breakIt: (f) => (field(f, 0, 7).format = 'colour'),
    file: FILE,
    path: '/schema/0/fields/7/format',
    message: /format must be 'url', 'email' or 'hex'/,
  },
  {
    rule: 'minLength <= maxLength',
    breakIt: (f) => (field(f, 0, 0).minLength = 30),
    file: FILE,
    path: '/schema/0/fields/0/minLength',
    message: /greater than maxLength/,
  },
  {
    rule: 'a description field has text',
    breakIt: (f) => delete field(f, 0, 9).text,
    file: FILE,
    path: '/schema/0/fields/9/text',
    message: /description field's 'text'/,
  },
  {
    rule: 'an encrypted field has no default',
    breakIt: (f) => (field(f, 1, 6).default = 'x'),
    file: FILE,
    path: '/schema/1/fields/6',
    message: /encrypted field is neither translatable nor has a default/,
  },
  {
    rule: 'a tasticType is defined once',
    breakIt: (f) => (f['tastics/content/copy/schema.json'] = schema(f)),
    file: 'tastics/content/hello/schema.json',
    path: '/tasticType',
    message: /already defined by tastics\/content\/copy\/schema.json/,
  },
  {
    rule: 'the runtime meta-schema applies too (options is an object)',
    breakIt: (f) => (field(f, 0, 0).options = 'wide'),
    file: FILE,
    path: '/schema/0/fields/0/options',
    message: /^runtime tasticSchema.json: must be object$/,
  },
  { rule: 'a schema.json is valid JSON', breakIt: (f) => (f[FILE] = '{ "tasticType": '), file: FILE, path: '', message: /not valid JSON/ },
]);

describe('tastic schema.json: what is allowed', () => {
  it('accepts $comment at every level', async () => {
    const files = await baseFiles();
    const s = schema(files);
    s.$comment = 'top';
    s.schema[0].$comment = 'section';
    s.schema[0].fields[0].$comment = 'field';
    expect(await validateFiles(files)).toEqual([]);
  });
});
