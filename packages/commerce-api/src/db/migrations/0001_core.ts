import { sql, type Kysely } from 'kysely';

/** Identity and the platform's own bookkeeping: customers, sessions, throttles, idempotency, the e-mail outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table customers (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text,
      status text not null check (status in ('active', 'awaiting_activation')),
      market text not null check (market in ('AU', 'CA', 'NZ')),
      title text,
      first_name text not null,
      last_name text not null,
      mobile_phone text,
      state text,
      birthday_day smallint check (birthday_day between 1 and 31),
      birthday_month smallint check (birthday_month between 1 and 12),
      birthday_year smallint,
      anniversary date,
      interests text[] not null default '{}',
      brilliance_number text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index customers_email_key on customers (lower(email))`.execute(db);

  await sql`
    create table sessions (
      token_hash text primary key,
      customer_id uuid references customers (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index sessions_customer_idx on sessions (customer_id)`.execute(db);

  await sql`
    create table throttles (
      scope text not null,
      key text not null,
      failures integer not null default 0,
      blocked_until timestamptz,
      updated_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db);

  await sql`
    create table idempotency_keys (
      scope text not null,
      key text not null,
      request_hash text not null,
      status text not null check (status in ('in_flight', 'done')),
      response_status integer,
      response_body jsonb,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db);

  await sql`
    create table email_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      kind text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table account_tokens (
      token_hash text primary key,
      customer_id uuid not null references customers (id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'activation')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['account_tokens', 'email_outbox', 'idempotency_keys', 'throttles', 'sessions', 'customers']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
