import { sql } from 'kysely';
import { anyOf } from './any-of';
import { openDatabase, type DatabaseHandle } from './database';

const server = process.env.DATABASE_URL;
const onServer = server ? it : it.skip;

describe('anyOf: a column against a list of values', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase(server ? { databaseUrl: server, poolSize: 1 } : { pgliteDataDir: 'memory://' });
  });
  afterAll(() => handle.close());

  const words = (list: readonly string[]) =>
    sql<{
      word: string;
    }>`select word from unnest(array['ring', 'band', 'pendant', 'hoop']) as word where word = ${anyOf(list)} order by word`
      .execute(handle.db)
      .then(({ rows }) => rows.map((row) => row.word));

  it('matches the listed texts, and nothing for an empty list', async () => {
    expect(await words(['ring'])).toEqual(['ring']);
    expect(await words(['hoop', 'ring', 'bracelet'])).toEqual(['hoop', 'ring']);
    expect(await words([])).toEqual([]);
  });

  it('matches uuids', async () => {
    const ids = ['6f1c2a36-4a0e-4c1e-9a63-0c8f0d9e2b11', '0b7d2a4e-8f5c-4d39-a1f2-7e6c5b4a3d21'];
    const { rows } = await sql<{
      id: string;
    }>`select id from unnest(${ids}::uuid[]) as id where id = ${anyOf([ids[1]!], 'uuid')}`.execute(handle.db);
    expect(rows).toEqual([{ id: ids[1] }]);
  });

  onServer('is one prepared statement on a server whatever the list’s length', async () => {
    for (const list of [['ring'], ['ring', 'band'], ['ring', 'band', 'hoop']]) await words(list);
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db);
    expect(rows.filter((row) => row.statement.includes("array['ring', 'band', 'pendant', 'hoop']"))).toHaveLength(1);
  });
});
