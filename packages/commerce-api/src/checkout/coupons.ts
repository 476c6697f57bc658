import type { Database } from '../db/database';
import type { Currency } from '../db/schema';
import { ApiProblem } from '../http/problem';

/** The Brilliance welcome voucher (SPEC §9): $20 off a spend of $100 or more, single use, 30 days. */
export const WELCOME_VOUCHER = { amountCents: 2_000, minSpendCents: 10_000, validDays: 30 } as const;

/** A bag line as a coupon sees it. */
export interface CouponLine {
  categoryId: string;
  /** What the line costs (units × unit price + care plan). */
  lineCents: number;
}

export type CouponOutcome =
  { ok: true; code: string; discountCents: number; single: boolean } | { ok: false; code: string; problem: ApiProblem };

/** Normalised form of a typed code: trimmed, upper case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

async function categoryAncestors(db: Database): Promise<(categoryId: string) => string[]> {
  const rows = await db.selectFrom('categories').select(['id', 'parent_id']).execute();
  const parent = new Map(rows.map((row) => [row.id, row.parent_id]));
  return (categoryId) => {
    const chain: string[] = [];
    let current: string | null | undefined = categoryId;
    while (current && chain.length < 20) {
      chain.push(current);
      current = parent.get(current);
    }
    return chain;
  };
}

/**
 * Whether a code gives a discount on these lines now, and how much (never more than what it applies to). The
 * problems: unknown, not started or someone else's welcome voucher → COUPON_INVALID (one answer, so codes cannot
 * be probed for owners); ended → COUPON_ENDED; already redeemed → COUPON_ALREADY_USED; under the minimum spend →
 * COUPON_MIN_SPEND (with `minSpendCents`); nothing in the bag qualifies or another currency → COUPON_NOT_APPLICABLE.
 */
export async function evaluateCoupon(
  db: Database,
  rawCode: string,
  input: { currency: Currency; customerId: string | null; lines: readonly CouponLine[]; now?: Date },
): Promise<CouponOutcome> {
  const code = normaliseCouponCode(rawCode);
  const now = input.now ?? new Date();
  const fail = (problem: ApiProblem): CouponOutcome => ({ ok: false, code, problem });
  const coupon = await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  const invalid = new ApiProblem(409, 'COUPON_INVALID', 'Please verify the code and try again.');
  if (!coupon || coupon.starts_at > now) return fail(invalid);
  if (coupon.customer_id !== null && coupon.customer_id !== input.customerId) return fail(invalid);
  if (coupon.ends_at !== null && coupon.ends_at <= now) {
    return fail(new ApiProblem(409, 'COUPON_ENDED', 'This promotion has ended.'));
  }
  if (coupon.single_use && coupon.redeemed_at !== null) {
    return fail(new ApiProblem(409, 'COUPON_ALREADY_USED', 'This code has already been used.'));
  }
  const notApplicable = new ApiProblem(409, 'COUPON_NOT_APPLICABLE', 'The items in your bag do not qualify.');
  if (coupon.currency !== null && coupon.currency !== input.currency) return fail(notApplicable);
  const subtotal = input.lines.reduce((sum, line) => sum + line.lineCents, 0);
  const minSpend = coupon.kind === 'welcome' ? Math.max(coupon.min_spend_cents, WELCOME_VOUCHER.minSpendCents) : 0;
  const minimum = Math.max(minSpend, coupon.min_spend_cents);
  if (subtotal < minimum) {
    return fail(
      new ApiProblem(409, 'COUPON_MIN_SPEND', 'Spend a little more to use this code.', {
        extra: { minSpendCents: minimum, currency: input.currency },
      }),
    );
  }
  let qualifying = subtotal;
  if (coupon.category_id !== null) {
    const ancestors = await categoryAncestors(db);
    qualifying = input.lines
      .filter((line) => ancestors(line.categoryId).includes(coupon.category_id as string))
      .reduce((sum, line) => sum + line.lineCents, 0);
    if (qualifying === 0) return fail(notApplicable);
  }
  if (qualifying === 0) return fail(notApplicable);
  const raw =
    coupon.kind === 'percent'
      ? Math.round((qualifying * (coupon.percent ?? 0)) / 100)
      : (coupon.amount_cents ?? (coupon.kind === 'welcome' ? WELCOME_VOUCHER.amountCents : 0));
  return { ok: true, code, discountCents: Math.min(raw, qualifying), single: coupon.single_use };
}
