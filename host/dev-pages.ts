import type { ServerResponse } from 'node:http';
import type { MailOutbox } from '../extensions/services/outbox';
import { escapeHtml } from './escape-html';

export function sendHtml(res: ServerResponse, html: string, status = 200) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(html) });
  res.end(html);
}

/** Development only: the mails the embedded backend "sent", with their links, newest first. */
export async function renderOutbox(outbox: MailOutbox): Promise<string> {
  const mails = await outbox.list({ limit: 100 });
  const rows = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · <time>${escapeHtml(m.createdAt)}</time></p>` +
        `<pre>${escapeHtml(m.text)}</pre>${m.links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('')}</article>`,
    )
    .join('<hr>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title><style>body{font:15px/1.5 system-ui;margin:24px auto;max-width:860px}pre{white-space:pre-wrap;background:#f5f4f1;padding:12px}</style></head><body><h1>Outbox</h1><p>Mails the embedded backend sent (development only).</p>${rows || '<p>No mails yet.</p>'}</body></html>`;
}
