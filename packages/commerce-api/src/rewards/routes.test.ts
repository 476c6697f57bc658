import { rewardsAnswerSchema } from '@storefront/api-schemas';
import type { Insertable } from 'kysely';
import type { CouponsTable } from '../db/schema';
import { signIn } from '../identity/identity-test-support';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../identity/seed';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const day = 86_400_000;

function voucher(customerId: string, overrides: Partial<Insertable<CouponsTable>>): Insertable<CouponsTable> {
  return {
    code: `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    kind: 'welcome',
    amount_cents: 2_000,
    percent: null,
    currency: 'AUD',
    min_spend_cents: 10_000,
    category_id: null,
    starts_at: new Date(Date.now() - day),
    ends_at: new Date(Date.now() + 29 * day),
    single_use: true,
    customer_id: customerId,
    redeemed_at: null,
    ...overrides,
  };
}

describe('GET /account/rewards', () => {
  it('answers a guest with 401', async () => {
    const response = await api.client().get('/api/account/rewards');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lists the member’s welcome voucher and rewards with status and expiry, usable ones first', async () => {
    const { client, customerId } = await api.memberClient();
    const now = Date.now();
    await api.db
      .insertInto('coupons')
      .values([
        voucher(customerId, { code: 'WELCOME-OWN001' }),
        voucher(customerId, {
          code: 'BDAY-USED0001',
          kind: 'birthday',
          amount_cents: 2_500,
          min_spend_cents: 5_000,
          starts_at: new Date(now - 300 * day),
          ends_at: new Date(now - 270 * day),
          redeemed_at: new Date(now - 280 * day),
        }),
        voucher(customerId, {
          code: 'ANNIV-OLD00001',
          kind: 'anniversary',
          starts_at: new Date(now - 100 * day),
          ends_at: new Date(now - 70 * day),
        }),
        voucher(customerId, {
          code: 'BDAY-SOON0001',
          kind: 'birthday',
          amount_cents: 2_500,
          min_spend_cents: 5_000,
          ends_at: new Date(now + 5 * day),
        }),
      ])
      .execute();
    const { rewards } = expectAnswer(await client.get('/api/account/rewards'), rewardsAnswerSchema);
    expect(rewards.map((reward) => [reward.code, reward.status])).toEqual([
      ['BDAY-SOON0001', 'unused'],
      ['WELCOME-OWN001', 'unused'],
      ['ANNIV-OLD00001', 'expired'],
      ['BDAY-USED0001', 'used'],
    ]);
    expect(rewards[1]).toMatchObject({
      kind: 'welcome',
      amountCents: 2_000,
      minSpendCents: 10_000,
      currency: 'AUD',
      usedAt: null,
      expiresAt: expect.any(String),
    });
    expect(rewards[3]!.usedAt).not.toBeNull();
  });

  it('never shows another member’s vouchers', async () => {
    const owner = await api.memberClient();
    await api.db
      .insertInto('coupons')
      .values(voucher(owner.customerId, { code: 'WELCOME-SECRET1' }))
      .execute();
    const other = await api.memberClient();
    const response = await other.client.get('/api/account/rewards');
    expect(expectAnswer(response, rewardsAnswerSchema).rewards).toEqual([]);
    expect(response.body).not.toContain('WELCOME-SECRET1');
  });

  it('shows the demo member Ava her unused welcome voucher and last year’s birthday reward, used', async () => {
    const ava = api.client();
    await signIn(ava, DEMO_ACCOUNTS.au, DEMO_PASSWORD);
    const { rewards } = expectAnswer(await ava.get('/api/account/rewards'), rewardsAnswerSchema);
    expect(rewards.map((reward) => [reward.kind, reward.status])).toEqual(
      expect.arrayContaining([
        ['welcome', 'unused'],
        ['birthday', 'used'],
      ]),
    );
  });
});
