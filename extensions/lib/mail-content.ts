import type { Language } from '../../src/config/languages';
import { translate } from '../../src/i18n/translate';
import type { MailKind } from '../services/mail';
import type { OutgoingMail } from '../services/outbox';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Colours of the mail's button and text: mail clients ignore stylesheets, so they are inline. */
const INK = '#1d1d1b';
const MUTED = '#6b6b6b';

/**
 * A mail of one kind in the shopper's language: subject, the text part (the text, then the link
 * written out) and the HTML part (the same text, the link as a button), every value escaped. `url`
 * is the absolute address of the mail's one link.
 */
export function mailContent(
  kind: MailKind,
  language: Language,
  url: string,
  values: { name?: string; email?: string; shop: string },
): Omit<OutgoingMail, 'to'> {
  const filled = { name: values.name ?? '', email: values.email ?? '', shop: values.shop };
  const subject = translate(`mail.${kind}.subject`, language, filled);
  const body = translate(`mail.${kind}.text`, language, filled);
  const label = translate(`mail.${kind}.link`, language);
  const text = `${body}\n\n${label}:\n${url}\n\n-- \n${values.shop}\n`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escaped(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#ffffff;color:${INK};font:16px/1.5 Helvetica,Arial,sans-serif">`,
    `<p style="margin:0 0 24px">${escaped(body)}</p>`,
    `<p style="margin:0 0 24px"><a href="${escaped(url)}" style="display:inline-block;padding:12px 20px;background:${INK};color:#ffffff;text-decoration:none">${escaped(label)}</a></p>`,
    `<p style="margin:0 0 24px;color:${MUTED};font-size:13px">${escaped(url)}</p>`,
    `<p style="margin:0;color:${MUTED};font-size:13px">${escaped(values.shop)}</p>`,
    '</body></html>',
  ].join('');
  return { kind, subject, text, html, links: [{ label, url }] };
}
