import type { Locale } from '../../src/config/locale';
import type { mails } from '../../src/i18n/messages/mails';

/** The kinds of mail the shop sends (src/i18n/messages/mails.ts: subject, text and link label of each). */
export type MailKind = keyof typeof mails extends `mail.${infer Kind}.${'subject' | 'text' | 'link'}` ? Kind : never;

/** One mail the shop sends: its kind, the recipient, the shopper's locale, the page its link opens and the values of its text. */
export interface MailRequest {
  kind: MailKind;
  to: string;
  locale: Locale;
  /** The shop's name in the text (the project's). */
  shop: string;
  /** The path (and query) of the mail's link on the shop, e.g. `/account?page=ResetPassword&token=…`. */
  path: string;
  values?: { name?: string; email?: string };
}

/**
 * What a failed mail means for the shopper's action: `refuse` answers 503 `mail_unavailable` (the
 * flow cannot go on without its link, and saying so is no leak); `log` answers as if it went out
 * (the spec's neutral answers, and receipts of something already done), the failure in the log.
 */
export type MailFailure = 'refuse' | 'log';

/** The shop's mails: written in the shopper's language, sent with bounded retries, failures logged with their kind. */
export interface Mailer {
  /** True when the mail went out; false when it failed and `onFailure` is `log`. */
  send(request: MailRequest, onFailure: MailFailure): Promise<boolean>;
}
