import { sql } from 'kysely';
import { createTestApi, type TestApi, type TestClient } from './test/harness';

/**
 * A corpus of hostile or broken input, sent to every route with a body (found from the router): each answer is a
 * 400 problem+json and no table changes.
 */
const corpus: Array<[string, unknown]> = [
  ['too long', 'x'.repeat(10_000)],
  ['a number', 12345],
  ['a boolean', true],
  ['null', null],
  ['an array', ['a', 'b']],
  ['an object', { nested: { deeper: 'value' } }],
  ['a script payload', '<script>alert(document.cookie)</script>'],
  ['an event-handler payload', '"><img src=x onerror=alert(1)>'],
  ['a SQL fragment', "' OR '1'='1' --"],
  ['a SQL statement', "'; DROP TABLE customers; --"],
  ['a lone surrogate', 'abc\ud800def'],
  ['a NUL character', 'abc\u0000def'],
];

let api: TestApi;
let member: TestClient;
beforeAll(async () => {
  api = await createTestApi();
  // Signed in, so member-only routes reach their validation rather than stopping at 401.
  member = api.client();
  const login = await member.post('/api/identity/login', { email: 'ava.member@example.com', password: 'Lustre2026!' });
  expect(login.statusCode).toBe(200);
});
afterAll(async () => {
  await api.close();
});

/**
 * Rows of every table but `throttles`: a well-formed guess that fails (the SQL fragment is a valid password shape)
 * is counted against the guesser, which is the point of throttling, not a change of the business's data.
 */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%'
      and tablename <> 'throttles'
    order by tablename`.execute(api.db);
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(tablename)}`.execute(
      api.db,
    );
    counts[tablename] = result.rows[0]?.count ?? 0;
  }
  return counts;
}

function bodyOf(schema: object | undefined, value: unknown): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const names = Object.keys(properties);
  return Object.fromEntries((names.length > 0 ? names : ['value']).map((name) => [name, value]));
}

describe('bad input corpus', () => {
  it('has routes with a body to check', () => {
    expect(api.app.documentedRoutes.filter((route) => route.body).length).toBeGreaterThan(0);
  });

  it('answers every variant on every route with 400 problem+json and changes nothing', async () => {
    const before = await rowCounts();
    const session = await api.db.selectFrom('sessions').select('token_hash').execute();
    const failures: string[] = [];
    for (const route of api.app.documentedRoutes.filter((entry) => entry.body && entry.csrfExempt === undefined)) {
      const url = `/api${route.url.replace(/:[A-Za-z]+/g, '00000000-0000-0000-0000-000000000000')}`;
      for (const [name, value] of corpus) {
        const body = bodyOf(route.body, value);
        const response = await member.request(route.method, url, {
          body,
          headers: { 'idempotency-key': `corpus-${name}` },
        });
        // A body over the API's limit (a form of many fields, each 10,000 characters) is refused before any
        // validation: 413 BODY_TOO_LARGE, problem+json too.
        const refusal = JSON.stringify(body).length > (api.app.initialConfig.bodyLimit ?? Infinity) ? 413 : 400;
        const problem = String(response.headers['content-type'] ?? '').includes('application/problem+json');
        if (response.statusCode !== refusal || !problem) {
          failures.push(`${route.method} ${route.url} with ${name}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    expect(await api.db.selectFrom('sessions').select('token_hash').execute()).toEqual(session);
  });
});
