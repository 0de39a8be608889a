import { useIntl } from 'react-intl';
import type { TasticProps } from '../../../src/shop/registry';
import type { NavigationNode } from '../../../src/domain/navigation';
import { nodeConfiguration, nodeHref } from '../../../src/navigation/node';

export interface CategoryBarData {
  tree?: NavigationNode | null;
}

export interface CategoryNavItem {
  id: string;
  name: string;
  href: string;
  active: boolean;
  isSale: boolean;
}

/** Category nav items (§3 "Category nav item"): the node's children that show in categories. */
export function categoryItems(root: NavigationNode | null | undefined, currentId: string): CategoryNavItem[] {
  if (!root) return [];
  return root.children
    .filter((c) => nodeConfiguration(c).showInCategories)
    .sort((a, b) => a.sort - b.sort)
    .map((c) => ({
      id: c.pageFolderId,
      name: nodeConfiguration(c).pageName || c.name,
      href: nodeHref(c),
      active: c.pageFolderId === currentId,
      isSale: nodeConfiguration(c).isPremiumSale,
    }));
}

/** A horizontal bar of links to category nodes. */
export default function CategoryBar({ data, pageFolder }: TasticProps<CategoryBarData>) {
  const intl = useIntl();
  // The node may hide the line of sub-categories above its product list (hideCategoryLine).
  if (pageFolder.configuration.hideCategoryLine) return null;
  const items = categoryItems(data.tree, pageFolder.pageFolderId);
  if (!items.length) return null;
  return (
    <nav className="category-bar" aria-label={intl.formatMessage({ id: 'categoryBar.label' })}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={item.href}
              className={`category-bar__link${item.isSale ? ' category-bar__link--sale' : ''}`}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
