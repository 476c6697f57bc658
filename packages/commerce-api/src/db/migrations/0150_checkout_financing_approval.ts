import { sql, type Kysely } from 'kysely';

/**
 * The financing approval kept with the checkout: `bags.financing_approval_id` is the approval the shopper was given
 * for this bag (the latest), so billing offers it after a reload or in another tab, and placing the order uses it.
 * Forgotten (set null) if the approval row goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bags add column financing_approval_id text
      references financing_approvals (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bags drop column financing_approval_id`.execute(db);
}
