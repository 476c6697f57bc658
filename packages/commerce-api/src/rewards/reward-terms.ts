import type { Market } from '../db/schema';

/** A Brilliance reward the API issues on schedule: which day it marks. */
export type ScheduledRewardKind = 'birthday' | 'anniversary';

/**
 * What each scheduled reward gives (SPEC §1, §6 name them; their values are the programme's): a member's own
 * single-use voucher, off a minimum spend, valid for `validDays` from the day it is issued.
 */
export const REWARD_TERMS: Record<
  ScheduledRewardKind,
  { amountCents: number; minSpendCents: number; validDays: number }
> = {
  birthday: { amountCents: 2_500, minSpendCents: 5_000, validDays: 30 },
  anniversary: { amountCents: 2_000, minSpendCents: 10_000, validDays: 30 },
};

/** The code prefix of each reward's vouchers. */
export const REWARD_CODE_PREFIX: Record<ScheduledRewardKind, string> = { birthday: 'BDAY', anniversary: 'ANNIV' };

/** The time zone whose calendar decides a market's "today" for its members' birthdays and anniversaries. */
export const MARKET_TIME_ZONES: Record<Market, string> = {
  AU: 'Australia/Sydney',
  CA: 'America/Toronto',
  NZ: 'Pacific/Auckland',
};

/** The currency of a market's vouchers. */
export const MARKET_CURRENCY = { AU: 'AUD', CA: 'CAD', NZ: 'NZD' } as const satisfies Record<Market, string>;
