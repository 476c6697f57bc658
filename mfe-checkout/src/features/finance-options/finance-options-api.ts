import * as v from 'valibot';
import { checkoutApi } from '../../lib/checkout-api-client';
import { financingApprovalPlanSchema } from '@storefront/api-schemas';

/** A plan as `GET /financing/plans` lists it: its payments for the amount, its minimum, and whether it is offered. */
export const financePlanSchema = v.object({
  ...financingApprovalPlanSchema.entries,
  minCents: v.number(),
  offered: v.boolean(),
});
export type FinancePlan = v.InferOutput<typeof financePlanSchema>;

/** `GET /financing/plans`. */
export const financePlansSchema = v.object({
  amountCents: v.number(),
  currency: v.string(),
  plans: v.array(financePlanSchema),
});
export type FinancePlans = v.InferOutput<typeof financePlansSchema>;

/** The provider's plans with their payments for a purchase of `amountCents` (Canada). */
export function fetchFinancePlans(amountCents: number, signal?: AbortSignal): Promise<FinancePlans> {
  return checkoutApi.get('/financing/plans', {
    query: { amountCents },
    schema: financePlansSchema,
    ...(signal ? { signal } : {}),
  });
}
