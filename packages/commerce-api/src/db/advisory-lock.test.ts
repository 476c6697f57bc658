import { sql } from 'kysely';
import { ifAdvisoryLockFree, withAdvisoryLock } from './advisory-lock';
import { openDatabase, type DatabaseHandle } from './database';

/** Locks between processes are a PostgreSQL server's: PGlite is one process's own, and there the work just runs. */
const server = process.env.DATABASE_URL;
const describeOnServer = server ? describe : describe.skip;

const one = async (handle: DatabaseHandle) => (await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows;

describeOnServer('advisory locks on a PostgreSQL server', () => {
  let handles: DatabaseHandle[] = [];
  // A pool of one connection: the work's queries find it free only when the lock is held elsewhere.
  const open = async () => {
    const handle = await openDatabase({ databaseUrl: server, poolSize: 1 });
    handles.push(handle);
    return handle;
  };
  afterEach(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    handles = [];
  });

  it('runs the work on the pool while the lock is held beside it, however small the pool', async () => {
    const handle = await open();
    await expect(withAdvisoryLock(handle.db, 'probe:small-pool', () => one(handle))).resolves.toEqual([{ one: 1 }]);
    await expect(ifAdvisoryLockFree(handle.db, 'probe:small-pool', () => one(handle))).resolves.toEqual({
      ran: true,
      value: [{ one: 1 }],
    });
    // Three jobs starting at once, each holding its lock while its work queries.
    const jobs = ['a', 'b', 'c'].map((name) => ifAdvisoryLockFree(handle.db, `probe:job-${name}`, () => one(handle)));
    await expect(Promise.all(jobs)).resolves.toHaveLength(3);
  });

  it('keeps another process out while held, and lets it in once released', async () => {
    const [first, second] = [await open(), await open()];
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const running = withAdvisoryLock(first.db, 'probe:exclusive', async () => {
      holding();
      await released;
      return 'first';
    });
    await held;
    expect(await ifAdvisoryLockFree(second.db, 'probe:exclusive', async () => 'second')).toEqual({ ran: false });
    const waiting = withAdvisoryLock(second.db, 'probe:exclusive', async () => 'second, after');
    release();
    expect(await running).toBe('first');
    expect(await waiting).toBe('second, after');
  });
});
