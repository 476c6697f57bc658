import * as v from 'valibot';

/**
 * The Canadian financing approval between `/finance-options/flexiti-apply` and placing the order on
 * `/checkout/billing`: kept in sessionStorage (this tab only, gone when it closes) because the approval is a
 * short-lived, single-use token for one amount. `@storefront/contracts`' storage helpers write localStorage only, so
 * the same read-validate-or-null pattern is written here for sessionStorage.
 */
const STORAGE_KEY = 'storefront:checkout:financing-approval';

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
export type FinancingApprovalPlan = v.InferOutput<typeof financingApprovalPlanSchema>;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the approval for placing the order (replacing any earlier one). */
export function saveFinancingApproval(approval: FinancingApproval): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(approval));
  } catch {
    // Storage can be full or disabled; the shopper then applies again from the billing page.
  }
}

/** Forgets the approval (after the order is placed, or when the shopper chooses another way to pay). */
export function clearFinancingApproval(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
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
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw == null) return null;
  let parsed: v.SafeParseResult<typeof financingApprovalSchema>;
  try {
    parsed = v.safeParse(financingApprovalSchema, JSON.parse(raw));
  } catch {
    clearFinancingApproval();
    return null;
  }
  if (!parsed.success) {
    clearFinancingApproval();
    return null;
  }
  const approval = parsed.output;
  if (Date.parse(approval.expiresAt) <= now) {
    clearFinancingApproval();
    return null;
  }
  const otherAmount =
    expected !== undefined &&
    (approval.amountCents !== expected.amountCents || approval.currency !== expected.currency);
  return otherAmount ? null : approval;
}
