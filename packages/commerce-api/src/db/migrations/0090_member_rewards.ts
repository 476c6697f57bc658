import { sql, type Kysely } from 'kysely';

/**
 * Brilliance birthday and anniversary rewards (SPEC §1, §6).
 * - A reward is a member's own single-use coupon of kind `birthday` or `anniversary`.
 * - `member_rewards` holds one row per member, reward and year: its primary key is the claim, so the job that issues
 *   rewards (at start and daily, in every API process) inserts `on conflict do nothing` and only the process whose
 *   insert returned a row creates the coupon and e-mails it. `emailed_at` is claimed the same way before sending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table coupons drop constraint if exists coupons_kind_check`.execute(db);
  await sql`
    alter table coupons add constraint coupons_kind_check
      check (kind in ('amount', 'percent', 'welcome', 'birthday', 'anniversary'))`.execute(db);
  await sql`create index if not exists coupons_customer_idx on coupons (customer_id) where customer_id is not null`.execute(
    db,
  );
  await sql`
    create table member_rewards (
      customer_id uuid not null references customers (id) on delete cascade,
      kind text not null check (kind in ('birthday', 'anniversary')),
      year integer not null,
      coupon_code text not null unique references coupons (code) on delete cascade deferrable initially deferred,
      issued_at timestamptz not null default now(),
      emailed_at timestamptz,
      primary key (customer_id, kind, year)
    )`.execute(db);
  await sql`create index member_rewards_unsent_idx on member_rewards (issued_at) where emailed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_rewards`.execute(db);
  await sql`drop index if exists coupons_customer_idx`.execute(db);
  await sql`delete from coupons where kind in ('birthday', 'anniversary')`.execute(db);
  await sql`alter table coupons drop constraint if exists coupons_kind_check`.execute(db);
  await sql`alter table coupons add constraint coupons_kind_check check (kind in ('amount', 'percent', 'welcome'))`.execute(
    db,
  );
}
