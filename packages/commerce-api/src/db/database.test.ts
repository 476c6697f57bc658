import { sql } from 'kysely';
import { openDatabase, PREPARED_STATEMENTS_MAX, type DatabaseHandle } from './database';

/** Prepared statements are a PostgreSQL server's: PGlite runs each statement as it comes. */
const server = process.env.DATABASE_URL;
const describeOnServer = server ? describe : describe.skip;

describeOnServer('statements on a PostgreSQL server', () => {
  let handle: DatabaseHandle;
  // One connection, so every statement below and the look at what it has prepared share it.
  beforeEach(async () => {
    handle = await openDatabase({ databaseUrl: server, poolSize: 1 });
  });
  afterEach(() => handle.close());

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map(
      (row) => row.statement,
    );

  it('prepares a statement with parameters once on a connection and reuses it', async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(handle.db);
      expect(rows).toEqual([{ doubled: n * 2 }]);
    }
    expect((await prepared()).filter((text) => text.includes('* 2 as doubled'))).toHaveLength(1);
  });

  it('runs a statement without parameters as it comes', async () => {
    await sql`select 1 as one`.execute(handle.db);
    expect((await prepared()).some((text) => text.includes('as one'))).toBe(false);
  });

  it('answers a prepared statement whose table another process altered, with the new columns', async () => {
    const table = `altered_${process.pid}_${Date.now()}`;
    await sql`create table ${sql.table(table)} (id int primary key)`.execute(handle.db);
    try {
      await sql`insert into ${sql.table(table)} values (${1})`.execute(handle.db);
      const read = () => sql`select * from ${sql.table(table)} where id = ${1}`.execute(handle.db);
      await expect(read()).resolves.toMatchObject({ rows: [{ id: 1 }] });
      // A migration on another connection, as a rolling deploy runs it beside this process.
      const other = await openDatabase({ databaseUrl: server, poolSize: 1 });
      await sql`alter table ${sql.table(table)} add column note text default 'new'`.execute(other.db);
      await other.close();
      for (let run = 0; run < 3; run++) {
        await expect(read()).resolves.toMatchObject({ rows: [{ id: 1, note: 'new' }] });
      }
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(handle.db);
    }
  });

  it('prepares at most its bound of texts, and still runs every statement past it', async () => {
    for (let shape = 0; shape < PREPARED_STATEMENTS_MAX + 5; shape++) {
      const { rows } = await sql<{ n: number }>`select ${shape}::int as ${sql.ref(`n${shape}`)}`.execute(handle.db);
      expect(Object.values(rows[0] ?? {})).toEqual([shape]);
    }
    expect((await prepared()).length).toBeLessThanOrEqual(PREPARED_STATEMENTS_MAX);
    // A statement of a bounded-out shape answers, and so does a prepared one whose parse failed on the server.
    await expect(sql`select ${1}::int as late`.execute(handle.db)).resolves.toMatchObject({ rows: [{ late: 1 }] });
    await expect(sql`select ${1}::int from no_such_table`.execute(handle.db)).rejects.toThrow(/no_such_table/);
  });
});
