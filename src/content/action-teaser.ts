import { countdownParts, instantOf, isWithinWindow } from './schedule';

export interface ActionTeaserState {
  active?: boolean;
  start?: unknown;
  end?: unknown;
  countdownTo?: unknown;
  /** The teaser's id is in the dismissed cookie. */
  dismissed: boolean;
}

/**
 * "Action teaser: shown only when active, now between start and end, not dismissed by cookie,
 * countdown not complete" (storefront-browsing.md §2).
 */
export function isActionTeaserShown(now: number, teaser: ActionTeaserState): boolean {
  if (teaser.active !== true || teaser.dismissed) return false;
  if (!isWithinWindow(now, teaser.start, teaser.end)) return false;
  return instantOf(teaser.countdownTo) === null || countdownParts(now, teaser.countdownTo) !== null;
}

/** The dismissed cookie holds the ids of dismissed teasers, comma-separated. */
export function dismissedIds(cookie: string | null): string[] {
  return (cookie ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
