import type { ReactNode } from 'react';
import type { StatusMessage } from '../domain/status-message';
import { statusAlertOf } from '../domain/status-alert-rules';
import { Alert } from './Alert';

/**
 * The one alert of an action's outcome (accounts-cart-services.md §4): `error` (a failure's text, or markup such
 * as a link to the forgot-password flow) shows a danger alert; otherwise the status message decides: message
 * success a success alert, misc a neutral one, silent success nothing, a redirect success its text (if any) while
 * the next page loads (`useStatusMessage` goes there).
 */
export function StatusAlert({ status, error }: { status?: StatusMessage | null; error?: ReactNode }) {
  const failed = error !== undefined && error !== null && error !== false && error !== '';
  const view = statusAlertOf(status, failed);
  if (!view) return null;
  return <Alert variant={view.variant}>{failed ? error : view.text}</Alert>;
}
