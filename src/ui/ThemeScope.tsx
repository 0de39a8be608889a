import type { ReactNode } from 'react';
import { useShopContext } from '../shop/ShopContext';

/**
 * The element the project themes hang on: `styles.css` sets each project's design tokens (CSS custom
 * properties) under `[data-project="eck" | "hgg" | "hrm"]`, so everything inside takes the project's look.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const { project } = useShopContext();
  return (
    <div
      // `data-hydrated` once the browser's React has the element (its commit, when hydrated): set, not rendered,
      // so the page renders once. What can wait until then waits on it in CSS, as the colour tiles' pictures
      // (listing.css), which are then not among the requests before the first paint.
      ref={(element) => {
        if (element) element.dataset.hydrated = '';
      }}
      className="shop-root"
      data-project={project.id}
    >
      {children}
    </div>
  );
}
