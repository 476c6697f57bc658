import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrations } from './index';

jest.setTimeout(60_000);

let handle: DatabaseHandle;
beforeAll(async () => {
  // A database as it stood before 0094, with members of every market in it.
  handle = await openDatabase({ pgliteDataDir: 'memory://' });
  for (const [name, migration] of Object.entries(migrations)) {
    if (name >= '0094') break;
    await migration.up(handle.db as never);
  }
  const members = [
    ['ava.member@example.com', 'AU', 'NSW'],
    ['liam.member@example.com', 'CA', 'ON'],
    ['chloe.membre@example.com', 'CA', 'QC'],
    ['gabriel.roy@example.com', 'CA', 'QC'],
    ['nikau.member@example.com', 'NZ', null],
  ] as const;
  for (const [email, market, state] of members) {
    await sql`
      insert into customers (email, status, market, state, first_name, last_name)
      values (${email}, 'active', ${market}, ${state}, 'Test', 'Member')`.execute(handle.db);
  }
  await migrations['0094_member_locale_care_plan_audit']!.up(handle.db as never);
});
afterAll(async () => {
  await handle.close();
});

describe('0094: the member’s locale', () => {
  it('gives existing members their market’s default, and the seeded French-Canadian member fr-CA', async () => {
    const rows = await handle.db.selectFrom('customers').select(['email', 'locale']).orderBy('email').execute();
    expect(rows).toEqual([
      { email: 'ava.member@example.com', locale: 'en-AU' },
      { email: 'chloe.membre@example.com', locale: 'fr-CA' },
      { email: 'gabriel.roy@example.com', locale: 'en-CA' },
      { email: 'liam.member@example.com', locale: 'en-CA' },
      { email: 'nikau.member@example.com', locale: 'en-NZ' },
    ]);
  });

  it('refuses a locale outside the member’s market, and a missing one', async () => {
    const update = (email: string, locale: string | null) =>
      sql`update customers set locale = ${locale} where email = ${email}`.execute(handle.db);
    await expect(update('ava.member@example.com', 'fr-CA')).rejects.toThrow(/customers_locale_check/);
    await expect(update('nikau.member@example.com', null)).rejects.toThrow(/null/);
    await expect(update('liam.member@example.com', 'fr-CA')).resolves.toBeDefined();
  });
});
