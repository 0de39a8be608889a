import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { reportError } from '../../tracking/report-error';

/** The icons editors pick for icon boxes and the footer: simple line drawings, decorative (the text beside them says it). */
const PATHS = {
  truck: 'M3 7h11v8H3z M14 10h4l3 3v2h-7z M7 18a1.5 1.5 0 1 0 0-.01 M17 18a1.5 1.5 0 1 0 0-.01',
  return: 'M9 7 4 12l5 5 M4 12h11a5 5 0 0 1 0 10h-3',
  store: 'M4 10h16v10H4z M3 10l2-5h14l2 5 M10 20v-5h4v5',
  phone: 'M6 3h4l1 5-2.5 1.5a11 11 0 0 0 5 5L15 12l5 1v4a2 2 0 0 1-2 2A15 15 0 0 1 4 5a2 2 0 0 1 2-2z',
  gift: 'M4 10h16v10H4z M3 7h18v3H3z M12 7v13 M12 7c-2-4-6-3-5 0 M12 7c2-4 6-3 5 0',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M8.5 12l2.5 2.5 4.5-5',
  scissors: 'M6 6a2.5 2.5 0 1 0 .01 0 M6 18a2.5 2.5 0 1 0 .01 0 M8 7.5 20 18 M8 16.5 20 6',
  mail: 'M3 6h18v12H3z M3 6l9 7 9-7',
} as const;

export type ContentIconName = keyof typeof PATHS;
export const CONTENT_ICONS = Object.keys(PATHS) as ContentIconName[];

/** An icon the content names that the shop does not have (an icon since removed, a typo): reported as the missing icon module it is. */
export class IconNotFoundError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  constructor(readonly icon: string) {
    super(`The icon "${icon}" does not exist (icons: ${CONTENT_ICONS.join(', ')}).`);
    this.name = 'IconNotFoundError';
  }
}

/**
 * A content icon; one the shop does not have shows "Icon not found!" in its place (storefront-browsing.md
 * §8) and is reported with code MODULE_NOT_FOUND, instead of silently becoming another icon.
 */
export function ContentIcon({ name, size = 32 }: { name: ContentIconName; size?: number }) {
  const intl = useIntl();
  const known = Object.hasOwn(PATHS, name);
  useEffect(() => {
    if (!known) reportError(new IconNotFoundError(String(name)), { source: 'content-icon', code: 'MODULE_NOT_FOUND', icon: String(name) });
  }, [known, name]);
  if (!known) {
    return (
      <span className="content-icon content-icon--missing" style={{ minWidth: size, minHeight: size }}>
        {intl.formatMessage({ id: 'common.iconNotFound' })}
      </span>
    );
  }
  return (
    <svg className="content-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
