import type { Database } from '../db/database';
import type { PendingRegistration } from '../db/schema';
import { hashToken, newToken } from '../http/session';

/** Purposes of e-mailed one-time links. */
export type AccountTokenPurpose = 'password_reset' | 'activation';

/** How long a link works: a reset link 1 hour, an activation link 3 days. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  activation: 3 * 24 * 60 * 60 * 1000,
};

/**
 * Issues a one-time link token (256 bits from the CSPRNG) for a customer; only its sha256 is stored. Earlier unused
 * tokens of the same purpose stop working, so only the newest e-mail's link does.
 */
export async function issueAccountToken(
  db: Database,
  customerId: string,
  purpose: AccountTokenPurpose,
  payload: PendingRegistration | null = null,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('account_tokens')
      .where('customer_id', '=', customerId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        token_hash: hashToken(token),
        customer_id: customerId,
        purpose,
        expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
        created_at: now,
        payload: payload === null ? null : JSON.stringify(payload),
      })
      .execute();
  });
  return token;
}

/** The pending registration of the customer's newest unused activation token, if any (carried over on resend). */
export async function pendingRegistrationOf(db: Database, customerId: string): Promise<PendingRegistration | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select('payload')
    .where('customer_id', '=', customerId)
    .where('purpose', '=', 'activation')
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.payload ?? null;
}

/**
 * Uses a token once: a single conditional update marks it used only if it exists, has this purpose, is unused and
 * unexpired, so two concurrent uses cannot both succeed. Null for anything else.
 */
export async function consumeAccountToken(
  db: Database,
  token: string,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<{ customerId: string; payload: PendingRegistration | null } | null> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['customer_id', 'payload'])
    .executeTakeFirst();
  return row ? { customerId: row.customer_id, payload: row.payload } : null;
}
