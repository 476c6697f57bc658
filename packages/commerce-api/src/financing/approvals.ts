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
