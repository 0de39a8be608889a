import type { ReferenceValue } from '../domain/navigation';

/**
 * Where a reference field leads (FRONTASTIC.md: a `reference` is a link or a page folder). A module of
 * its own: teasers, the footer, banners and the flyout's teasers read it, and each of them is a lazy
 * chunk of its own; from menu.ts each chunk got a copy of the whole navigation rules (up to 7 KB a page).
 */
export function referenceHref(ref: ReferenceValue | null | undefined): string | undefined {
  if (!ref) return undefined;
  return ref.type === 'link' ? ref.link : ref.pageFolder._url;
}
