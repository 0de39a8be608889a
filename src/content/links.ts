/**
 * The rules of a content link (storefront-browsing.md §2 Links): what an editor's link becomes in
 * the shop. Pure, so the one link component (src/ui/content/ContentLink.tsx) only draws it.
 *
 * - `node_{target}` links are resolved to their node's address on the server (src/page/resolve.ts);
 * - a link opens as a modal when asked or when its href ends in `_modal`, unless the page is itself
 *   shown in a frame (there is never a modal inside a frame);
 * - phone-like targets become `tel:` links;
 * - same-host links are routed in the app, other hosts are plain anchors.
 */

export const MODAL_SUFFIX = '_modal';

export type ContentLink =
  | { kind: 'modal'; href: string }
  | { kind: 'tel'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string };

export interface LinkContext {
  /** The shop's own origin (https://shop.example); absolute links to it are internal. */
  origin?: string;
  /** The page is shown inside a frame (a link modal's iframe). */
  inFrame?: boolean;
  /** The editor asked for "open as modal". */
  openAsModal?: boolean;
}

/** At least six digits, written with the signs a phone number uses: "+49 (0)89 / 23 68 - 0". */
const PHONE_LIKE = /^\+?[\d\s()/.-]+$/;
const MIN_PHONE_DIGITS = 6;

export function isPhoneLike(target: string): boolean {
  return PHONE_LIKE.test(target) && target.replace(/\D/g, '').length >= MIN_PHONE_DIGITS;
}

/** "+49 (0)89 / 23 68-0" -> "tel:+498923680" (the trunk "(0)" is not dialled from abroad) */
export function telHref(target: string): string {
  const number = target.replace(/^tel:/i, '').trim();
  const digits = (number.startsWith('+') ? number.replace(/\(0\)/g, '') : number).replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

function sameHostPath(href: string, origin: string | undefined): string | null {
  if (!origin || !/^https?:\/\//i.test(href)) return null;
  try {
    const url = new URL(href);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** What an editor's link target becomes, or null when there is nothing to link to. */
export function classifyLink(raw: string | null | undefined, context: LinkContext = {}): ContentLink | null {
  let href = (raw ?? '').trim();
  if (!href || href === MODAL_SUFFIX) return null;
  if (/^tel:/i.test(href) || isPhoneLike(href)) return { kind: 'tel', href: telHref(href) };
  let modal = context.openAsModal === true;
  if (href.endsWith(MODAL_SUFFIX)) {
    href = href.slice(0, -MODAL_SUFFIX.length);
    modal = true;
  }
  if (!href) return null;
  const ownPath = sameHostPath(href, context.origin);
  const local = ownPath ?? (href.startsWith('/') && !href.startsWith('//') ? href : null);
  if (modal && !context.inFrame) return { kind: 'modal', href: local ?? href };
  if (local) return { kind: 'internal', href: local };
  return { kind: 'external', href };
}

/** The path of a link without query and hash, for matching configured targets. */
export function pathOf(href: string): string {
  return href.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
}

/** Height of a link modal's frame: its content plus the extra height, or the fallback when unreadable. */
export function frameHeight(contentHeight: number | null, extra: number, fallback: number): number {
  return contentHeight !== null && Number.isFinite(contentHeight) && contentHeight > 0 ? Math.ceil(contentHeight) + extra : fallback;
}
