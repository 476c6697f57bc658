import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { Currency, DB } from '../db/schema';

/** How long a financing approval can be used to place an order. */
export const APPROVAL_LIFETIME_MS = 30 * 60 * 1000;

/** A new unguessable approval id (128 bits from the CSPRNG). */
export function newApprovalId(): string {
  return `fa_${randomBytes(16).toString('base64url')}`;
}

/** A financing reference for the order's payment record, e.g. `FIN-7K3P9QX2M4TD`. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `FIN-${out}`;
}

/**
 * Uses a financing approval for an order: atomically marks an unexpired, unused approval for exactly this amount and
 * currency as used and returns its reference; null when it is unknown, used, expired or for another amount. One
 * conditional update, so two concurrent orders can never both use one approval.
 */
export async function consumeFinancingApproval(
  trx: Transaction<DB> | Database,
  approvalId: string,
  amountCents: number,
  currency: Currency,
): Promise<{ reference: string } | null> {
  const now = new Date();
  const row = await trx
    .updateTable('financing_approvals')
    .set({ used_at: now, reference: newReference() })
    .where('id', '=', approvalId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('amount_cents', '=', amountCents)
    .where('currency', '=', currency as 'CAD')
    .returning('reference')
    .executeTakeFirst();
  return row?.reference ? { reference: row.reference } : null;
}

/** A financing approval as the checkout answers it: the plan the shopper chose, for what amount, until when. */
export interface CheckoutFinancingApproval {
  approvalId: string;
  plan: Record<string, unknown>;
  amountCents: number;
  currency: Currency;
  cardLast4: string;
  expiresAt: string;
}

/**
 * The approval kept with a bag that can still pay it: unused, unexpired, and for exactly what is left to pay now
 * (`amountCents`, `currency`); null otherwise (a changed total needs a new application).
 */
export async function usableCheckoutApproval(
  db: Database,
  approvalId: string | null,
  amountCents: number,
  currency: Currency,
): Promise<CheckoutFinancingApproval | null> {
  if (!approvalId || currency !== 'CAD') return null;
  const row = await db
    .selectFrom('financing_approvals')
    .select(['id', 'plan', 'amount_cents', 'currency', 'card_last4', 'expires_at'])
    .where('id', '=', approvalId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('amount_cents', '=', amountCents)
    .executeTakeFirst();
  if (!row) return null;
  return {
    approvalId: row.id,
    plan: row.plan,
    amountCents: row.amount_cents,
    currency: row.currency,
    cardLast4: row.card_last4,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}
