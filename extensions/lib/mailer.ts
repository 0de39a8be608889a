import { MAIL_RETRY_DELAYS_MS, MAIL_SEND_ATTEMPTS, MAIL_SEND_BUDGET_MS } from '../../src/config/constants';
import { LOCALE_PARAM } from '../../src/config/locale';
import type { Mailer, MailRequest } from '../services/mail';
import type { MailTransport } from '../services/outbox';
import { DomainError } from '../services/owner';
import { mailContent } from './mail-content';

/** A mail server's final refusal (5xx: no such mailbox, authentication refused ...): trying again changes nothing. */
export function isPermanentMailError(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string } | null;
  if (typeof e?.responseCode === 'number') return e.responseCode >= 500;
  return e?.code === 'EAUTH' || e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE';
}

/** `max@example.com` -> `m***@example.com`: the log names the mail, not the shopper. */
export function maskedAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The absolute address of a mail's link: the shop's public address, the path, and the shopper's locale (LOCALE_PARAM). */
export function mailLink(shopUrl: string, path: string, localeCode: string): string {
  const url = new URL(`${shopUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`);
  url.searchParams.set(LOCALE_PARAM, localeCode);
  return url.toString();
}

export interface MailerOptions {
  transport: MailTransport;
  /** The shop's public address (throws SettingsError when the deployment has none). */
  shopUrl: () => string;
  /** Waits between tries (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
  clock?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The shop's mails on one transport (SMTP or the outbox): each is written in the shopper's
 * language with its link on the shop's public address (never a request's Host header), tried up to
 * MAIL_SEND_ATTEMPTS times while the failure may pass and the tries end within MAIL_SEND_BUDGET_MS,
 * and every failure is logged with the mail's kind. What a final failure means for the action is the caller's choice (services/mail.ts).
 */
export function createMailer(options: MailerOptions): Mailer {
  const sleep = options.sleep ?? wait;
  const clock = options.clock ?? Date.now;
  return {
    async send(request: MailRequest, onFailure) {
      const url = mailLink(options.shopUrl(), request.path, request.locale.code);
      const mail = { to: request.to, ...mailContent(request.kind, request.locale.language, url, { ...request.values, shop: request.shop }) };
      const who = `${request.kind} to ${maskedAddress(request.to)}`;
      let lastError: unknown;
      const started = clock();
      for (let attempt = 1; attempt <= MAIL_SEND_ATTEMPTS; attempt++) {
        const tried = clock();
        try {
          await options.transport.send(mail);
          if (attempt > 1) console.warn(`[mail] ${who} went out at attempt ${attempt}`);
          return true;
        } catch (error) {
          lastError = error;
          const permanent = isPermanentMailError(error);
          console.error(`[mail] ${who} failed (attempt ${attempt}/${MAIL_SEND_ATTEMPTS}${permanent ? ', final' : ''}): ${describe(error)}`);
          const delay = MAIL_RETRY_DELAYS_MS[attempt - 1] ?? MAIL_RETRY_DELAYS_MS[MAIL_RETRY_DELAYS_MS.length - 1];
          // A mail server that hangs must not take the action past the runtime's time: a next try that
          // would last as long as this one and end after the budget does not start.
          const next = clock() - started + delay + (clock() - tried);
          if (permanent || attempt === MAIL_SEND_ATTEMPTS || next > MAIL_SEND_BUDGET_MS) break;
          await sleep(delay);
        }
      }
      console.error(`[mail] ${who} was not sent: ${describe(lastError)}`);
      if (onFailure === 'log') return false;
      throw new DomainError('mail_unavailable', 'The mail could not be sent right now. Please try again later.', 'unavailable');
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: string; responseCode?: number }).responseCode ?? (error as { code?: string }).code;
    return code ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
