import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { provisionDatabase } from '../test/harness';
import { sharedPass } from './shared-pass';

/**
 * A job's passes over one database: a timer's pass runs only when no process started one within the interval (both
 * engines), and a pass is skipped while another process's pass holds the job (a server: PGlite is one process's own).
 */
let database: Awaited<ReturnType<typeof provisionDatabase>>;
let first: DatabaseHandle;
beforeAll(async () => {
  database = await provisionDatabase();
  first = await database.open();
}, 60_000);
afterAll(async () => {
  await first.close();
  await database.drop();
});

const report = async () => 'ran';

describe('sharedPass', () => {
  it('runs a pass at start, skips a timer’s pass within the interval, and runs it once the interval has passed', async () => {
    const job = sharedPass(first.db, 'spacing-probe', 60);
    expect(await job('start', report)).toEqual({ ran: true, value: 'ran' });
    expect(await job('timer', report)).toEqual({ ran: false });
    await sql`update job_passes set started_at = now() - interval '55 seconds' where name = 'spacing-probe'`.execute(
      first.db,
    );
    expect(await job('timer', report)).toEqual({ ran: true, value: 'ran' });
    expect(await job('timer', report)).toEqual({ ran: false });
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'skips a pass while another process runs one, and runs the next once it has finished',
    async () => {
      const second = await database.open();
      try {
        let finish: () => void = () => undefined;
        const running = sharedPass(
          first.db,
          'lock-probe',
          60,
        )('start', () => new Promise<string>((resolve) => (finish = () => resolve('first'))));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await sharedPass(second.db, 'lock-probe', 60)('start', report)).toEqual({ ran: false });
        finish();
        expect(await running).toEqual({ ran: true, value: 'first' });
        expect(await sharedPass(second.db, 'lock-probe', 60)('start', report)).toEqual({ ran: true, value: 'ran' });
      } finally {
        await second.close();
      }
    },
  );
});
