import { describe, expect, it } from 'vitest';
import { buildFlyout, columnsFor, desktopNavigationItems, mobileNavigationItems, nodeHref, nodeLabel } from '../../src/navigation/menu';
import { mobileNavigationReducer } from '../../src/state/navigation';
import { navigationTree } from '../../stories/support/navigation';
import { nodeValueConfiguration, parseNodeConfiguration } from '../../src/domain/node-configuration';
import type { NavigationNode } from '../../src/domain/navigation';

const options = { otherGroupTitle: 'Weitere', allLabel: 'Alle Bekleidung', collator: new Intl.Collator('de') };
const bekleidung = navigationTree.children[0]!;
/** A node with its configuration as the editor stored it, parsed and trimmed as the page's resolution does. */
const withConfiguration = (node: NavigationNode, configuration: Record<string, unknown>): NavigationNode => ({
  ...node,
  configuration: nodeValueConfiguration(parseNodeConfiguration(configuration)),
});

describe('desktop navigation', () => {
  it('shows only nodes with showInNavigation, in sort order', () => {
    expect(desktopNavigationItems(navigationTree).map(nodeLabel)).toEqual(['Bekleidung', 'Schuhe', 'Sale', 'Marken']);
  });

  it('groups child nodes by their second-level group name, alphabetically, with ungrouped nodes under "others", then the additional items', () => {
    const flyout = buildFlyout(bekleidung, options);
    expect(flyout.groups.map((g) => [g.title, g.links.map((l) => l.label)])).toEqual([
      ['Business', ['Anzüge', 'Sakkos']],
      ['Casual', ['Jeans', 'Hosen']],
      ['Weitere', ['Wäsche']],
      ['Specials', ['Große Größen']],
    ]);
  });

  it('carries highlight tags, the all link and the all-brands link', () => {
    const flyout = buildFlyout(bekleidung, options);
    expect(flyout.groups[0]!.links[1]).toMatchObject({ label: 'Sakkos', highlight: { tag: 'Neu' } });
    expect(flyout.allLink).toEqual({ label: 'Alle Bekleidung', href: '/bekleidung' });
    expect(flyout.allBrands).toEqual({ style: 'bold' });
    expect(buildFlyout(withConfiguration(bekleidung, { hideAdditionAll: true }), options).allLink).toBeUndefined();
  });

  it("shows the node's navigation image with its link next to the sub-categories", () => {
    const image = { media: { mediaId: 'n', file: '/static/teasers/autumn.svg', width: 600, height: 800 }, title: 'Herbst' };
    const flyout = buildFlyout(withConfiguration(bekleidung, { navigationImage: image, navigationImageLink: { type: 'link', link: '/herbst' } }), options);
    expect(flyout.image).toEqual({ media: image, href: '/herbst' });
    expect(buildFlyout(withConfiguration(bekleidung, {}), options).image).toBeUndefined();
  });

  it('gives a highlighted entry its description and media, and leads a cross-shop node to the other shop', () => {
    const media = { media: { mediaId: 'h', file: '/h.svg' } };
    const children = bekleidung.children.map((c) =>
      c.pageFolderId === 'node-sakkos'
        ? withConfiguration(c, { ...c.configuration, displayDescription: 'Die neue Saison', displayMedia: media, crossShopUrl: '/hgg/herren/sakkos' })
        : c,
    );
    const sakkos = buildFlyout({ ...bekleidung, children }, options).groups[0]!.links.find((l) => l.label === 'Sakkos')!;
    expect(sakkos).toMatchObject({ href: '/hgg/herren/sakkos', highlight: { tag: 'Neu', description: 'Die neue Saison', media } });
    expect(nodeHref(withConfiguration(bekleidung, { crossShopUrl: '//evil.example' }))).toBe('/bekleidung');
  });

  it.each([
    [1, 1],
    [11, 1],
    [12, 2],
    [30, 2],
  ])('a group of %i items has %i column(s)', (items, columns) => {
    expect(columnsFor(items)).toBe(columns);
  });

  it('keeps at most six teasers, each with at most four images, and maps occupied columns to widths', () => {
    const image = { media: { mediaId: 'm', file: '/x.svg' } };
    const teaser = (occupiedColumns: string) => ({ imagesList: Array(6).fill({ image }), link: { type: 'link', link: '/t' }, occupiedColumns });
    const flyout = buildFlyout(withConfiguration(bekleidung, { flyoutTeaser: ['1', '2', '3', '4', '1', '2', '3'].map(teaser) }), options);
    expect(flyout.teasers.map((t) => t.width)).toEqual(['full', 'two-thirds', 'half', 'one-third', 'full', 'two-thirds']);
    expect(flyout.teasers[0]!.images).toHaveLength(4);
  });
});

describe('mobile navigation', () => {
  it('orders entries by mobileNavigationIndex (default 999), then sort, with the app styles', () => {
    expect(mobileNavigationItems(navigationTree).map((i) => [i.label, i.style])).toEqual([
      ['Sale', 'bold-red'],
      ['Bekleidung', 'bold'],
      ['Schuhe', 'bold'],
      ['Marken', 'plain'],
    ]);
  });

  it('puts an entry at the default index (999, not carried by its value) after the indexed ones, whatever its sort', () => {
    const first = { ...withConfiguration(navigationTree.children[0]!, { showInMobileNavigation: true, pageName: 'Neu' }), pageFolderId: 'node-neu', sort: -1 };
    const tree = { ...navigationTree, children: [first, ...navigationTree.children] };
    expect(first.configuration).toEqual({ showInMobileNavigation: true, pageName: 'Neu' });
    expect(mobileNavigationItems(tree).map((i) => i.label)).toEqual(['Sale', 'Bekleidung', 'Schuhe', 'Neu', 'Marken']);
  });

  it('marks entries with a mobile subtree', () => {
    const items = mobileNavigationItems(navigationTree);
    expect(items.find((i) => i.label === 'Bekleidung')!.hasChildren).toBe(true);
    expect(items.find((i) => i.label === 'Schuhe')!.hasChildren).toBe(false);
  });

  it.each([
    ['opening clears the active tree', { opened: false, activeTree: ['a'] }, { type: 'open' } as const, { opened: true, activeTree: [] }],
    [
      'entering a node adds it to the active tree',
      { opened: true, activeTree: ['a'] },
      { type: 'enter', nodeId: 'b' } as const,
      { opened: true, activeTree: ['a', 'b'] },
    ],
    ['back leaves the deepest node', { opened: true, activeTree: ['a', 'b'] }, { type: 'back' } as const, { opened: true, activeTree: ['a'] }],
    ['closing resets the subtree', { opened: true, activeTree: ['a', 'b'] }, { type: 'close' } as const, { opened: false, activeTree: [] }],
  ])('%s', (_rule, state, action, expected) => {
    expect(mobileNavigationReducer(state, action)).toEqual(expected);
  });
});
