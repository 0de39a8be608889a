import type { PageData } from '../../src/shop/page-model';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';

/** A page whose main section holds these tastics in one layout element (ids t0, t1 ... unless given). */
export function pageWith(tastics: { tasticType: string; tasticId?: string; configuration?: Record<string, unknown> }[], elementConfig = {}): PageData {
  return {
    page: {
      pageId: 'p',
      state: 'published',
      sections: {
        main: {
          sectionId: 'main',
          layoutElements: [
            {
              layoutElementId: 'le',
              configuration: { size: 12, mobile: true, tablet: true, desktop: true, ...elementConfig },
              tastics: tastics.map((t, i) => ({ tasticId: t.tasticId ?? `t${i}`, tasticType: t.tasticType, configuration: t.configuration ?? {} })),
            },
          ],
        },
      },
    },
    pageFolder: {
      pageFolderId: 'f',
      parentId: null,
      name: 'F',
      path: '/',
      sort: 0,
      nodeType: 'landingpage',
      configuration: parseNodeConfiguration({}),
      breadcrumbs: [],
    },
    dataSources: {},
  };
}

/** A landing-page folder with the node configuration's defaults, for tastics rendered alone. */
export const testFolder = {
  pageFolderId: 'p',
  parentId: null,
  name: 'p',
  path: '/p',
  sort: 0,
  nodeType: 'landingpage' as const,
  configuration: parseNodeConfiguration({}),
  breadcrumbs: [],
};
