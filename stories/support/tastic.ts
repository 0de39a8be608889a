import type { PageData } from '../../src/shop/page-model';

/** A page folder for stories: tastics receive one, most ignore it. */
export const storyPageFolder: PageData['pageFolder'] = {
  pageFolderId: 'story',
  parentId: null,
  name: 'Story',
  path: '/story',
  sort: 0,
  nodeType: 'landingpage',
  configuration: {},
  breadcrumbs: [],
};

export const allDevices = { mobile: true, tablet: true, desktop: true } as const;
