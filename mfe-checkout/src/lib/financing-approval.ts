import { createStoredValue } from '@storefront/contracts';
import * as v from 'valibot';

const centsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The chosen plan as the API's approval describes it (SPEC §3 financing). */
export const financingApprovalPlanSchema = v.object({
  id: v.string(),
  type: v.picklist(['monthly', 'single']),
  name: v.string(),
  termMonths: v.pipe(v.number(), v.integer(), v.minValue(1)),
  promotionalInterestPercent: v.number(),
  monthlyCents: v.nullable(centsSchema),
  singlePaymentCents: v.nullable(centsSchema),
  interestCents: v.optional(centsSchema, 0),
  totalCents: centsSchema,
});

/** `POST /financing/applications`' answer, which is also what is kept. */
export const financingApprovalSchema = v.object({
  approvalId: v.pipe(v.string(), v.nonEmpty()),
  plan: financingApprovalPlanSchema,
  amountCents: centsSchema,
  currency: v.string(),
  cardLast4: v.optional(v.string(), ''),
  /** ISO date-time after which the API refuses the approval. */
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});

export type FinancingApproval = v.InferOutput<typeof financingApprovalSchema>;

/**
 * The Canadian financing approval between `/finance-options/flexiti-apply` and placing the order on
 * `/checkout/billing`: kept in sessionStorage (this tab only, gone when it closes) because the approval is a
 * short-lived, single-use token for one amount. Its expiry is the API's `expiresAt`, checked on each read.
 */
const storedApproval = createStoredValue({
  area: 'session',
  key: 'storefront:checkout:financing-approval',
  schema: financingApprovalSchema,
});

/** Keeps the approval for placing the order (replacing any earlier one). */
export function saveFinancingApproval(approval: FinancingApproval): void {
  // Storage can be full or disabled; the shopper then applies again from the billing page.
  storedApproval.write(approval);
}

/** Forgets the approval (after the order is placed, or when the shopper chooses another way to pay). */
export function clearFinancingApproval(): void {
  storedApproval.remove();
}

/**
 * The kept approval, or null when there is none, it is malformed, it has expired, or (when `expected` is given) it is
 * for another amount or currency — an order for a changed total cannot use it. Malformed or expired approvals are
 * removed; one for another amount is kept (the total may change back, e.g. when a coupon is removed again).
 */
export function readFinancingApproval(
  expected?: { amountCents: number; currency: string },
  now: number = Date.now(),
): FinancingApproval | null {
  const approval = storedApproval.read();
  if (approval === null) return null;
  if (Date.parse(approval.expiresAt) <= now) {
    clearFinancingApproval();
    return null;
  }
  const otherAmount =
    expected !== undefined &&
    (approval.amountCents !== expected.amountCents || approval.currency !== expected.currency);
  return otherAmount ? null : approval;
}
