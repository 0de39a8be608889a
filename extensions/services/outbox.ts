/** A mail as it leaves the shop: rendered, in the shopper's language, its links absolute. */
export interface OutgoingMail {
  /** What the mail is (`passwordReset`, `newsletterConfirmation` ...): logs and the outbox name it. */
  kind: string;
  to: string;
  subject: string;
  /** The plain-text part, the links written out. */
  text: string;
  /** The HTML part. */
  html: string;
  /** The links in the mail, so the development outbox page can show them as links. */
  links: { label: string; url: string }[];
}

export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: string;
}

/** Where a mail goes: sent over SMTP (adapters/shared/smtp-mail.ts) or kept in the outbox. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Outgoing mails kept (MAIL_TRANSPORT=outbox, the local default): a table the host shows on /_dev/outbox, or custom objects. */
export interface MailOutbox extends MailTransport {
  /** Newest first. */
  list(options?: { limit?: number; to?: string }): Promise<StoredMail[]>;
}
