/** A mail the shop sends (reset links, activation, newsletter confirmation). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The links in the mail, so the development outbox page can show them as links. */
  links: { label: string; url: string }[];
}

export interface StoredMail extends OutgoingMail {
  id: number;
  createdAt: string;
}

/** Outgoing mails: the embedded default keeps them in a table the host shows on /_dev/outbox. */
export interface MailOutbox {
  send(mail: OutgoingMail): Promise<void>;
  /** Newest first. */
  list(options?: { limit?: number; to?: string }): Promise<StoredMail[]>;
}
