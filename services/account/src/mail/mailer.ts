import type { OutboxMail } from '@inasaku/contracts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: SMTP when configured, otherwise the local outbox developers can read. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Latest mails first; empty for transports that keep nothing. */
  list(limit: number): Promise<OutboxMail[]>;
}

export const MAILER = Symbol('MAILER');
