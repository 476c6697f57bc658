import nodemailer, { type Transport } from 'nodemailer';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';

/** One e-mail the API sends. Bodies may hold one-time links: they are stored or sent, never logged. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What it is ('activation', 'password-reset', 'welcome-voucher', 'contact', 'newsletter', 'order-confirmation'). */
  kind: string;
  /** Where replies go (customer-service copies of a contact enquiry reply to the shopper). */
  replyTo?: string;
  /** Who it is from, when not `MAIL_FROM` (newsletters: the market's `newsletterEmailAddress`). */
  from?: string;
}

/** Sends the API's e-mails (nodemailer: SMTP by configuration, else the outbox table). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** The sender of every e-mail the storefront writes. */
export const MAIL_FROM = '"Lustre & Co." <hello@lustre-and-co.example>';

/** Header that carries the e-mail's kind through nodemailer to the outbox transport. */
const KIND_HEADER = 'x-storefront-kind';

function addressesOf(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { address?: string } | null)?.address))
    .filter((entry): entry is string => typeof entry === 'string' && entry.length > 0)
    .join(', ');
}

/**
 * A nodemailer transport that keeps each composed message in `email_outbox` instead of delivering it: the message is
 * built by nodemailer exactly as for SMTP (addresses parsed, MIME tree compiled), then its parts are stored.
 */
export function outboxTransport(db: Database): Transport<{ messageId: string }> {
  return {
    name: 'StorefrontOutbox',
    version: '1.0.0',
    send(mail, callback) {
      const messageId = mail.message.messageId();
      if ([].concat((mail.message.getEnvelope().to ?? []) as never).length === 0) {
        return callback(new Error('No recipients defined'), { messageId });
      }
      const kindHeader = mail.message.getHeader(KIND_HEADER);
      const kind = typeof kindHeader === 'string' && kindHeader ? kindHeader : 'other';
      mail.normalize((error, data) => {
        if (error) return callback(error, { messageId });
        const text = typeof data.text === 'string' ? data.text : String(data.text ?? '');
        const html = data.html === undefined ? null : String(data.html);
        db.insertInto('email_outbox')
          .values({
            to_address: addressesOf(data.to),
            from_address: addressesOf(data.from) || null,
            subject: String(data.subject ?? ''),
            text_body: text,
            html_body: html,
            kind,
          })
          .execute()
          .then(
            () => callback(null, { messageId }),
            (failure: unknown) => callback(failure as Error, { messageId }),
          );
      });
    },
  };
}

/**
 * The mailer: nodemailer over SMTP when `smtpUrl` is configured, else over the outbox transport (development, tests
 * and e2e read activation and reset links from `GET /api/dev/outbox`). Nodemailer's own logging stays off, so message
 * bodies (which carry tokens) never reach a log.
 */
export function createMailer(config: ApiConfig, db: Database): Mailer {
  const transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl, { from: MAIL_FROM })
    : nodemailer.createTransport(outboxTransport(db), { from: MAIL_FROM });
  return {
    async send(email) {
      await transporter.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html !== undefined ? { html: email.html } : {}),
        ...(email.replyTo !== undefined ? { replyTo: email.replyTo } : {}),
        ...(email.from !== undefined ? { from: email.from } : {}),
        headers: { [KIND_HEADER]: email.kind },
      });
    },
  };
}
