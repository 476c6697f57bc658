import { randomBytes } from 'node:crypto';
import { rewardsAnswerSchema } from '@storefront/api-schemas';
import { localesOfMarket, type LocaleCode } from '@storefront/i18n';
import { fixtureVariant } from '../bag/test-fixtures';
import type { Market } from '../db/schema';
import { linkTokenFor, outboxFor, registrationForm, signIn } from '../identity/identity-test-support';
import { useTestScryptCost } from '../identity/passwords';
import { DEMO_ACCOUNTS } from '../identity/seed';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { issueMemberRewards, type RewardJobContext } from './member-rewards';

jest.setTimeout(60_000);

let api: TestApi;
let job: RewardJobContext;
beforeAll(async () => {
  // Registrations and sign-ins hash passwords: a cheaper scrypt cost keeps them quick (passwords.test.ts asserts the real one).
  useTestScryptCost({ log2N: 14, r: 8, p: 1 });
  api = await createTestApi();
  job = { db: api.db, mailer: api.app.mailer, log: api.app.log };
});
afterAll(async () => {
  await api.close();
  useTestScryptCost(null);
});

/** 15 June 2031, midday in Sydney and Auckland, still the 14th (10 pm) in Toronto. */
const midJune = new Date('2031-06-15T02:00:00Z');

interface MemberWanted {
  market?: Market;
  locale?: LocaleCode;
  state?: string | null;
  birthday?: [day: number, month: number];
  joined?: Date;
  status?: 'active' | 'awaiting_activation';
  brilliance?: boolean;
}

async function customer(wanted: MemberWanted = {}): Promise<{ id: string; email: string }> {
  const email = `reward-${randomBytes(5).toString('hex')}@example.com`;
  const joined = wanted.joined ?? new Date('2024-01-10T00:00:00Z');
  const row = await api.db
    .insertInto('customers')
    .values({
      email,
      password_hash: null,
      status: wanted.status ?? 'active',
      market: wanted.market ?? 'AU',
      locale: wanted.locale ?? localesOfMarket(wanted.market ?? 'AU')[0]!,
      title: null,
      first_name: 'Rosa',
      last_name: 'Reward',
      mobile_phone: null,
      state: wanted.state === undefined ? 'NSW' : wanted.state,
      birthday_day: wanted.birthday?.[0] ?? 3,
      birthday_month: wanted.birthday?.[1] ?? 1,
      birthday_year: 1990,
      anniversary: null,
      brilliance_number: wanted.brilliance === false ? null : `71${randomBytes(5).readUIntBE(0, 5)}`.slice(0, 12),
      created_at: joined,
      updated_at: joined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

const vouchersOf = (customerId: string, kind: 'birthday' | 'anniversary') =>
  api.db
    .selectFrom('coupons')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .orderBy('starts_at')
    .execute();

describe('the birthday reward', () => {
  it('is issued and e-mailed once even when five passes run at once', async () => {
    const member = await customer({ birthday: [15, 6] });
    await Promise.all(Array.from({ length: 5 }, () => issueMemberRewards(job, midJune)));
    const vouchers = await vouchersOf(member.id, 'birthday');
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      code: expect.stringMatching(/^BDAY-[A-Z2-9]{8}$/),
      amount_cents: 2_500,
      min_spend_cents: 5_000,
      currency: 'AUD',
      single_use: true,
      redeemed_at: null,
      ends_at: new Date(midJune.getTime() + 30 * 86_400_000),
    });
    const mails = await outboxFor(api, member.email, 'birthday-reward');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Happy birthday: $25 off for you');
    expect(mails[0]!.text).toContain(`Your code ${vouchers[0]!.code} takes $25 off a spend of $50 or more`);
    expect(mails[0]!.text).toContain('until 15 July 2031');
  });

  it('is not issued twice in a year, and again the next year', async () => {
    const member = await customer({ birthday: [15, 6] });
    await issueMemberRewards(job, midJune);
    await issueMemberRewards(job, new Date(midJune.getTime() + 3 * 3_600_000));
    expect(await vouchersOf(member.id, 'birthday')).toHaveLength(1);
    await issueMemberRewards(job, new Date('2032-06-15T02:00:00Z'));
    expect(await vouchersOf(member.id, 'birthday')).toHaveLength(2);
    expect(await outboxFor(api, member.email, 'birthday-reward')).toHaveLength(2);
  });

  it('goes to members only: not to an in-store account awaiting activation, nor to an account without Brilliance', async () => {
    const inStore = await customer({ birthday: [15, 6], status: 'awaiting_activation' });
    const notMember = await customer({ birthday: [15, 6], brilliance: false });
    await issueMemberRewards(job, midJune);
    expect(await vouchersOf(inStore.id, 'birthday')).toEqual([]);
    expect(await vouchersOf(notMember.id, 'birthday')).toEqual([]);
    expect(await outboxFor(api, inStore.email)).toEqual([]);
    expect(await outboxFor(api, notMember.email)).toEqual([]);
  });

  it('follows the member’s market calendar, and writes to a French-speaking member in French', async () => {
    const montreal = await customer({ market: 'CA', locale: 'fr-CA', state: 'QC', birthday: [15, 6] });
    await issueMemberRewards(job, midJune);
    expect(await vouchersOf(montreal.id, 'birthday')).toEqual([]);
    await issueMemberRewards(job, new Date('2031-06-15T16:00:00Z'));
    const [voucher] = await vouchersOf(montreal.id, 'birthday');
    expect(voucher).toMatchObject({ currency: 'CAD' });
    const [mail] = await outboxFor(api, montreal.email, 'birthday-reward');
    expect(mail!.subject).toMatch(/^Joyeux anniversaire\s:\s25\s\$ de réduction pour vous$/);
    expect(mail!.text).toContain(voucher!.code);
  });

  it('comes on 28 February for a leap-day birthday in a common year', async () => {
    const leapling = await customer({ birthday: [29, 2] });
    await issueMemberRewards(job, new Date('2031-02-28T02:00:00Z'));
    expect(await vouchersOf(leapling.id, 'birthday')).toHaveLength(1);
  });
});

describe('the reward e-mail', () => {
  it('is sent again on the next pass when the mailer failed, and only then', async () => {
    const member = await customer({ birthday: [16, 6] });
    const june16 = new Date('2031-06-16T02:00:00Z');
    const failing: RewardJobContext = {
      ...job,
      mailer: {
        send: () => Promise.reject(new Error('SMTP down')),
      },
    };
    await issueMemberRewards(failing, june16);
    expect(await vouchersOf(member.id, 'birthday')).toHaveLength(1);
    expect(await outboxFor(api, member.email, 'birthday-reward')).toEqual([]);
    await issueMemberRewards(job, june16);
    await issueMemberRewards(job, june16);
    expect(await vouchersOf(member.id, 'birthday')).toHaveLength(1);
    expect(await outboxFor(api, member.email, 'birthday-reward')).toHaveLength(1);
  });
});

describe('the membership anniversary reward', () => {
  it('comes on the day the member joined, from the first anniversary on', async () => {
    const loyal = await customer({ joined: new Date('2027-06-15T05:00:00Z') });
    const newcomer = await customer({ joined: new Date('2031-06-15T01:00:00Z') });
    await issueMemberRewards(job, midJune);
    const [voucher] = await vouchersOf(loyal.id, 'anniversary');
    expect(voucher).toMatchObject({
      code: expect.stringMatching(/^ANNIV-/),
      amount_cents: 2_000,
      min_spend_cents: 10_000,
    });
    expect(await vouchersOf(newcomer.id, 'anniversary')).toEqual([]);
    const [mail] = await outboxFor(api, loyal.email, 'anniversary-reward');
    expect(mail!.text).toContain(voucher!.code);
  });
});

describe('a reward at checkout', () => {
  it('takes its amount off the member’s bag once listed in the account, and nobody else can use it', async () => {
    const { client, customerId } = await api.memberClient();
    const today = new Date();
    await api.db
      .updateTable('customers')
      .set({
        brilliance_number: '719999000001',
        birthday_day: Number(
          new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: 'numeric' }).format(today),
        ),
        birthday_month: Number(
          new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', month: 'numeric' }).format(today),
        ),
      })
      .where('id', '=', customerId)
      .execute();
    await issueMemberRewards(job, today);
    const { rewards } = expectAnswer(await client.get('/api/account/rewards'), rewardsAnswerSchema);
    const birthday = rewards.find((reward) => reward.kind === 'birthday');
    expect(birthday).toMatchObject({ status: 'unused', amountCents: 2_500, minSpendCents: 5_000, currency: 'AUD' });

    const piece = await fixtureVariant(api.db, { sized: false, minStock: 3 });
    const quantity = Math.max(1, Math.ceil(5_000 / piece.listCents));
    expect((await client.post('/api/bag/lines', { sku: piece.sku, quantity })).statusCode).toBe(201);
    const applied = await client.put('/api/bag/coupon', { code: birthday!.code.toLowerCase() });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ summary: { discountCents: 2_500 } });

    const stranger = api.client();
    await stranger.post('/api/bag/lines', { sku: piece.sku, quantity });
    expect((await stranger.put('/api/bag/coupon', { code: birthday!.code })).json()).toMatchObject({
      code: 'COUPON_INVALID',
    });
  });
});

let ipCounter = 0;
/** Joins Brilliance through the API in this client's locale (a Québec address, a 15 June birthday); the e-mail. */
async function registeredMember(client: TestClient): Promise<string> {
  ipCounter += 1;
  const email = `reward-${randomBytes(5).toString('hex')}@example.com`;
  const form = registrationForm(email, { state: 'QC', mobilePhone: '514-555-0142', birthdayDay: 15, birthdayMonth: 6 });
  const headers = { 'x-forwarded-for': `198.51.100.${ipCounter}` };
  expect((await client.post('/api/identity/register', form, headers)).statusCode).toBe(202);
  const { token } = await linkTokenFor(api, email, 'registration-confirmation');
  expect((await client.post('/api/identity/register/confirm', { token }, headers)).statusCode).toBe(201);
  return email;
}

/** This year's birthday e-mail of a member, the job run on 15 June 2031 in Canada. */
async function birthdayEmail(email: string) {
  await issueMemberRewards(job, new Date('2031-06-15T16:00:00Z'));
  const mails = await outboxFor(api, email, 'birthday-reward');
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('the language of a member’s reward e-mail', () => {
  it('is French for the seeded French-Canadian members, their market’s English for the others', async () => {
    const locales = await api.db
      .selectFrom('customers')
      .select(['email', 'locale'])
      .where('email', 'in', [DEMO_ACCOUNTS.au, DEMO_ACCOUNTS.ca, DEMO_ACCOUNTS.frCa, DEMO_ACCOUNTS.nz])
      .orderBy('email')
      .execute();
    expect(locales).toEqual([
      { email: DEMO_ACCOUNTS.au, locale: 'en-AU' },
      { email: DEMO_ACCOUNTS.frCa, locale: 'fr-CA' },
      { email: DEMO_ACCOUNTS.ca, locale: 'en-CA' },
      { email: DEMO_ACCOUNTS.nz, locale: 'en-NZ' },
    ]);
  });

  it('is the locale the member registered in: French for fr-CA, English for en-CA even with a Québec address', async () => {
    const french = await registeredMember(api.client({ locale: 'fr-CA' }));
    const english = await registeredMember(api.client({ locale: 'en-CA' }));
    expect((await birthdayEmail(french)).subject).toMatch(/^Joyeux anniversaire\s:\s25\s\$ de réduction pour vous$/);
    const mail = await birthdayEmail(english);
    expect(mail.subject).toBe('Happy birthday: $25 off for you');
    expect(mail.text).toContain('Hello Harper,');
  });

  it('follows the locale of the member’s latest sign-in, within their market', async () => {
    const email = await registeredMember(api.client({ locale: 'en-CA' }));
    await signIn(api.client({ locale: 'fr-CA' }), email, 'Sparkle9Ring', { 'x-forwarded-for': '198.51.100.200' });
    // A sign-in on another market's storefront leaves the language alone (the voucher is in the member's currency).
    await signIn(api.client({ locale: 'en-AU' }), email, 'Sparkle9Ring', { 'x-forwarded-for': '198.51.100.201' });
    const mail = await birthdayEmail(email);
    expect(mail.subject).toMatch(/^Joyeux anniversaire/);
    expect(mail.text).toContain('Bonjour Harper,');

    await signIn(api.client({ locale: 'en-CA' }), email, 'Sparkle9Ring', { 'x-forwarded-for': '198.51.100.202' });
    await issueMemberRewards(job, new Date('2032-06-15T16:00:00Z'));
    const [latest] = await outboxFor(api, email, 'birthday-reward');
    expect(latest!.subject).toBe('Happy birthday: $25 off for you');
  });
});
