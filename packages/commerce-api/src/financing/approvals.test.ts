import { createTestApi, type TestApi } from '../test/harness';
import { consumeFinancingApproval, newApprovalId } from './approvals';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

async function approval(amountCents: number, expiresInMs = 30 * 60 * 1000): Promise<string> {
  const id = newApprovalId();
  await api.db
    .insertInto('financing_approvals')
    .values({
      id,
      card_last4: '0011',
      plan_id: 'monthly-12',
      plan: JSON.stringify({ id: 'monthly-12' }),
      amount_cents: amountCents,
      currency: 'CAD',
      expires_at: new Date(Date.now() + expiresInMs),
    })
    .execute();
  return id;
}

describe(`consumeFinancingApproval (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('uses an approval once, for exactly its amount and currency, and returns a reference', async () => {
    const id = await approval(129_900);
    expect(await consumeFinancingApproval(api.db, id, 129_901, 'CAD')).toBeNull();
    expect(await consumeFinancingApproval(api.db, id, 129_900, 'AUD')).toBeNull();
    const used = await consumeFinancingApproval(api.db, id, 129_900, 'CAD');
    expect(used).toEqual({ reference: expect.stringMatching(/^FIN-[A-Z2-9]{12}$/) });
    expect(await consumeFinancingApproval(api.db, id, 129_900, 'CAD')).toBeNull();
    const row = await api.db
      .selectFrom('financing_approvals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.reference).toBe(used?.reference);
    expect(row.used_at).toBeInstanceOf(Date);
  });

  it('lets exactly one of many concurrent orders use an approval', async () => {
    const id = await approval(50_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeFinancingApproval(api.db, id, 50_000, 'CAD')),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent transactions use an approval', async () => {
    const id = await approval(75_000);
    const attempt = () => api.db.transaction().execute(async (trx) => consumeFinancingApproval(trx, id, 75_000, 'CAD'));
    const results = await Promise.all([attempt(), attempt()]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });

  it('refuses an expired approval and an unknown one', async () => {
    const id = await approval(20_000, -1000);
    expect(await consumeFinancingApproval(api.db, id, 20_000, 'CAD')).toBeNull();
    expect(await consumeFinancingApproval(api.db, newApprovalId(), 20_000, 'CAD')).toBeNull();
  });
});
