import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_CONFIGURATION_DEFAULTS } from '../../src/domain/node-configuration-defaults';
import { nodeConfigurationSchema, nodeValueConfiguration, parseNodeConfiguration } from '../../src/domain/node-configuration';
import { pickTranslationsDeep } from '../../src/domain/translation';
import { nodeConfiguration } from '../../src/navigation/menu';
import { repoRoot } from '../schemas/fixture';

/** The fields a node value never carries: read only of the page's own folder. */
const PAGE_FOLDER_FIELDS = ['seoTitle', 'seoDescription', 'seoKeywords', 'canonicalUrl', 'pimSlug', 'brandsPageSource', 'hideCategoryLine'];
const withoutUnset = (value: object) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
const without = (value: object, fields: string[]) => Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key)));

const teaser = {
  imagesList: [{ image: { media: { mediaId: 'm', file: '/static/teasers/autumn.svg' } } }],
  link: { type: 'link', link: '/herbst', openInNewWindow: false },
  occupiedColumns: '2',
};

describe('the node configuration\'s defaults (storefront-browsing.md §3 "Navigation node configuration")', () => {
  it("are the schema's defaults: what an empty configuration parses to", () => {
    expect({ ...NODE_CONFIGURATION_DEFAULTS }).toStrictEqual(withoutUnset(nodeConfigurationSchema.parse({})));
  });
});

describe('a node value carries the fields that differ from their defaults (nodeValueConfiguration)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a configuration the editor left empty carries nothing', {}, {}],
    ['a flag at its default false is left out, set true it is carried', { showInNavigation: false, isPremiumSale: true }, { isPremiumSale: true }],
    ['showInCategories is carried only when a node hides itself (default true)', { showInCategories: false }, { showInCategories: false }],
    ['showInCategories true is its default', { showInCategories: true }, {}],
    ['a node that hides itself in mobile navigation carries nothing (default false)', { showInMobileNavigation: false }, {}],
    ['a node shown in mobile navigation carries it', { showInMobileNavigation: true }, { showInMobileNavigation: true }],
    [
      'mobileNavigationIndex 999 is its default, another index is carried',
      { mobileNavigationIndex: 999, MobileAppStyle: 'service' },
      { MobileAppStyle: 'service' },
    ],
    ['an index of 0 is carried (not mistaken for unset)', { mobileNavigationIndex: 0 }, { mobileNavigationIndex: 0 }],
    ['the enums at their defaults are left out', { styleAllBrands: 'bold', styleAllNavigationTitles: 'black', MobileAppStyle: 'main' }, {}],
    ['a title colour other than black is carried', { styleAllNavigationTitles: 'red' }, { styleAllNavigationTitles: 'red' }],
    ['empty groups are their default', { flyoutTeaser: [], additionalnavigationitems: [] }, {}],
    ['a group with items is carried', { flyoutTeaser: [teaser] }, { flyoutTeaser: [teaser] }],
    [
      'texts are carried when set, an empty text too (the readers treat it as unset)',
      { pageName: 'Kleidung', layerTwoName: '' },
      { pageName: 'Kleidung', layerTwoName: '' },
    ],
    ['a value the schema refuses counts as unset: its default, left out', { showInNavigation: 'yes', MobileAppStyle: 'neon' }, {}],
    [
      "the page folder's own fields are left out (SEO, pimSlug, brandsPageSource, hideCategoryLine)",
      { seoTitle: 'Sakkos', canonicalUrl: '/sakkos', pimSlug: 'sakkos', brandsPageSource: 'brand.title', hideCategoryLine: true, pageName: 'Sakkos' },
      { pageName: 'Sakkos' },
    ],
  ])('%s', (_rule, stored, carried) => {
    expect(nodeValueConfiguration(parseNodeConfiguration(stored))).toStrictEqual(carried);
  });
});

describe('its reader puts the defaults back (nodeConfiguration)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'an empty value reads as the defaults',
      {},
      { showInNavigation: false, showInCategories: true, mobileNavigationIndex: 999, MobileAppStyle: 'main', flyoutTeaser: [] },
    ],
    [
      'a carried field wins over its default',
      { showInCategories: false, mobileNavigationIndex: 3 },
      { showInCategories: false, mobileNavigationIndex: 3, showInNavigation: false },
    ],
    ['a carried text is read as carried', { pageName: 'Kleidung' }, { pageName: 'Kleidung' }],
  ])('%s', (_rule, carried, read) => {
    expect(nodeConfiguration({ configuration: carried })).toMatchObject(read);
  });

  it('is made once per value, and a value without configuration reads as the defaults', () => {
    const node = { configuration: { isPremiumSale: true } };
    expect(nodeConfiguration(node)).toBe(nodeConfiguration(node));
    expect(nodeConfiguration({ configuration: undefined as never })).toMatchObject({ showInCategories: true });
    // A field without a default stays unset.
    const { pageName, navigationImage, crossShopUrl } = nodeConfiguration({ configuration: {} });
    expect([pageName, navigationImage, crossShopUrl]).toEqual([undefined, undefined, undefined]);
  });

  it("reads every node of the shop's navigation, in every language, as the full configuration did", () => {
    const dir = path.join(repoRoot, 'site/pages');
    const stored = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map(
        (file) =>
          (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { pageFolder: { configuration?: Record<string, unknown> } }).pageFolder.configuration ??
          {},
      );
    expect(stored.length).toBeGreaterThan(40);
    for (const language of ['de', 'en', 'cs', 'pl', 'nl', 'fr']) {
      for (const configuration of stored) {
        const full = parseNodeConfiguration(pickTranslationsDeep(configuration, language));
        expect(withoutUnset(nodeConfiguration({ configuration: nodeValueConfiguration(full) }))).toStrictEqual(
          without(
            withoutUnset({ ...full, hideCategoryLine: false }),
            PAGE_FOLDER_FIELDS.filter((f) => f !== 'hideCategoryLine'),
          ),
        );
      }
    }
  });
});
