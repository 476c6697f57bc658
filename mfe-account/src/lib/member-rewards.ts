import { rewardsAnswerSchema, type MemberReward } from '@storefront/api-schemas';
import { queryOptions } from '@tanstack/react-query';
import { accountApi } from './account-api-client';

/** `GET /account/rewards`: the member's welcome voucher and birthday and anniversary rewards, usable ones first. */
export const rewardsQuery = queryOptions({
  queryKey: ['account', 'rewards'],
  queryFn: ({ signal }) => accountApi.get('/account/rewards', { schema: rewardsAnswerSchema, signal }),
});

/** The vouchers a member can still use: what the account counts as their offers until the engagement SDK arrives. */
export function usableRewards(rewards: readonly MemberReward[]): MemberReward[] {
  return rewards.filter((reward) => reward.status === 'unused');
}
