import type { ApiConfig } from '../config';
import type { Database } from '../db/database';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What it is ('activation', 'password-reset', 'welcome-voucher', 'contact', 'newsletter', 'order-confirmation'). */
  kind: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** Placeholder until the email module lands: keeps mail in the outbox table. */
export function createMailer(config: ApiConfig, db: Database): Mailer {
  void config;
  return {
    async send(email) {
      await db
        .insertInto('email_outbox')
        .values({
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          kind: email.kind,
        })
        .execute();
    },
  };
}
