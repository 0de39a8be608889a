import type { NavigationNode, ReferenceValue, MediaValue } from '../domain/navigation';
import type { NodeConfiguration, NodeFields } from '../domain/node-configuration';
import { FLYOUT_GROUP_SINGLE_COLUMN_MAX_ITEMS, FLYOUT_TEASER_IMAGES_MAX, FLYOUT_TEASERS_MAX } from '../config/constants';
import { referenceHref } from './reference';
import { nodeConfiguration, nodeHref, nodeLabel, editorText } from './node';

export { nodeConfiguration, nodeHref, nodeLabel };

/**
 * The navigation rules of storefront-browsing.md §2 "Navigation" as pure functions over the tree
 * value the header receives: which nodes show where, in which order, grouped how.
 */

const cfg = nodeConfiguration;
type Config = NodeFields;

const bySort = (a: NavigationNode, b: NavigationNode) => a.sort - b.sort;

/** Top-level entries of the desktop header: nodes with showInNavigation (default false), by sort. */
export function desktopNavigationItems(root: NavigationNode | null | undefined): NavigationNode[] {
  return (root?.children ?? []).filter((n) => cfg(n).showInNavigation).sort(bySort);
}

export interface FlyoutLink {
  id: string;
  label: string;
  href: string;
  /** A highlighted entry: its tag, CSS class, and the short text and image shown with it. */
  highlight?: { tag?: string; className?: string; description?: string; media?: MediaValue };
  isPremiumSale: boolean;
}

export interface FlyoutGroup {
  title: string;
  links: FlyoutLink[];
  /** One column for up to 11 links, otherwise two. */
  columns: 1 | 2;
}

export interface FlyoutTeaser {
  images: MediaValue[];
  link: ReferenceValue;
  /** Share of the teaser row: 1 full, 2 two-thirds, 3 half, 4 one-third. */
  width: 'full' | 'two-thirds' | 'half' | 'one-third';
}

export interface Flyout {
  groups: FlyoutGroup[];
  teasers: FlyoutTeaser[];
  /** The node's navigation image next to the sub-categories, with its link. */
  image?: { media: MediaValue; href?: string };
  /** "All <category>" link, unless the node hides it (hideAdditionAll). */
  allLink?: { label: string; href: string };
  allBrands?: { text?: string; style: 'bold' | 'italic' };
}

export function columnsFor(itemCount: number): 1 | 2 {
  return itemCount <= FLYOUT_GROUP_SINGLE_COLUMN_MAX_ITEMS ? 1 : 2;
}

function linkOf(node: NavigationNode): FlyoutLink {
  const c = cfg(node);
  const media = c.displayMedia;
  const description = editorText(c.displayDescription);
  const highlight = c.displayHighlightMenuItem
    ? {
        tag: editorText(c.displayHighlightCategoryTag),
        className: editorText(c.displayClassname),
        ...(description ? { description } : {}),
        ...(media ? { media } : {}),
      }
    : undefined;
  return { id: node.pageFolderId, label: nodeLabel(node), href: nodeHref(node), isPremiumSale: c.isPremiumSale, ...(highlight ? { highlight } : {}) };
}

function navigationImageOf(c: Config): Pick<Flyout, 'image'> {
  const media = c.navigationImage;
  if (!media) return {};
  const href = referenceHref(c.navigationImageLink);
  return { image: { media, ...(href ? { href } : {}) } };
}

const TEASER_WIDTHS = { '1': 'full', '2': 'two-thirds', '3': 'half', '4': 'one-third' } as const;

/**
 * A top-level node's flyout: its children grouped by their second-level group name (layerTwoName;
 * nodes without one go to `otherGroupTitle`), groups sorted alphabetically, then the additional
 * navigation items grouped by their title; up to six teasers.
 */
export function buildFlyout(node: NavigationNode, options: { otherGroupTitle: string; allLabel: string; collator: Intl.Collator }): Flyout {
  const c = cfg(node);
  const groups = new Map<string, FlyoutLink[]>();
  for (const child of [...node.children].sort(bySort)) {
    if (!cfg(child).showInCategories) continue;
    const title = editorText(cfg(child).layerTwoName) ?? options.otherGroupTitle;
    groups.set(title, [...(groups.get(title) ?? []), linkOf(child)]);
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => options.collator.compare(a, b));

  const additional = new Map<string, FlyoutLink[]>();
  c.additionalnavigationitems.forEach((item, i) => {
    const href = referenceHref(item.navitemlink);
    const label = editorText(item.navitem);
    if (!href || !label) return;
    const title = editorText(item.layerTwoNameTitle) ?? options.otherGroupTitle;
    additional.set(title, [...(additional.get(title) ?? []), { id: `${node.pageFolderId}-extra-${i}`, label, href, isPremiumSale: false }]);
  });

  const teasers = c.flyoutTeaser.slice(0, FLYOUT_TEASERS_MAX).flatMap((t): FlyoutTeaser[] => {
    const images = t.imagesList.map((entry) => entry.image).slice(0, FLYOUT_TEASER_IMAGES_MAX);
    return images.length ? [{ link: t.link, images, width: TEASER_WIDTHS[t.occupiedColumns] }] : [];
  });

  return {
    groups: [...sorted, ...additional.entries()].map(([title, links]) => ({ title, links, columns: columnsFor(links.length) })),
    teasers,
    ...navigationImageOf(c),
    ...(c.hideAdditionAll ? {} : { allLink: { label: options.allLabel, href: nodeHref(node) } }),
    ...(c.showAllBrands ? { allBrands: { text: editorText(c.showAllBrandsText), style: c.styleAllBrands } } : {}),
  };
}

export type MobileStyle = 'bold' | 'plain' | 'bold-red';
const MOBILE_STYLES: Record<NodeConfiguration['MobileAppStyle'], MobileStyle> = { main: 'bold', service: 'plain', 'main red': 'bold-red' };

export interface MobileItem {
  node: NavigationNode;
  label: string;
  style: MobileStyle;
  image?: MediaValue;
  hasChildren: boolean;
}

/** Entries of the mobile slide-in menu: showInMobileNavigation, ordered by mobileNavigationIndex (default 999), then sort. */
export function mobileNavigationItems(node: NavigationNode | null | undefined): MobileItem[] {
  return (node?.children ?? [])
    .filter((n) => cfg(n).showInMobileNavigation)
    .sort((a, b) => cfg(a).mobileNavigationIndex - cfg(b).mobileNavigationIndex || bySort(a, b))
    .map((n) => {
      const image = cfg(n).mobileNavigationMenuImage;
      return {
        node: n,
        label: nodeLabel(n),
        style: MOBILE_STYLES[cfg(n).MobileAppStyle],
        ...(image ? { image } : {}),
        hasChildren: n.children.some((c) => cfg(c).showInMobileNavigation),
      };
    });
}

/** Finds a node by id in a tree (the mobile menu keeps ids of the active subtree, not nodes). */
export function findNode(root: NavigationNode | null | undefined, id: string): NavigationNode | undefined {
  if (!root) return undefined;
  if (root.pageFolderId === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}
