import type { Files, Json } from './fixture';
import { ruleTable } from './expect-problem';

const NODE = 'schemas/node-configuration.schema.json';
const PROJECT = 'schemas/project-configuration.schema.json';
const VALUES = 'site/project.json';
const node = (f: Files): Json => f[NODE];
const values = (f: Files): Json => f[VALUES];

ruleTable('node and project configuration schemas', [
  {
    rule: "'path' is reserved in the node schema",
    breakIt: (f) => (node(f).schema[0].fields[0].field = 'path'),
    file: NODE,
    path: '/schema/0/fields/0/field',
    message: /'path' is reserved in the node configuration schema/,
  },
  {
    rule: 'the node schema has only schema and $comment at top level',
    breakIt: (f) => (node(f).name = 'Node'),
    file: NODE,
    path: '/name',
    message: /unknown top-level key 'name'/,
  },
  {
    rule: 'the node schema follows the field rules',
    breakIt: (f) => (node(f).schema[1].fields[0].type = 'bool'),
    file: NODE,
    path: '/schema/1/fields/0/type',
    message: /unknown field type/,
  },
  { rule: 'the node schema needs schema', breakIt: (f) => delete node(f).schema, file: NODE, path: '', message: /missing 'schema'/ },
  {
    rule: 'the project schema follows the field rules',
    breakIt: (f) => ((f[PROJECT] as Json).schema[0].fields[0].field = 'locale'),
    file: PROJECT,
    path: '/schema/0/fields/0/field',
    message: /'locale' is a reserved field id/,
  },
  { rule: 'the project schema is required', breakIt: (f) => delete f[PROJECT], file: PROJECT, path: '', message: /file is missing/ },
  {
    rule: 'project.json: unknown key',
    breakIt: (f) => (values(f).productPerPage = 24),
    file: VALUES,
    path: '/productPerPage',
    message: /unknown field 'productPerPage' in the project configuration/,
  },
  {
    rule: 'project.json: productsPerPage is an integer',
    breakIt: (f) => (values(f).productsPerPage = '48'),
    file: VALUES,
    path: '/productsPerPage',
    message: /must be an integer/,
  },
  {
    rule: 'project.json: a search index language is one of the six',
    breakIt: (f) => (values(f).searchIndexes[0].language = 'it'),
    file: VALUES,
    path: '/searchIndexes/0/language',
    message: /must be one of 'de', 'en'/,
  },
  {
    rule: 'project.json: a search index needs its index name',
    breakIt: (f) => delete values(f).searchIndexes[1].indexName,
    file: VALUES,
    path: '/searchIndexes/1/indexName',
    message: /is required/,
  },
  {
    rule: 'project.json: a shipping accordion text per language',
    breakIt: (f) => (values(f).shippingAccordions[0].text.xx = 'x'),
    file: VALUES,
    path: '/shippingAccordions/0/text/xx',
    message: /not a language/,
  },
  {
    rule: 'project.json: a domain is a url or a host name',
    breakIt: (f) => (values(f).deliveryCountryDomainMapping[0].domain = 'www hirmer ch'),
    file: VALUES,
    path: '/deliveryCountryDomainMapping',
    message: /a url \(https:\/\/www\.hirmer\.ch\) or a host name/,
  },
  {
    rule: 'project.json: country lists hold ISO codes',
    breakIt: (f) => (values(f).mainCountries = 'Germany, Austria'),
    file: VALUES,
    path: '/mainCountries',
    message: /cannot be resolved for 'de': A country is an ISO 3166 alpha-2 code/,
  },
  {
    rule: 'project.json: express availability is one entry',
    breakIt: (f) => values(f).expressAvailability.push({ payPalExpress: 'DE' }),
    file: VALUES,
    path: '/expressAvailability',
    message: /at most 1 item/,
  },
]);
