import { sql } from 'kysely';
import { ifAdvisoryLockFree } from '../db/advisory-lock';
import type { Database } from '../db/database';

/** Why a pass is asked for: a process's start, or its timer. */
export type PassTrigger = 'start' | 'timer';

/** Runs a pass when this process is the one to run it: `{ ran: false }` when another process does or just did. */
export type SharedPass = <T>(
  trigger: PassTrigger,
  pass: () => Promise<T>,
) => Promise<{ ran: true; value: T } | { ran: false }>;

/**
 * A job's passes shared by every API process over one database: a pass runs while holding the job's advisory lock (a
 * process that finds it taken skips its turn; a process that dies lets go with its connection), and a timer's pass
 * runs only when no process started one within 90% of the interval (`job_passes`), so N processes run the job about
 * once per interval between them, not N times. A process's pass at start always runs (when the lock is free): it
 * settles what a crash of its own left behind.
 */
export function sharedPass(db: Database, name: string, intervalSeconds: number): SharedPass {
  const spacingSeconds = intervalSeconds * 0.9;
  return (trigger, pass) =>
    ifAdvisoryLockFree(db, `storefront:job:${name}`, async () => {
      const since = trigger === 'start' ? 0 : spacingSeconds;
      const claimed = await db
        .insertInto('job_passes')
        .values({ name, started_at: sql<Date>`now()` })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ started_at: sql<Date>`now()` })
            .where(sql<boolean>`job_passes.started_at <= now() - make_interval(secs => ${since}::float8)`),
        )
        .returning('name')
        .executeTakeFirst();
      return claimed ? { ran: true as const, value: await pass() } : { ran: false as const };
    }).then((outcome) => (outcome.ran ? outcome.value : outcome));
}
