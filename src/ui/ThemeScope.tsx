import type { ReactNode } from 'react';
import { useShopContext } from '../shop/ShopContext';

/**
 * The element the project themes hang on: `styles.css` sets each project's design tokens (CSS custom
 * properties) under `[data-project="eck" | "hgg" | "hrm"]`, so everything inside takes the project's look.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const { project } = useShopContext();
  return (
    <div className="shop-root" data-project={project.id}>
      {children}
    </div>
  );
}
