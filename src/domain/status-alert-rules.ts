import type { StatusMessage } from './status-message';

/**
 * "A status alert shows a success or danger alert" (accounts-cart-services.md §4), for the four kinds of status
 * message: a failure shows danger; message and redirect success show success (a redirect's text while the next
 * page loads); misc shows a neutral (info) alert; silent success shows nothing. Without zod (browser).
 */
export type StatusAlertVariant = 'success' | 'danger' | 'info';

export interface StatusAlertView {
  variant: StatusAlertVariant;
  /** The status's text; undefined for a failure (the caller renders its error) or a redirect without text. */
  text?: string;
}

export function statusAlertOf(status: StatusMessage | null | undefined, failed = false): StatusAlertView | null {
  if (failed) return { variant: 'danger' };
  if (!status) return null;
  switch (status.kind) {
    case 'silent':
      return null;
    case 'message':
      return { variant: 'success', text: status.text };
    case 'redirect':
      return status.text ? { variant: 'success', text: status.text } : null;
    case 'misc':
      return { variant: 'info', text: status.text };
  }
}

/** Where the browser goes after the success: the redirect's location, else nowhere. */
export function statusRedirectOf(status: StatusMessage | null | undefined): string | null {
  return status?.kind === 'redirect' ? status.location : null;
}

/** The status's text, if it has one (an editor's own success text may stand in for it). */
export function statusTextOf(status: StatusMessage | null | undefined): string {
  return status && status.kind !== 'silent' ? (status.text ?? '') : '';
}
