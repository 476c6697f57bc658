import { sql, type Kysely } from 'kysely';

/**
 * When each background job's last pass started, whichever API process ran it (jobs/shared-pass.ts): a process whose
 * timer fires runs the pass only when no pass of that job started within the interval, so several processes run each
 * job about once per interval between them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_passes (
      name text primary key,
      started_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table job_passes`.execute(db);
}
