import { lazy, memo, Suspense, type ComponentProps } from 'react';
import type MarkdownToJsx from 'markdown-to-jsx';
import { ServedMarkup } from './ServedMarkup';

type MarkdownComponent = typeof MarkdownToJsx;
type MarkdownModule = { default: MarkdownComponent };

let loaded: MarkdownComponent | null = null;
let loading: Promise<MarkdownComponent> | null = null;

/**
 * Loads markdown-to-jsx. The server awaits it once before rendering (`loadTastics()`), so its
 * render stays synchronous; the browser loads it only when a Markdown block hydrates or renders.
 */
export function loadMarkdown(): Promise<MarkdownComponent> {
  loading ??= import('markdown-to-jsx').then((m) => {
    loaded = m.default;
    return loaded;
  });
  return loading;
}

/** A thenable that is already settled: React.lazy resolves it during the same render. */
// biome-ignore lint/suspicious/noThenProperty: deliberately a synchronous thenable, so the server renders the loaded module without suspending
const settled = (value: MarkdownModule) => ({ then: (resolve: (v: MarkdownModule) => void) => resolve(value) }) as unknown as Promise<MarkdownModule>;

const LazyMarkdown = lazy(() => (loaded ? settled({ default: loaded }) : loadMarkdown().then((component) => ({ default: component }))));

/**
 * markdown-to-jsx behind a Suspense boundary: the server renders the text (the module is loaded
 * beforehand); in the browser the boundary keeps the server's markup and hydrates once the module
 * arrives, so Markdown costs no JavaScript at page load (about 6 KB gzip). Rendered in the browser
 * alone (Storybook, client-side), it shows once loaded.
 */
export function Markdown(props: ComponentProps<MarkdownComponent>) {
  return (
    <Suspense fallback={null}>
      <LazyMarkdown {...props} />
    </Suspense>
  );
}

type StaticMarkdownProps = {
  children: string;
  options?: Omit<NonNullable<ComponentProps<MarkdownComponent>['options']>, 'overrides' | 'createElement' | 'renderRule'>;
};

/** Equal text and equal option values (the options are plain flags, written inline by callers). */
function sameStaticMarkdown(a: StaticMarkdownProps, b: StaticMarkdownProps): boolean {
  if (a.children !== b.children) return false;
  const keys = new Set([...Object.keys(a.options ?? {}), ...Object.keys(b.options ?? {})]);
  return [...keys].every((key) => (a.options as Record<string, unknown> | undefined)?.[key] === (b.options as Record<string, unknown> | undefined)?.[key]);
}

/**
 * Markdown with nothing interactive in it (no overriding components: its links are plain links),
 * kept as the server rendered it (ServedMarkup): a served page never loads markdown-to-jsx for it.
 * Memoised on its text and option values, so a parent's re-render (a "more" toggle) leaves it be.
 */
export const StaticMarkdown = memo(function StaticMarkdown({ children, options }: StaticMarkdownProps) {
  return (
    <ServedMarkup>
      <Markdown options={options}>{children}</Markdown>
    </ServedMarkup>
  );
}, sameStaticMarkdown);
