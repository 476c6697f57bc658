import { sql, type Kysely } from 'kysely';

/**
 * Newsletter double opt-in, and the sender of each e-mail.
 * - `newsletter_subscriptions.status`: `pending` until the shopper follows the e-mailed link, then `confirmed`
 *   (`confirmed_at`). Sign-ups made before double opt-in are taken as confirmed: they were told they were on the list.
 * - `newsletter_confirmations`: the single-use links, only the sha256 of each token kept, each expiring; one per
 *   address and market works at a time (a new sign-up replaces the earlier link).
 * - `email_outbox.from_address`: who the e-mail says it is from (the market's newsletter address for newsletters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table newsletter_subscriptions add column status text not null default 'confirmed'`.execute(db);
  await sql`alter table newsletter_subscriptions alter column status set default 'pending'`.execute(db);
  await sql`
    alter table newsletter_subscriptions add constraint newsletter_subscriptions_status_check
      check (status in ('pending', 'confirmed'))`.execute(db);
  await sql`alter table newsletter_subscriptions add column confirmed_at timestamptz`.execute(db);
  await sql`update newsletter_subscriptions set confirmed_at = created_at`.execute(db);
  await sql`
    create table newsletter_confirmations (
      token_hash text primary key,
      email text not null,
      market text not null,
      locale text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      foreign key (email, market) references newsletter_subscriptions (email, market) on delete cascade
    )`.execute(db);
  await sql`create index newsletter_confirmations_address_idx on newsletter_confirmations (email, market)`.execute(db);
  await sql`alter table email_outbox add column from_address text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_outbox drop column if exists from_address`.execute(db);
  await sql`drop table if exists newsletter_confirmations`.execute(db);
  await sql`alter table newsletter_subscriptions drop column if exists confirmed_at`.execute(db);
  await sql`alter table newsletter_subscriptions drop column if exists status`.execute(db);
}
