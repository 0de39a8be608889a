import { Suspense, type ReactNode } from 'react';
import { useHydrating } from '../hydration-boundary';

/** Never settles: a boundary suspended on it during hydration keeps the server's markup for good. */
const forever = new Promise<never>(() => {});

function KeepServed({ children }: { children: ReactNode }) {
  if (useHydrating() && typeof document !== 'undefined') throw forever;
  return children;
}

/**
 * Content with nothing interactive in it (text, plain links, images) that the browser leaves as the
 * server rendered it: while hydrating, the boundary suspends for good, and React keeps the served
 * markup in place without running the children, so their code (a Markdown parser) never has to
 * load with the page. Rendered in the browser (Storybook, content that appears later, or children
 * that change after hydrating), the children render as usual.
 *
 * New props reaching the boundary before it hydrated make React render it afresh in the browser,
 * so callers memoise it against parents that re-render with equal content (StaticMarkdown).
 */
export function ServedMarkup({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <KeepServed>{children}</KeepServed>
    </Suspense>
  );
}
