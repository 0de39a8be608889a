import { describe, expect, it } from 'vitest';
import { resolveTastic } from '../../src/page/resolve';
import type { TasticSchema } from '../../src/page/tastic-schema';

const schema: TasticSchema = {
  tasticType: 'test/t',
  name: 'T',
  schema: [
    {
      name: 'S',
      fields: [
        { field: 'title', type: 'string' },
        { field: 'code', type: 'string', translatable: false },
        { field: 'align', type: 'enum', default: 'left' },
        { field: 'products', type: 'dataSource', dataSourceType: 'products' },
        { field: 'teasers', type: 'group', fields: [{ field: 'label', type: 'text' }] },
        { type: 'description' },
      ],
    },
  ],
};
const ctx = { locale: { code: 'de_AT', language: 'de' as const }, dataSources: { ds1: { items: [1, 2] } } };

describe('resolving editor values for a locale', () => {
  it('resolves translatable fields, applies defaults, injects data sources and resolves groups', () => {
    const resolved = resolveTastic(
      {
        tasticId: 't',
        tasticType: 'test/t',
        configuration: {
          title: { de: 'Titel', en: 'Title' },
          code: { de: 'kept as object' },
          products: 'ds1',
          teasers: [{ label: { de: 'Eins', en: 'One' } }],
          unknown: 'dropped',
          desktop: false,
        },
      },
      schema,
      ctx,
    );
    expect(resolved.configuration).toEqual({
      title: 'Titel',
      code: { de: 'kept as object' },
      align: 'left',
      products: { dataSourceId: 'ds1', dataSource: { items: [1, 2] } },
      teasers: [{ label: 'Eins' }],
      mobile: true,
      tablet: true,
      desktop: false,
    });
  });

  it("reads Frontend's data-source reference { dataSourceId } like a stored id, and leaves references for the page API", () => {
    const tastic = { tasticId: 't', tasticType: 'test/t', configuration: { products: { dataSourceId: 'ds1' } } };
    expect(resolveTastic(tastic, schema, ctx).configuration.products).toEqual({ dataSourceId: 'ds1', dataSource: { items: [1, 2] } });
    expect(resolveTastic({ ...tastic, configuration: { products: 'ds1' } }, schema, { ...ctx, dataSources: null }).configuration.products).toEqual({
      dataSourceId: 'ds1',
    });
  });
});

describe('internal node links', () => {
  const folders = {
    get: (id: string) =>
      id === 'node-sakkos'
        ? { pageFolderId: id, name: 'Sakkos', path: '/bekleidung/sakkos', sort: 0, nodeType: 'landingpage' as const, configuration: {} }
        : undefined,
    children: () => [],
    rootId: () => undefined,
  };
  const linkSchema: TasticSchema = {
    tasticType: 'test/l',
    name: 'L',
    schema: [
      {
        name: 'S',
        fields: [
          { field: 'link', type: 'reference' },
          { field: 'text', type: 'markdown' },
        ],
      },
    ],
  };
  it('turns node_{target} links into the node URL, in references and in Markdown', () => {
    const resolved = resolveTastic(
      {
        tasticId: 't',
        tasticType: 'test/l',
        configuration: { link: { type: 'link', link: 'node_node-sakkos' }, text: 'Zu den [Sakkos](node_node-sakkos) und [weg](node_gone)' },
      },
      linkSchema,
      { ...ctx, folders },
    );
    expect(resolved.configuration.link).toEqual({ type: 'link', link: '/bekleidung/sakkos' });
    expect(resolved.configuration.text).toBe('Zu den [Sakkos](/bekleidung/sakkos) und [weg](node_gone)');
  });

  it('keeps the modal suffix of node_{target}_modal on the resolved URL', () => {
    const resolved = resolveTastic(
      {
        tasticId: 't',
        tasticType: 'test/l',
        configuration: { link: { type: 'link', link: 'node_node-sakkos_modal' }, text: '[Sakkos](node_node-sakkos_modal)' },
      },
      linkSchema,
      { ...ctx, folders },
    );
    expect(resolved.configuration.link).toEqual({ type: 'link', link: '/bekleidung/sakkos_modal' });
    expect(resolved.configuration.text).toBe('[Sakkos](/bekleidung/sakkos_modal)');
  });
});
