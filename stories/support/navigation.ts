import type { NavigationNode } from '../../src/domain/navigation';
import { nodeValueConfiguration, parseNodeConfiguration } from '../../src/domain/node-configuration';

/** A small navigation tree shaped like the header's tree value (each node's configuration trimmed as a page carries it), for stories and tests. */
function node(id: string, name: string, url: string, configuration: Record<string, unknown> = {}, children: NavigationNode[] = [], sort = 0): NavigationNode {
  return {
    pageFolderId: id,
    name,
    sort,
    configuration: nodeValueConfiguration(parseNodeConfiguration(configuration), name),
    _url: url,
    children,
  };
}

const leaf = (slug: string, name: string, group: string | undefined, sort: number, extra: Record<string, unknown> = {}) =>
  node(`node-${slug}`, name, `/bekleidung/${slug}`, { showInMobileNavigation: true, ...(group ? { layerTwoName: group } : {}), ...extra }, [], sort);

export const brandNames = ['Valmont', 'Alster & Co', 'Brenner', 'Äquator', '8848 Summit', 'Zermatt Outdoor', 'Corvin'];

export const navigationTree: NavigationNode = node('home', 'Home', '/', {}, [
  node(
    'node-bekleidung',
    'Bekleidung',
    '/bekleidung',
    {
      pageName: 'Bekleidung',
      showInNavigation: true,
      showInMobileNavigation: true,
      mobileNavigationIndex: 10,
      showAllBrands: true,
      additionalnavigationitems: [{ layerTwoNameTitle: 'Specials', navitem: 'Große Größen', navitemlink: { type: 'link', link: '/gross' } }],
    },
    [
      leaf('sakkos', 'Sakkos', 'Business', 1, { displayHighlightMenuItem: true, displayHighlightCategoryTag: 'Neu' }),
      leaf('anzuege', 'Anzüge', 'Business', 0),
      leaf('jeans', 'Jeans', 'Casual', 2),
      leaf('hosen', 'Hosen', 'Casual', 3),
      leaf('waesche', 'Wäsche', undefined, 4),
    ],
    1,
  ),
  node(
    'node-schuhe',
    'Schuhe',
    '/schuhe',
    { showInNavigation: true, showInMobileNavigation: true, mobileNavigationIndex: 20, styleAllNavigationTitles: 'gold' },
    [],
    2,
  ),
  node(
    'node-sale',
    'Sale',
    '/sale',
    { showInNavigation: true, showInMobileNavigation: true, isPremiumSale: true, MobileAppStyle: 'main red', mobileNavigationIndex: 5 },
    [],
    3,
  ),
  node('node-intern', 'Intern', '/intern', { showInNavigation: false }, [], 4),
  node(
    'node-marken',
    'Marken',
    '/marken',
    { showInNavigation: true, showInMobileNavigation: true, MobileAppStyle: 'service' },
    brandNames.map((b, i) => node(`brand-${i}`, b, `/marken/b${i}`, {}, [], i)),
    5,
  ),
]);
