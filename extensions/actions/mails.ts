import type { Language } from '../../src/config/languages';
import type { mails } from '../../src/i18n/messages/mails';
import { translate } from '../../src/i18n/translate';
import type { OutgoingMail } from '../services/outbox';

/** The kinds of mail the shop sends (src/i18n/messages/mails.ts: subject, text and link label of each). */
export type MailKind = keyof typeof mails extends `mail.${infer Kind}.${'subject' | 'text' | 'link'}` ? Kind : never;

/** Subject, text and the one link of a mail in the shopper's language; `{name}` is filled in. */
export function mailContent(
  kind: MailKind,
  language: Language,
  url: string,
  values: { name?: string } = {},
): { subject: string; text: string; links: OutgoingMail['links'] } {
  const name = { name: values.name ?? '' };
  return {
    subject: translate(`mail.${kind}.subject`, language, name),
    text: translate(`mail.${kind}.text`, language, name),
    links: [{ label: translate(`mail.${kind}.link`, language), url }],
  };
}
