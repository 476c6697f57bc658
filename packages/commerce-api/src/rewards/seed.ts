import { WELCOME_VOUCHER } from '../checkout/coupons';
import { DEMO_ACCOUNTS } from '../identity/seed';
import { daysFrom, type SeedContext } from '../seed/context';
import { MARKET_CURRENCY, REWARD_CODE_PREFIX, REWARD_TERMS } from './reward-terms';

/**
 * The demo members' Brilliance vouchers, so their account shows each status: Ava's and Chloé's welcome vouchers
 * unused, Liam's used, Nikau's expired, and Ava's birthday reward of last year (used, its claim row included).
 */
export async function seedRewards(context: SeedContext): Promise<void> {
  const { trx, random, today } = context;
  const demo = await trx
    .selectFrom('customers')
    .select(['id', 'email', 'market'])
    .where('email', 'in', [DEMO_ACCOUNTS.au, DEMO_ACCOUNTS.ca, DEMO_ACCOUNTS.frCa, DEMO_ACCOUNTS.nz])
    .execute();
  const code = (prefix: string) => `${prefix}-${random.digits(8)}`;
  const status: Record<string, { issuedDaysAgo: number; redeemedDaysAgo: number | null }> = {
    [DEMO_ACCOUNTS.au]: { issuedDaysAgo: 3, redeemedDaysAgo: null },
    [DEMO_ACCOUNTS.frCa]: { issuedDaysAgo: 10, redeemedDaysAgo: null },
    [DEMO_ACCOUNTS.ca]: { issuedDaysAgo: 20, redeemedDaysAgo: 12 },
    [DEMO_ACCOUNTS.nz]: { issuedDaysAgo: 45, redeemedDaysAgo: null },
  };
  for (const member of demo) {
    const { issuedDaysAgo, redeemedDaysAgo } = status[member.email]!;
    const hasWelcome = await trx
      .selectFrom('coupons')
      .select('code')
      .where('customer_id', '=', member.id)
      .where('kind', '=', 'welcome')
      .executeTakeFirst();
    if (hasWelcome) continue;
    await trx
      .insertInto('coupons')
      .values({
        code: code('WELCOME'),
        kind: 'welcome',
        amount_cents: WELCOME_VOUCHER.amountCents,
        percent: null,
        currency: MARKET_CURRENCY[member.market],
        min_spend_cents: WELCOME_VOUCHER.minSpendCents,
        category_id: null,
        starts_at: daysFrom(today, -issuedDaysAgo),
        ends_at: daysFrom(today, WELCOME_VOUCHER.validDays - issuedDaysAgo),
        single_use: true,
        customer_id: member.id,
        redeemed_at: redeemedDaysAgo === null ? null : daysFrom(today, -redeemedDaysAgo),
      })
      .execute();
  }
  const ava = demo.find((member) => member.email === DEMO_ACCOUNTS.au);
  if (!ava) return;
  const birthday = code(REWARD_CODE_PREFIX.birthday);
  const issued = daysFrom(today, -300);
  await trx
    .insertInto('coupons')
    .values({
      code: birthday,
      kind: 'birthday',
      amount_cents: REWARD_TERMS.birthday.amountCents,
      percent: null,
      currency: MARKET_CURRENCY[ava.market],
      min_spend_cents: REWARD_TERMS.birthday.minSpendCents,
      category_id: null,
      starts_at: issued,
      ends_at: daysFrom(issued, REWARD_TERMS.birthday.validDays),
      single_use: true,
      customer_id: ava.id,
      redeemed_at: daysFrom(issued, 6),
    })
    .execute();
  await trx
    .insertInto('member_rewards')
    .values({
      customer_id: ava.id,
      kind: 'birthday',
      year: issued.getUTCFullYear(),
      coupon_code: birthday,
      issued_at: issued,
      emailed_at: issued,
    })
    .execute();
}
