/**
 * Time windows of content blocks (storefront-browsing.md §2): an auto-changing text is "hidden outside
 * its start-end window", an action teaser is shown only "now between start and end".
 */

/** A date-time of an editor's `instant` field (ISO text or epoch ms), or null when empty or invalid. */
export function instantOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Now within [start, end): a missing bound is open on that side. */
export function isWithinWindow(now: number, start: unknown, end: unknown): boolean {
  const from = instantOf(start);
  const to = instantOf(end);
  return (from === null || now >= from) && (to === null || now < to);
}

/** Both bounds set and now between them: the auto-changing text "needs start and end date-times". */
export function isWithinRequiredWindow(now: number, start: unknown, end: unknown): boolean {
  return instantOf(start) !== null && instantOf(end) !== null && isWithinWindow(now, start, end);
}

/** What is left of a countdown, in whole days, hours, minutes and seconds; null when it is complete. */
export function countdownParts(now: number, target: unknown): { days: number; hours: number; minutes: number; seconds: number } | null {
  const to = instantOf(target);
  if (to === null || to <= now) return null;
  let rest = Math.floor((to - now) / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  return { days, hours, minutes, seconds: rest - minutes * 60 };
}
