import { randomInt } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { LocaleCode } from '@storefront/i18n';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { CustomersTable, Currency } from '../db/schema';
import { welcomeVoucherEmail } from './identity-emails';

/** A customer row as read. */
export type Customer = Selectable<CustomersTable>;

/** What the storefront shows of the signed-in member (session, sign-in and registration answers). */
export interface MemberSummary {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  market: Customer['market'];
  brillianceNumber: string | null;
}

/** The customer with this e-mail (case-insensitive), if any. */
export async function findCustomerByEmail(db: Database, email: string): Promise<Customer | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The customer with this id, if any. */
export async function findCustomerById(db: Database, id: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member as the storefront shows them. */
export function memberSummary(customer: Customer): MemberSummary {
  return {
    id: customer.id,
    firstName: customer.first_name,
    lastName: customer.last_name,
    email: customer.email,
    market: customer.market,
    brillianceNumber: customer.brilliance_number,
  };
}

/** A new Brilliance membership number: 12 digits starting 70. */
export function newBrillianceNumber(): string {
  return `70${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** The Brilliance welcome voucher (SPEC §9): $20 off a spend of $100 or more, single use, valid 30 days. */
export const WELCOME_VOUCHER = { amountCents: 2000, minSpendCents: 10_000, validDays: 30 } as const;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherPrefix(raw: string | null | undefined): string {
  const cleaned = (raw ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  return cleaned || 'WELCOME';
}

/**
 * Creates the member's welcome voucher (code: the site preferences' `signupCouponCode` prefix, or WELCOME, and a
 * random suffix) and e-mails it in the member's language. A member gets one welcome voucher, ever.
 */
export async function grantWelcomeVoucher(
  app: FastifyInstance,
  customer: Pick<Customer, 'id' | 'email' | 'first_name'>,
  locale: LocaleCode,
  currency: Currency,
  now = new Date(),
): Promise<{ code: string; endsAt: Date } | null> {
  const existing = await app.db
    .selectFrom('coupons')
    .select('code')
    .where('customer_id', '=', customer.id)
    .where('kind', '=', 'welcome')
    .executeTakeFirst();
  if (existing) return null;
  let prefix: string;
  try {
    prefix = voucherPrefix((await app.content.sitePreferences(locale)).signupCouponCode);
  } catch {
    prefix = voucherPrefix(null);
  }
  let suffix = '';
  for (let index = 0; index < 8; index++) suffix += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  const code = `${prefix}-${suffix}`;
  const endsAt = new Date(now.getTime() + WELCOME_VOUCHER.validDays * 86_400_000);
  await app.db
    .insertInto('coupons')
    .values({
      code,
      kind: 'welcome',
      amount_cents: WELCOME_VOUCHER.amountCents,
      percent: null,
      currency,
      min_spend_cents: WELCOME_VOUCHER.minSpendCents,
      category_id: null,
      starts_at: now,
      ends_at: endsAt,
      single_use: true,
      customer_id: customer.id,
      redeemed_at: null,
    })
    .execute();
  const email = welcomeVoucherEmail(locale, customer.first_name, {
    code,
    amountCents: WELCOME_VOUCHER.amountCents,
    minSpendCents: WELCOME_VOUCHER.minSpendCents,
    endsAt,
  });
  await app.mailer.send({ to: customer.email, ...email, kind: 'welcome-voucher' });
  return { code, endsAt };
}
