import { bagTotalsSchema, financingApprovalSchema, type FinancingApproval } from '@storefront/api-schemas';
import * as v from 'valibot';
import { isHttpClientError, ProblemError } from '@storefront/http';
import { checkoutApi } from '../../lib/checkout-api-client';
import {
  financingLookupSchema,
  type FinancingAccountInput,
  type FinancingLookup,
} from './financing-application-schemas';

/**
 * The part of `GET /checkout` this page reads: whether there are lines, what is left to pay, and the financing
 * approval already kept with the checkout for it.
 */
const amountDueSchema = v.object({
  lines: v.array(v.unknown()),
  summary: v.pick(bagTotalsSchema, ['currency', 'remainingCents']),
  financingApproval: v.optional(v.nullable(financingApprovalSchema), null),
});

/** What the shopper still has to pay for the checkout (after gift cards), which is what finance covers. */
export async function fetchAmountToFinance(signal?: AbortSignal) {
  const checkout = await checkoutApi.get('/checkout', { schema: amountDueSchema, ...(signal ? { signal } : {}) });
  return {
    amountCents: checkout.summary.remainingCents,
    currency: checkout.summary.currency,
    hasLines: checkout.lines.length > 0,
    approval: checkout.financingApproval,
  };
}

/** Finds the account and the plans it can use for the amount. */
export function lookUpFinancing(account: FinancingAccountInput, amountCents: number): Promise<FinancingLookup> {
  return checkoutApi.post('/financing/lookup', { body: { ...account, amountCents }, schema: financingLookupSchema });
}

/** Applies for a plan; the API keeps the approval with the checkout, and placing the order uses it. */
export function applyForFinancing(
  account: FinancingAccountInput,
  planId: string,
  amountCents: number,
): Promise<FinancingApproval> {
  return checkoutApi.post('/financing/applications', {
    body: { ...account, planId, amountCents },
    schema: financingApprovalSchema,
  });
}

/** Why a financing request failed, in the terms the page shows. */
export type FinancingFailure =
  | { kind: 'not-found' }
  | { kind: 'inactive' }
  | { kind: 'credit-limit' }
  | { kind: 'plan-unavailable' }
  | { kind: 'not-in-market' }
  | { kind: 'throttled'; retryAfterSeconds: number | undefined }
  | { kind: 'other' };

/** Maps an error of `lookUpFinancing` or `applyForFinancing` to a failure the page can explain. */
export function financingFailureOf(error: unknown): FinancingFailure {
  if (!isHttpClientError(error)) return { kind: 'other' };
  if (error instanceof ProblemError) {
    switch (error.code) {
      case 'FINANCING_ACCOUNT_NOT_FOUND':
        return { kind: 'not-found' };
      case 'FINANCING_ACCOUNT_INACTIVE':
        return { kind: 'inactive' };
      case 'FINANCING_CREDIT_LIMIT_EXCEEDED':
        return { kind: 'credit-limit' };
      case 'FINANCING_PLAN_UNAVAILABLE':
        return { kind: 'plan-unavailable' };
      case 'NOT_AVAILABLE_IN_MARKET':
        return { kind: 'not-in-market' };
      case 'TOO_MANY_ATTEMPTS': {
        // How long to wait: the problem's `retryAfterSeconds` member.
        const wait = error.extensions.retryAfterSeconds;
        return { kind: 'throttled', retryAfterSeconds: typeof wait === 'number' && wait > 0 ? wait : undefined };
      }
      default:
        break;
    }
  }
  return { kind: 'other' };
}
