import { storefrontApiHeaders } from '@storefront/contracts';
import * as v from 'valibot';
import { createHttpClient, isHttpClientError, ProblemError, type FetchFunction } from '@storefront/http';
import { checkoutApi } from '../../lib/checkout-api-client';
import { orderSummarySchema } from '../../lib/checkout-schemas';
import { financingApprovalSchema, type FinancingApproval } from '../../lib/financing-approval';
import {
  financingLookupSchema,
  type FinancingAccountInput,
  type FinancingLookup,
} from './financing-application-schemas';

/**
 * The wait the last 429 asked for, read from its problem body (`retryAfterSeconds`) or its `Retry-After` header: the
 * shared client's `ProblemError` keeps neither, and the shopper needs to know how long to wait. The form sends one
 * request at a time, so the last one is the one that failed.
 */
let lastRetryAfterSeconds: number | undefined;

const recordingFetch: FetchFunction = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  if (response.status === 429) {
    lastRetryAfterSeconds = undefined;
    const header = Number(response.headers.get('retry-after'));
    if (Number.isFinite(header) && header > 0) lastRetryAfterSeconds = header;
    try {
      const body = (await response.clone().json()) as { retryAfterSeconds?: unknown };
      if (typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds > 0) {
        lastRetryAfterSeconds = body.retryAfterSeconds;
      }
    } catch {
      // Not JSON: the header (if any) is all there is.
    }
  }
  return response;
};

const financingApi = createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders, fetch: recordingFetch });

/** The part of `GET /checkout` this page reads: whether there are lines, and what is left to pay. */
const amountDueSchema = v.object({
  lines: v.array(v.unknown()),
  summary: v.pick(orderSummarySchema, ['currency', 'remainingCents']),
});

/** What the shopper still has to pay for the checkout (after gift cards), which is what finance covers. */
export async function fetchAmountToFinance(signal?: AbortSignal) {
  const checkout = await checkoutApi.get('/checkout', { schema: amountDueSchema, ...(signal ? { signal } : {}) });
  return {
    amountCents: checkout.summary.remainingCents,
    currency: checkout.summary.currency,
    hasLines: checkout.lines.length > 0,
  };
}

/** Finds the account and the plans it can use for the amount. */
export function lookUpFinancing(account: FinancingAccountInput, amountCents: number): Promise<FinancingLookup> {
  return financingApi.post('/financing/lookup', { body: { ...account, amountCents }, schema: financingLookupSchema });
}

/** Applies for a plan; the approval is what placing the order uses. */
export function applyForFinancing(
  account: FinancingAccountInput,
  planId: string,
  amountCents: number,
): Promise<FinancingApproval> {
  return financingApi.post('/financing/applications', {
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
      case 'TOO_MANY_ATTEMPTS':
        return { kind: 'throttled', retryAfterSeconds: lastRetryAfterSeconds };
      default:
        break;
    }
  }
  return { kind: 'other' };
}
