import * as v from 'valibot';
import { centsSchema, currencySchema, timestampSchema } from './market-schemas';

/** Whether a member's voucher can still be used. */
export const rewardStatusSchema = v.picklist(['unused', 'used', 'expired']);
/** A reward's status. */
export type RewardStatus = v.InferOutput<typeof rewardStatusSchema>;

/** One of the member's Brilliance vouchers: the welcome voucher, a birthday or an anniversary reward. */
export const memberRewardSchema = v.object({
  code: v.string(),
  kind: v.picklist(['welcome', 'birthday', 'anniversary']),
  amountCents: centsSchema,
  minSpendCents: centsSchema,
  currency: v.nullable(currencySchema),
  status: rewardStatusSchema,
  issuedAt: timestampSchema,
  expiresAt: v.nullable(timestampSchema),
  usedAt: v.nullable(timestampSchema),
});
/** A member's reward. */
export type MemberReward = v.InferOutput<typeof memberRewardSchema>;

/** `GET /account/rewards`: the member's vouchers, usable ones first (soonest to expire first), then the rest, newest first. */
export const rewardsAnswerSchema = v.object({ rewards: v.array(memberRewardSchema) });
/** The rewards answer. */
export type RewardsAnswer = v.InferOutput<typeof rewardsAnswerSchema>;
