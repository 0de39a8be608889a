import type { PageData } from '../../src/shop/page-model';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';

/** A page folder for stories: tastics receive one, most ignore it. */
export const storyPageFolder: PageData['pageFolder'] = {
  pageFolderId: 'story',
  parentId: null,
  name: 'Story',
  path: '/story',
  sort: 0,
  nodeType: 'landingpage',
  configuration: parseNodeConfiguration({}),
  breadcrumbs: [],
};

export const allDevices = { mobile: true, tablet: true, desktop: true } as const;
