import type { FastifyBaseLogger } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { createTestApi, type TestApi } from '../test/harness';
import { SearchLog, type LoggedSearch } from './search-log';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const quietLog = { warn: jest.fn() } as unknown as FastifyBaseLogger;

function searchFor(query: string, at = new Date()): LoggedSearch {
  return { locale: 'en-NZ', query, normalised: query.toLowerCase(), resultCount: 4, at };
}

async function logged(prefix: string) {
  return api.db
    .selectFrom('search_queries')
    .select(['query', 'locale', 'normalised', 'result_count', 'created_at'])
    .where('query', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > limitMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SearchLog', () => {
  it('writes the searches of its interval together, each with the time it was made', async () => {
    const log = new SearchLog(api.db, quietLog, 200);
    const madeAt = new Date(Date.now() - 60_000);
    log.record(searchFor('Interval Opal', madeAt));
    log.record(searchFor('Interval Pearl'));
    expect(await logged('Interval')).toEqual([]);
    const rows = await until(
      () => logged('Interval'),
      (found) => found.length === 2,
    );
    expect(rows.map((row) => row.query)).toEqual(['Interval Opal', 'Interval Pearl']);
    expect(rows[0]).toMatchObject({ locale: 'en-NZ', normalised: 'interval opal', result_count: 4 });
    expect(new Date(rows[0]!.created_at).getTime()).toBe(madeAt.getTime());
    await log.close();
  });

  it('writes at once when 500 are waiting, without waiting for the interval', async () => {
    const log = new SearchLog(api.db, quietLog, 60_000);
    for (let index = 0; index < 500; index++) log.record(searchFor(`Burst ${index}`));
    const rows = await until(
      () => logged('Burst'),
      (found) => found.length === 500,
    );
    expect(rows).toHaveLength(500);
    await log.close();
  });

  it('holds the searches while the database refuses them, and writes them once it answers', async () => {
    let refusals = 2;
    const refusing: KyselyPlugin = {
      transformQuery(args) {
        if (refusals > 0) {
          refusals--;
          throw new Error('connection refused');
        }
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    };
    const warn = jest.fn();
    const log = new SearchLog(api.db.withPlugin(refusing), { warn } as unknown as FastifyBaseLogger, 50);
    log.record(searchFor('Refused Topaz'));
    await log.flush();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ searches: 1 }), expect.stringContaining('held'));
    log.record(searchFor('Refused Garnet'));
    const rows = await until(
      () => logged('Refused'),
      (found) => found.length === 2,
    );
    expect(rows.map((row) => row.query)).toEqual(['Refused Topaz', 'Refused Garnet']);
    expect(warn).toHaveBeenCalledTimes(2);
    await log.close();
  });

  it('writes what it holds when it closes', async () => {
    const log = new SearchLog(api.db, quietLog, 60_000);
    log.record(searchFor('Closing Amethyst'));
    await log.close();
    expect((await logged('Closing')).map((row) => row.query)).toEqual(['Closing Amethyst']);
  });
});
