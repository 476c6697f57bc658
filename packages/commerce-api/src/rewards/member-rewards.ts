import { startRecurringPass, type RecurringPass } from '../jobs/recurring-pass';
import { sharedPass } from '../jobs/shared-pass';
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { anyOf } from '../db/any-of';
import type { Database } from '../db/database';
import type { Market } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { localClock } from '../stores/opening-hours';
import { rewardEmail } from './reward-emails';
import {
  MARKET_CURRENCY,
  MARKET_TIME_ZONES,
  REWARD_CODE_PREFIX,
  REWARD_TERMS,
  type ScheduledRewardKind,
} from './reward-terms';

/** What the reward job needs: the database, the mailer and somewhere to log. */
export interface RewardJobContext {
  db: Database;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** What one pass did: rewards this process issued and e-mails it sent (another process may have done the rest). */
export interface RewardPassReport {
  issued: number;
  emailed: number;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function rewardCode(kind: ScheduledRewardKind): string {
  let suffix = '';
  for (let index = 0; index < 8; index++) suffix += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return `${REWARD_CODE_PREFIX[kind]}-${suffix}`;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The month-days ('MM-DD') celebrated on a calendar day: the day itself, and on 28 February of a common year also
 * 29 February, so a leap-day birthday or join date is not skipped three years in four.
 */
export function celebratedDays(date: string): string[] {
  const [year, monthDay] = [Number(date.slice(0, 4)), date.slice(5)];
  return monthDay === '02-28' && !isLeapYear(year) ? ['02-28', '02-29'] : [monthDay];
}

interface Candidate {
  id: string;
  kind: ScheduledRewardKind;
}

/** Members (active, with a Brilliance number) of a market whose birthday or membership anniversary is `date` there. */
async function candidatesOn(db: Database, market: Market, date: string): Promise<Candidate[]> {
  const zone = MARKET_TIME_ZONES[market];
  const days = celebratedDays(date);
  const year = Number(date.slice(0, 4));
  const members = db
    .selectFrom('customers')
    .select('id')
    .where('market', '=', market)
    .where('status', '=', 'active')
    .where('brilliance_number', 'is not', null);
  const birthdays = await members
    .where(sql<string>`lpad(birthday_month::text, 2, '0') || '-' || lpad(birthday_day::text, 2, '0')`, '=', anyOf(days))
    .execute();
  // The membership anniversary: the day the member joined (created_at, on the market's calendar), from the first year on.
  const anniversaries = await members
    .where(sql<string>`to_char(created_at at time zone ${zone}, 'MM-DD')`, '=', anyOf(days))
    .where(sql<number>`extract(year from created_at at time zone ${zone})::int`, '<', year)
    .execute();
  return [
    ...birthdays.map((row) => ({ id: row.id, kind: 'birthday' as const })),
    ...anniversaries.map((row) => ({ id: row.id, kind: 'anniversary' as const })),
  ];
}

/**
 * Issues one reward: the claim row (customer, kind, year) is inserted `on conflict do nothing`, and only when it
 * returns a row is the voucher created, in the same transaction. Any number of concurrent passes, in this process or
 * others, issue it once; a later pass of the same year finds the claim and does nothing.
 */
async function issueReward(db: Database, candidate: Candidate, market: Market, year: number, now: Date) {
  const terms = REWARD_TERMS[candidate.kind];
  const code = rewardCode(candidate.kind);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('member_rewards')
      .values({ customer_id: candidate.id, kind: candidate.kind, year, coupon_code: code, issued_at: now })
      .onConflict((conflict) => conflict.columns(['customer_id', 'kind', 'year']).doNothing())
      .returning('coupon_code')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('coupons')
      .values({
        code,
        kind: candidate.kind,
        amount_cents: terms.amountCents,
        percent: null,
        currency: MARKET_CURRENCY[market],
        min_spend_cents: terms.minSpendCents,
        category_id: null,
        starts_at: now,
        ends_at: new Date(now.getTime() + terms.validDays * 86_400_000),
        single_use: true,
        customer_id: candidate.id,
        redeemed_at: null,
      })
      .execute();
    return true;
  });
}

/**
 * E-mails every issued reward not yet e-mailed. Each is claimed first (`emailed_at` set where it was null), so one
 * process sends it; a failed send gives the claim back and the next pass tries again.
 */
async function sendRewardEmails(context: RewardJobContext, now: Date): Promise<number> {
  const { db } = context;
  const unsent = await db
    .selectFrom('member_rewards')
    .innerJoin('customers', 'customers.id', 'member_rewards.customer_id')
    .innerJoin('coupons', 'coupons.code', 'member_rewards.coupon_code')
    .select([
      'member_rewards.customer_id',
      'member_rewards.kind',
      'member_rewards.year',
      'customers.email',
      'customers.first_name',
      'customers.locale',
      'coupons.code',
      'coupons.amount_cents',
      'coupons.min_spend_cents',
      'coupons.ends_at',
    ])
    .where('member_rewards.emailed_at', 'is', null)
    .orderBy('member_rewards.issued_at')
    .limit(500)
    .execute();
  let sent = 0;
  for (const reward of unsent) {
    const claim = await db
      .updateTable('member_rewards')
      .set({ emailed_at: now })
      .where('customer_id', '=', reward.customer_id)
      .where('kind', '=', reward.kind)
      .where('year', '=', reward.year)
      .where('emailed_at', 'is', null)
      .returning('coupon_code')
      .executeTakeFirst();
    if (!claim) continue;
    try {
      // Written in the member's own locale (set when the account opened, updated at each sign-in).
      const email = rewardEmail(reward.locale, reward.kind, reward.first_name, {
        code: reward.code,
        amountCents: reward.amount_cents ?? 0,
        minSpendCents: reward.min_spend_cents,
        endsAt: reward.ends_at ?? now,
      });
      await context.mailer.send({ to: reward.email, ...email, kind: `${reward.kind}-reward` });
      sent++;
    } catch (error) {
      await db
        .updateTable('member_rewards')
        .set({ emailed_at: null })
        .where('coupon_code', '=', claim.coupon_code)
        .execute();
      context.log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : error },
        'reward e-mail failed; retried on the next pass',
      );
    }
  }
  return sent;
}

/**
 * One pass of the Brilliance reward job: for each market, the members whose birthday or membership anniversary is
 * today on that market's calendar get this year's voucher (once), then every reward not yet e-mailed is e-mailed.
 */
export async function issueMemberRewards(context: RewardJobContext, now = new Date()): Promise<RewardPassReport> {
  let issued = 0;
  for (const market of Object.keys(MARKET_TIME_ZONES) as Market[]) {
    const today = localClock(now, MARKET_TIME_ZONES[market]).date;
    const year = Number(today.slice(0, 4));
    for (const candidate of await candidatesOn(context.db, market, today)) {
      if (await issueReward(context.db, candidate, market, year, now)) issued++;
    }
  }
  const emailed = await sendRewardEmails(context, now);
  if (issued > 0 || emailed > 0) context.log.info({ issued, emailed }, 'Brilliance rewards issued');
  return { issued, emailed };
}

/**
 * Runs {@link issueMemberRewards} now and every `intervalSeconds` (0 = only at start). A pass still running when the
 * next is due is not doubled; `stop` waits for it.
 */
export function startMemberRewards(
  context: RewardJobContext,
  options: { intervalSeconds: number },
): RecurringPass<RewardPassReport> {
  return startRecurringPass(() => issueMemberRewards(context), {
    intervalSeconds: options.intervalSeconds,
    log: context.log,
    failure: 'Brilliance reward pass failed',
    shared: sharedPass(context.db, 'member-rewards', options.intervalSeconds),
  });
}
