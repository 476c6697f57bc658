import { cardNumberSchema, dateOfBirthSchema } from '@storefront/validation';
import * as v from 'valibot';
import { financingApprovalPlanSchema } from '@storefront/api-schemas';
import { financingApplicationMessages as m } from './financing-application-messages';

/** The account part of the application: the virtual card number (VCC) and the holder's date of birth (SPEC §3). */
export const financingAccountSchema = v.object({
  cardNumber: cardNumberSchema,
  dateOfBirth: dateOfBirthSchema,
});
export type FinancingAccountInput = v.InferOutput<typeof financingAccountSchema>;

/** The plan choice. */
export const financingPlanChoiceSchema = v.object({
  planId: v.pipe(v.string(m.planRequired.id), v.nonEmpty(m.planRequired.id)),
});

/** A plan offered for an amount: monthly (term, monthly amount) or single payment, with promotional interest. */
export const financingPlanSchema = financingApprovalPlanSchema;
export type FinancingPlan = v.InferOutput<typeof financingPlanSchema>;

/** `POST /financing/lookup`: the account's state and the plans it can use for the amount. */
export const financingLookupSchema = v.object({
  status: v.picklist(['active', 'inactive']),
  canContinue: v.boolean(),
  reason: v.nullable(v.picklist(['inactive', 'credit_limit_exceeded', 'no_plan_for_amount'])),
  cardLast4: v.string(),
  creditLimitCents: v.nullable(v.number()),
  amountCents: v.number(),
  currency: v.string(),
  plans: v.array(financingPlanSchema),
});
export type FinancingLookup = v.InferOutput<typeof financingLookupSchema>;
