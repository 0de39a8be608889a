import { describe, expect, it } from 'vitest';
import { resolveNodeConfiguration, resolveTastic } from '../../src/page/resolve';
import type { NavigationNode } from '../../src/domain/navigation';
import type { TasticSchema } from '../../src/page/tastic-schema';
import { nodeLabel } from '../../src/navigation/node';

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

describe('node and tree values', () => {
  const seo = { seoTitle: { de: 'Sakkos | Hirmer' }, seoDescription: { de: 'Sakkos von Corvin' }, canonicalUrl: '/bekleidung/sakkos' };
  const sakkos = {
    pageFolderId: 'node-sakkos',
    name: 'Sakkos',
    path: '/bekleidung/sakkos',
    sort: 20,
    nodeType: 'landingpage' as const,
    configuration: { ...seo, pageName: { de: 'Sakkos & Blazer' } },
  };
  const root = {
    pageFolderId: 'home',
    name: 'Home',
    path: '/',
    sort: 0,
    nodeType: 'landingpage' as const,
    configuration: { ...seo, pageName: { de: 'Start' } },
  };
  const folders = {
    get: (id: string) => [root, sakkos].find((f) => f.pageFolderId === id),
    children: (id: string) => (id === 'home' ? [sakkos] : []),
    rootId: () => 'home',
  };
  const schema: TasticSchema = {
    tasticType: 'test/n',
    name: 'N',
    schema: [
      {
        name: 'S',
        fields: [
          { field: 'tree', type: 'tree' },
          { field: 'node', type: 'node' },
        ],
      },
    ],
  };

  it("carry each folder's configuration for the locale without the fields only the page head reads (SEO), as a tastic's value", () => {
    const resolved = resolveTastic({ tasticId: 'n', tasticType: 'test/n', configuration: { tree: {}, node: { pageFolderId: 'node-sakkos' } } }, schema, {
      ...ctx,
      folders,
    });
    const { tree, node } = resolved.configuration as { tree: NavigationNode; node: NavigationNode };
    for (const value of [tree, tree.children[0]!, node]) {
      expect(value.configuration.pageName).toBe(value.pageFolderId === 'home' ? 'Start' : 'Sakkos & Blazer');
      for (const field of ['seoTitle', 'seoDescription', 'seoKeywords', 'canonicalUrl']) expect(value.configuration, field).not.toHaveProperty(field);
    }
    // The page's own folder keeps them: the head reads them from there.
    expect(resolveNodeConfiguration(sakkos.configuration, { ...ctx, folders })).toMatchObject({
      seoTitle: 'Sakkos | Hirmer',
      canonicalUrl: '/bekleidung/sakkos',
    });
  });

  it("carry only what the shop's navigation reads: no node type, no page name that is the node's name", () => {
    const named = { ...sakkos, configuration: { pageName: { de: 'Sakkos', en: 'Jackets' }, showInNavigation: true } };
    const lookup = { ...folders, get: (id: string) => (id === 'home' ? root : named), children: (id: string) => (id === 'home' ? [named] : []) };
    const value = (locale: { code: string; language: 'de' | 'en' }) =>
      (
        resolveTastic({ tasticId: 'n', tasticType: 'test/n', configuration: { tree: {} } }, schema, { ...ctx, locale, folders: lookup }).configuration as {
          tree: NavigationNode;
        }
      ).tree.children[0]!;
    expect(value(ctx.locale)).toStrictEqual({
      pageFolderId: 'node-sakkos',
      name: 'Sakkos',
      sort: 20,
      configuration: { showInNavigation: true },
      _url: '/bekleidung/sakkos',
      children: [],
    });
    expect(nodeLabel(value(ctx.locale))).toBe('Sakkos');
    expect(value({ code: 'en_GB', language: 'en' }).configuration).toStrictEqual({ pageName: 'Jackets', showInNavigation: true });
  });
});
