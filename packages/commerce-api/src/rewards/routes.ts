import type { FastifyInstance } from 'fastify';
import { WELCOME_VOUCHER } from '../checkout/coupons';
import { defineRoute } from '../http/route';
import { requireMember } from '../http/session';

type RewardStatus = 'unused' | 'used' | 'expired';

function statusOf(coupon: { redeemed_at: Date | null; ends_at: Date | null }, now: Date): RewardStatus {
  if (coupon.redeemed_at) return 'used';
  if (coupon.ends_at !== null && coupon.ends_at <= now) return 'expired';
  return 'unused';
}

/** rewards: the member's Brilliance vouchers (welcome, birthday, anniversary); the job that issues them is `member-rewards.ts`. */
export async function rewardsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/account/rewards',
    tag: 'rewards',
    summary:
      'The member’s Brilliance vouchers (welcome voucher, birthday and anniversary rewards) with code, amount, ' +
      'minimum spend, status and expiry; usable ones first',
    responses: { 401: 'UNAUTHENTICATED' },
    handler: async ({ request }) => {
      const customerId = requireMember(request);
      const now = new Date();
      const rows = await db
        .selectFrom('coupons')
        .select(['code', 'kind', 'amount_cents', 'min_spend_cents', 'currency', 'starts_at', 'ends_at', 'redeemed_at'])
        .where('customer_id', '=', customerId)
        .where('kind', 'in', ['welcome', 'birthday', 'anniversary'])
        .execute();
      const rewards = rows.map((row) => {
        const welcome = row.kind === 'welcome';
        return {
          code: row.code,
          kind: row.kind as 'welcome' | 'birthday' | 'anniversary',
          amountCents: row.amount_cents ?? (welcome ? WELCOME_VOUCHER.amountCents : 0),
          // The welcome voucher's minimum is never below SPEC §9's, whatever the row says (as checkout applies it).
          minSpendCents: welcome ? Math.max(row.min_spend_cents, WELCOME_VOUCHER.minSpendCents) : row.min_spend_cents,
          currency: row.currency,
          status: statusOf(row, now),
          issuedAt: row.starts_at.toISOString(),
          expiresAt: row.ends_at?.toISOString() ?? null,
          usedAt: row.redeemed_at?.toISOString() ?? null,
        };
      });
      const rank = (status: RewardStatus) => (status === 'unused' ? 0 : 1);
      rewards.sort((a, b) => {
        if (rank(a.status) !== rank(b.status)) return rank(a.status) - rank(b.status);
        if (a.status === 'unused') return (a.expiresAt ?? '9999').localeCompare(b.expiresAt ?? '9999');
        return b.issuedAt.localeCompare(a.issuedAt);
      });
      return { rewards };
    },
  });
}
