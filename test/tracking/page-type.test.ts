import { describe, expect, it } from 'vitest';
import { pageTypeOfPage } from '../../src/tracking/page-view';
import type { PageData } from '../../src/shop/page-model';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';

const page = (path: string, tasticTypes: string[] = [], dynamic = false): PageData => ({
  page: {
    pageId: 'p',
    state: 'published',
    sections: {
      main: {
        sectionId: 'm',
        layoutElements: [
          {
            layoutElementId: 'le',
            configuration: { size: 12, mobile: true, tablet: true, desktop: true },
            tastics: tasticTypes.map((t, i) => ({ tasticId: `t${i}`, tasticType: t, configuration: {} })),
          },
        ],
      },
    },
  },
  pageFolder: {
    pageFolderId: 'f',
    parentId: null,
    name: 'F',
    path,
    sort: 0,
    nodeType: 'landingpage',
    configuration: parseNodeConfiguration({}),
    breadcrumbs: [],
  },
  dataSources: {},
  ...(dynamic ? { dynamic: { dynamicPageType: 'product' } } : {}),
});

describe('tracking page type', () => {
  it.each([
    ['the start page is home', page('/'), 'home'],
    ['a page with a product list is alist', page('/bekleidung/sakkos', ['hirmer/listing/product-list']), 'alist'],
    ['the search page is search', page('/search', ['hirmer/listing/search']), 'search'],
    ['a product page is details', page('/p/sakko/P1', [], true), 'details'],
    ['the basket is checkout', page('/cart', ['hirmer/cart/basket']), 'checkout'],
    ['anything else is other', page('/marken', ['hirmer/navigation/brands']), 'other'],
  ])('%s', (_rule, data, type) => {
    expect(pageTypeOfPage(data)).toBe(type);
  });
});
