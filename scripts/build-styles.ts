import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { bundleAsync, type Selector, type SelectorComponent } from 'lightningcss';

/**
 * The shop's stylesheet, scoped under its root element. A Frontend project imports
 * `@hirmer/storefront-sdk/styles.css` into its root layout beside its own (Tailwind) styles, so no
 * selector of the SDK may match outside the element <ThemeScope> renders: every selector is written
 * below `.shop-root`; the design tokens and the body's font and colours sit on `.shop-root` itself;
 * `[data-project]` themes are the root's own attribute. The document-wide reset (html, body) is a
 * file of its own (`reset.css`) that a project opts into. Keyframe names carry the `shop-` prefix.
 */

export const SHOP_ROOT_CLASS = 'shop-root';
export const STYLES_ENTRY = 'src/ui/styles.css';
export const RESET_ENTRY = 'src/ui/reset.css';

const root: SelectorComponent = { type: 'class', name: SHOP_ROOT_CLASS };
const descendant: SelectorComponent = { type: 'combinator', value: 'descendant' };

/** The document's own element (`:root`, `html`, `body`) stands for the shop's root element. */
function isDocumentElement(component: SelectorComponent): boolean {
  return (
    (component.type === 'type' && (component.name === 'html' || component.name === 'body')) || (component.type === 'pseudo-class' && component.kind === 'root')
  );
}

/** The first compound selector's components (up to the first combinator). */
function firstCompound(selector: Selector): SelectorComponent[] {
  const end = selector.findIndex((c) => c.type === 'combinator');
  return end === -1 ? selector : selector.slice(0, end);
}

/** One selector written below (or on) the shop's root element. */
export function scopeSelector(selector: Selector): Selector {
  const first = firstCompound(selector);
  if (first.some((c) => c.type === 'class' && c.name === SHOP_ROOT_CLASS)) return selector;
  if (first.some(isDocumentElement)) {
    const rest = first.filter((c) => !isDocumentElement(c));
    return [root, ...rest, ...selector.slice(first.length)];
  }
  // The project theme is an attribute of the root element itself (<ThemeScope data-project>).
  if (first[0]?.type === 'attribute' && first[0].name === 'data-project') return [root, ...selector];
  return [root, descendant, ...selector];
}

/** Bundles a stylesheet with its imports; `scoped` writes every selector below the shop's root. */
export async function bundleStyles(file: string, { scoped, minify }: { scoped: boolean; minify: boolean }): Promise<string> {
  const { code } = await bundleAsync({
    filename: file,
    minify,
    resolver: {
      // Relative imports beside the file, packages (keen-slider's styles) from node_modules.
      resolve: (specifier, from) => (specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : createRequire(from).resolve(specifier)),
    },
    // Called for each style rule's selectors at every depth (inside @media and @supports too), not for
    // the selectors inside :not() or :is(). Not a Rule visitor: rules with var() do not survive its round trip.
    visitor: scoped ? { Selector: scopeSelector } : undefined,
  });
  return code.toString();
}

/** The shipped files: `styles.css` (scoped) and `reset.css` (the opt-in document reset). */
export async function buildStyles(repoRoot: string, outDir: string, minify = true): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const [styles, reset] = await Promise.all([
    bundleStyles(path.join(repoRoot, STYLES_ENTRY), { scoped: true, minify }),
    bundleStyles(path.join(repoRoot, RESET_ENTRY), { scoped: false, minify }),
  ]);
  fs.writeFileSync(path.join(outDir, 'styles.css'), styles);
  fs.writeFileSync(path.join(outDir, 'reset.css'), reset);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildStyles(process.cwd(), path.join(process.cwd(), 'dist'));
}
