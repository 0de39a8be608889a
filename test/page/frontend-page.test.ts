import { describe, expect, it } from 'vitest';
import { isFrontendRedirect, pageDataFromFrontend, visibilityClasses, withDataSources, type FrontendPageResponse } from '../../src/shop/frontend-page';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';
import { NODE_CONFIGURATION_DEFAULTS } from '../../src/domain/node-configuration-defaults';
import { nodeConfiguration, nodeLabel } from '../../src/navigation/menu';
import type { NavigationNode } from '../../src/domain/navigation';

/** Frontend's page response as `sdk.page.getPage` answers it (FRONTASTIC.md "Page model"). */
const response = (configuration: Record<string, unknown>, dataSources: Record<string, unknown> = {}): FrontendPageResponse => ({
  page: {
    pageId: 'p1',
    state: 'published',
    sections: {
      head: {
        sectionId: 'h',
        layoutElements: [{ layoutElementId: 'le-h', configuration: { size: 12 }, tastics: [{ tasticId: 't0', tasticType: 'hirmer/navigation/header' }] }],
      },
      main: {
        sectionId: 'm',
        layoutElements: [
          {
            layoutElementId: 'le-1',
            configuration: { size: 6, mobile: false },
            tastics: [{ tasticId: 't1', tasticType: 'hirmer/listing/product-list', configuration }],
          },
        ],
      },
    },
  },
  pageFolder: {
    pageFolderId: 'f2',
    name: 'Bekleidung',
    isDynamic: false,
    pageFolderType: 'landingpage',
    configuration: { pimSlug: 'bekleidung' },
    ancestorIdsMaterializedPath: '/root/f1/',
    sort: 3,
    breadcrumbs: [{ pageFolderId: 'f2', name: 'Bekleidung', _url: '/bekleidung' }],
    _url: '/bekleidung',
  },
  data: { dataSources },
});

const mainTastic = (data: ReturnType<typeof pageDataFromFrontend>) => data.page.sections.main.layoutElements[0]!.tastics[0]!;

describe("Frontend's page data in the shop's renderer", () => {
  it.each([
    [
      'a data-source field gets its payload beside its id',
      { list: { dataSourceId: 'ds-1' } },
      { 'ds-1': { hits: 3 } },
      { list: { dataSourceId: 'ds-1', dataSource: { hits: 3 } } },
    ],
    ['a data source the page did not bring is null', { list: { dataSourceId: 'ds-2' } }, {}, { list: { dataSourceId: 'ds-2', dataSource: null } }],
    [
      'a data-source field inside a group is resolved too',
      { slides: [{ products: { dataSourceId: 'ds-1' } }] },
      { 'ds-1': ['p'] },
      { slides: [{ products: { dataSourceId: 'ds-1', dataSource: ['p'] } }] },
    ],
    [
      'a dynamic page brings its payload under __master',
      { product: { dataSourceId: '__master' } },
      { __master: { id: 'P1' } },
      { product: { dataSourceId: '__master', dataSource: { id: 'P1' } } },
    ],
    [
      'a payload the runtime already put in stays',
      { list: { dataSourceId: 'ds-1', dataSource: 'kept' } },
      { 'ds-1': 'other' },
      { list: { dataSourceId: 'ds-1', dataSource: 'kept' } },
    ],
    [
      'other values stay as they are',
      { headline: 'Sakkos', count: 3, link: { type: 'link', link: '/x' } },
      {},
      { headline: 'Sakkos', count: 3, link: { type: 'link', link: '/x' } },
    ],
  ])('%s', (_rule, configuration, dataSources, expected) => {
    expect(mainTastic(pageDataFromFrontend(response(configuration, dataSources))).configuration).toEqual({
      ...expected,
      mobile: true,
      tablet: true,
      desktop: true,
    });
  });

  it('keeps device visibility: shown unless switched off, on tastics and layout elements', () => {
    const data = pageDataFromFrontend(response({ desktop: false }));
    expect(mainTastic(data).configuration).toMatchObject({ mobile: true, tablet: true, desktop: false });
    expect(data.page.sections.main.layoutElements[0]!.configuration).toEqual({ size: 6, mobile: false, tablet: true, desktop: true });
    expect(visibilityClasses(mainTastic(data).configuration)).toBe('hide-desktop');
    expect(visibilityClasses(data.page.sections.main.layoutElements[0]!.configuration)).toBe('hide-mobile');
    // A tastic without configuration (the header here) gets the device flags alone.
    expect(data.page.sections.head!.layoutElements[0]!.tastics[0]!.configuration).toEqual({ mobile: true, tablet: true, desktop: true });
  });

  it("takes the page folder's address, parent and breadcrumbs; a dynamic page the address asked for", () => {
    const data = pageDataFromFrontend(response({}));
    expect(data.pageFolder).toEqual({
      pageFolderId: 'f2',
      parentId: 'f1',
      name: 'Bekleidung',
      path: '/bekleidung',
      sort: 3,
      nodeType: 'landingpage',
      configuration: parseNodeConfiguration({ pimSlug: 'bekleidung' }),
      breadcrumbs: [{ pageFolderId: 'f2', name: 'Bekleidung', _url: '/bekleidung' }],
    });
    expect(data.pageFolder.configuration).toMatchObject({ pimSlug: 'bekleidung', showInCategories: true });
    expect(data.dynamic).toBeUndefined();
    const dynamic = response({});
    dynamic.pageFolder = { pageFolderId: 'pdp', isDynamic: true, pageFolderType: 'Frontastic.Frontend.Master.Product.view' };
    const product = pageDataFromFrontend(dynamic, '/p/sakko/P1');
    expect(product.pageFolder.path).toBe('/p/sakko/P1');
    expect(product.dynamic).toEqual({ dynamicPageType: 'Frontastic.Frontend.Master.Product.view' });
  });

  it("parses the node configuration of a tree value's nodes (the header's navigation) and carries what differs from the defaults, which its reader puts back", () => {
    const tree = {
      pageFolderId: 'root',
      name: 'Home',
      _url: '/',
      configuration: {},
      children: [
        { pageFolderId: 'f2', name: 'Bekleidung', _url: '/bekleidung', configuration: { showInNavigation: true, MobileAppStyle: 'neon' }, children: [] },
      ],
    };
    const { navigation } = mainTastic(pageDataFromFrontend(response({ navigation: tree }))).configuration as { navigation: NavigationNode };
    expect(navigation.configuration).toEqual({});
    // A value the schema refuses counts as unset: its default, left out as well.
    expect(navigation.children[0]!.configuration).toEqual({ showInNavigation: true });
    expect(nodeConfiguration(navigation)).toEqual(NODE_CONFIGURATION_DEFAULTS);
    expect(nodeConfiguration(navigation.children[0]!)).toMatchObject({ showInNavigation: true, MobileAppStyle: 'main', showInCategories: true });
  });

  it("leaves the page folder's own fields out of a tree value's nodes (the page head's SEO fields, the data sources' pimSlug: read of the page's own folder only)", () => {
    const seo = { seoTitle: 'Bekleidung | Hirmer', seoDescription: 'Hemden, Sakkos, Anzüge', seoKeywords: 'bekleidung', canonicalUrl: '/bekleidung' };
    const tree = {
      pageFolderId: 'root',
      name: 'Home',
      _url: '/',
      configuration: { ...seo, pimSlug: 'home' },
      children: [
        { pageFolderId: 'f2', name: 'Bekleidung', _url: '/bekleidung', configuration: { ...seo, showInNavigation: true, pageName: 'Kleidung' }, children: [] },
      ],
    };
    const data = pageDataFromFrontend(response({ navigation: tree }));
    const { navigation } = mainTastic(data).configuration as { navigation: typeof tree };
    for (const node of [navigation, navigation.children[0]!])
      for (const field of Object.keys(seo)) expect(Object.hasOwn(node.configuration, field), field).toBe(false);
    expect(navigation.configuration).toEqual({});
    expect(navigation.children[0]!.configuration).toEqual({ showInNavigation: true, pageName: 'Kleidung' });
    // The original value is untouched.
    expect(tree.children[0]!.configuration.seoTitle).toBe('Bekleidung | Hirmer');
  });

  it("carries of a tree value's nodes what the shop's navigation reads: not the runtime's other fields, not a page name that is the node's name", () => {
    const runtime = { nodeType: 'landingpage', isDynamic: false, depth: 1, _urls: { de_DE: '/bekleidung', en_GB: '/clothing' }, breadcrumbs: [] };
    const tree = {
      pageFolderId: 'root',
      name: 'Home',
      _url: '/',
      sort: 0,
      requestedDepth: 2,
      configuration: { pageName: 'Startseite' },
      children: [
        { ...runtime, pageFolderId: 'f2', name: 'Bekleidung', _url: '/bekleidung', sort: 10, configuration: { pageName: 'Bekleidung' }, children: [] },
      ],
    };
    const { navigation } = mainTastic(pageDataFromFrontend(response({ navigation: tree }))).configuration as { navigation: NavigationNode };
    expect(navigation).toStrictEqual({
      pageFolderId: 'root',
      name: 'Home',
      sort: 0,
      configuration: { pageName: 'Startseite' },
      _url: '/',
      children: [{ pageFolderId: 'f2', name: 'Bekleidung', sort: 10, configuration: {}, _url: '/bekleidung', children: [] }],
      requestedDepth: 2,
    });
    expect(nodeLabel(navigation.children[0]!)).toBe('Bekleidung');
  });

  it('tells a redirect from a page', () => {
    expect(isFrontendRedirect({ statusCode: 301, reason: 'dynamic page redirect', targetType: 'link', target: '/p/new/P1' })).toBe(true);
    expect(isFrontendRedirect(response({}))).toBe(false);
  });

  it('resolves references anywhere in a value without touching the original', () => {
    const original = { a: [{ dataSourceId: 'x' }] };
    expect(withDataSources(original, { x: 1 })).toEqual({ a: [{ dataSourceId: 'x', dataSource: 1 }] });
    expect(original).toEqual({ a: [{ dataSourceId: 'x' }] });
  });
});
