import { sql, type Kysely } from 'kysely';

/**
 * Identity: an activation token can carry the online registration of an in-store account, applied only once the
 * owner of the e-mail address uses the link; the outbox is read by recipient (dev outbox, tests).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table account_tokens add column payload jsonb`.execute(db);
  await sql`create index account_tokens_customer_idx on account_tokens (customer_id, purpose)`.execute(db);
  await sql`create index email_outbox_to_idx on email_outbox (lower(to_address), id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists email_outbox_to_idx`.execute(db);
  await sql`drop index if exists account_tokens_customer_idx`.execute(db);
  await sql`alter table account_tokens drop column if exists payload`.execute(db);
}
