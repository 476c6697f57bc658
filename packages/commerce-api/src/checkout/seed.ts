import { daysFrom, insertChunked, isoDay, type SeedContext } from '../seed/context';
import type { Currency } from '../db/schema';
import { WELCOME_VOUCHER } from './coupons';
import { hashGiftCardPinSync } from './gift-card-pins';

/**
 * A 19-digit gift-card number from an 18-digit body, with a check digit that deliberately FAILS the Luhn check:
 * gift cards are not payment cards, and the card-data scan (T9) looks for Luhn-valid numbers anywhere we store.
 */
export function giftCardNumber(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  const luhn = (10 - (sum % 10)) % 10;
  return `${body}${(luhn + 1) % 10}`;
}

interface DemoCard {
  body: string;
  pin: string;
  currency: Currency;
  balanceCents: number;
  /** Days from today; negative = expired. */
  expiresInDays: number | null;
}

/** The documented demo gift cards (README): number from `giftCardNumber(body)`, PIN, currency, balance. */
export const demoGiftCards: readonly DemoCard[] = [
  { body: '603628100000001000', pin: '1234', currency: 'AUD', balanceCents: 10_000, expiresInDays: 700 },
  { body: '603628100000002000', pin: '2468', currency: 'AUD', balanceCents: 25_000, expiresInDays: 700 },
  { body: '603628100000003000', pin: '1357', currency: 'AUD', balanceCents: 2_000, expiresInDays: 400 },
  { body: '603628100000008000', pin: '2222', currency: 'AUD', balanceCents: 0, expiresInDays: 500 },
  { body: '603628100000009000', pin: '1111', currency: 'AUD', balanceCents: 7_500, expiresInDays: -10 },
  { body: '603628200000001000', pin: '1234', currency: 'CAD', balanceCents: 10_000, expiresInDays: 700 },
  { body: '603628200000002000', pin: '8642', currency: 'CAD', balanceCents: 50_000, expiresInDays: 700 },
  { body: '603628300000001000', pin: '1234', currency: 'NZD', balanceCents: 10_000, expiresInDays: 700 },
  { body: '603628300000002000', pin: '4321', currency: 'NZD', balanceCents: 5_000, expiresInDays: null },
];

/** Legacy 6-digit cards: they exist, but only customer service can redeem them (SPEC §9). */
export const legacyGiftCards: readonly string[] = ['482913', '550277', '731064'];

/** Demo coupon codes (README). */
export const demoCoupons = {
  percent: 'SPARKLE10',
  amountWithMinimum: 'TAKE50',
  ended: 'SUMMER20',
  categoryLimited: 'EARRINGS15',
  nzOnly: 'KIAORA25',
} as const;

/** Seeds gift cards (demo, expired, zero balance, legacy) and coupons (percent, amount with minimum spend, ended, category-limited, welcome vouchers). */
export async function seedCheckout(context: SeedContext): Promise<void> {
  const { trx, random, today } = context;
  const cards: Array<Record<string, unknown>> = demoGiftCards.map((card) => {
    const number = giftCardNumber(card.body);
    return {
      number,
      pin_hash: hashGiftCardPinSync(number, card.pin),
      currency: card.currency,
      balance_cents: card.balanceCents,
      initial_cents: Math.max(card.balanceCents, 5_000),
      expires_on: card.expiresInDays === null ? null : isoDay(daysFrom(today, card.expiresInDays)),
      legacy: false,
    };
  });
  for (const number of legacyGiftCards) {
    cards.push({
      number,
      pin_hash: null,
      currency: 'AUD',
      balance_cents: 5_000,
      initial_cents: 5_000,
      expires_on: null,
      legacy: true,
    });
  }
  // Cards bought by other shoppers: realistic volume, PINs unknown to anyone.
  const faces = [2_500, 5_000, 10_000, 15_000, 20_000, 25_000, 50_000];
  for (let index = 0; index < 36; index++) {
    const currency = random.pick(['AUD', 'AUD', 'CAD', 'NZD'] as const);
    const initial = random.pick(faces);
    const number = giftCardNumber(`6036284${random.digits(11)}`);
    if (cards.some((card) => card.number === number)) continue;
    cards.push({
      number,
      pin_hash: hashGiftCardPinSync(number, random.digits(4)),
      currency,
      balance_cents: random.chance(0.3) ? initial : random.int(0, initial / 100) * 100,
      initial_cents: initial,
      expires_on: isoDay(daysFrom(today, random.int(-200, 1000))),
      legacy: false,
    });
  }
  await insertChunked(trx, 'gift_cards', cards);

  const longAgo = daysFrom(today, -120);
  const earrings =
    (await trx
      .selectFrom('categories')
      .select('id')
      .where((eb) => eb.or([eb('id', 'ilike', '%earring%'), eb('name_en', 'ilike', '%earring%')]))
      .orderBy('parent_id', 'desc')
      .orderBy('position')
      .executeTakeFirst()) ?? null;
  const coupons: Array<Record<string, unknown>> = [
    { code: demoCoupons.percent, kind: 'percent', percent: 10, starts_at: longAgo },
    {
      code: demoCoupons.amountWithMinimum,
      kind: 'amount',
      amount_cents: 5_000,
      min_spend_cents: 50_000,
      starts_at: longAgo,
    },
    {
      code: demoCoupons.ended,
      kind: 'percent',
      percent: 20,
      starts_at: daysFrom(today, -90),
      ends_at: daysFrom(today, -7),
    },
    {
      code: demoCoupons.nzOnly,
      kind: 'amount',
      amount_cents: 2_500,
      currency: 'NZD',
      min_spend_cents: 15_000,
      starts_at: longAgo,
    },
  ];
  if (earrings) {
    coupons.push({
      code: demoCoupons.categoryLimited,
      kind: 'percent',
      percent: 15,
      category_id: earrings.id,
      starts_at: longAgo,
      ends_at: daysFrom(today, 60),
    });
  }
  // Welcome vouchers of the first members: one fresh, one already redeemed.
  const members = await trx
    .selectFrom('customers')
    .select(['id', 'market'])
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('email')
    .limit(2)
    .execute();
  const currencyOf = { AU: 'AUD', CA: 'CAD', NZ: 'NZD' } as const;
  for (const [index, member] of members.entries()) {
    coupons.push({
      code: `WELCOME-${random.digits(6)}`,
      kind: 'welcome',
      amount_cents: WELCOME_VOUCHER.amountCents,
      min_spend_cents: WELCOME_VOUCHER.minSpendCents,
      currency: currencyOf[member.market],
      starts_at: daysFrom(today, -3),
      ends_at: daysFrom(today, WELCOME_VOUCHER.validDays - 3),
      single_use: true,
      customer_id: member.id,
      redeemed_at: index === 1 ? daysFrom(today, -1) : null,
    });
  }
  await insertChunked(
    trx,
    'coupons',
    coupons.map((coupon) => ({
      amount_cents: null,
      percent: null,
      currency: null,
      min_spend_cents: 0,
      category_id: null,
      ends_at: null,
      single_use: false,
      customer_id: null,
      redeemed_at: null,
      ...coupon,
    })),
  );
}
