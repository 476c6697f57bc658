import {
  bagAnswerSchema,
  checkoutAnswerSchema,
  checkoutSummaryPreviewSchema,
  deliveryMethodsAnswerSchema,
  placedOrderAnswerSchema,
  storeShortfallProblemSchema,
} from '@storefront/api-schemas';
import * as v from 'valibot';
import { demoCoupons, demoGiftCards, giftCardNumber, legacyGiftCards } from './seed';
import { defaultContent, fixtureVariant, setStock, signInAsNewMember, type FixtureVariant } from '../bag/test-fixtures';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { addresses, completeCheckout } from './test-journey';

let api: TestApi;
let piece: FixtureVariant;
let ring: FixtureVariant;
let ip = 0;
beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
  ring = await fixtureVariant(api.db, { sized: true, engravable: true, minStock: 5 });
});
afterAll(async () => {
  await api.close();
});

async function shopperWith(quantity = 1, locale = 'en-AU', sku = piece.sku): Promise<TestClient> {
  const shopper = api.client({ locale });
  const added = await shopper.post('/api/bag/lines', { sku, quantity });
  if (added.statusCode !== 201) throw new Error(added.body);
  return shopper;
}

async function priceOf(sku: string, currency: string) {
  return api.db
    .selectFrom('prices')
    .selectAll()
    .where('sku', '=', sku)
    .where('currency', '=', currency as 'AUD')
    .executeTakeFirstOrThrow();
}

/** Each gift-card test comes from its own address, so the per-IP throttle of one test does not block the next. */
function applyCard(shopper: TestClient, number: string, pin: string) {
  ip += 1;
  return shopper.post('/api/checkout/gift-cards', { number, pin }, { 'x-forwarded-for': `203.0.113.${ip}` });
}

const demo = (currency: string, balance?: number) => {
  const card = demoGiftCards.find(
    (entry) =>
      entry.currency === currency &&
      (balance === undefined
        ? entry.balanceCents > 0 && (entry.expiresInDays ?? 1) > 0
        : entry.balanceCents === balance),
  );
  if (!card) throw new Error('no such demo card');
  return { number: giftCardNumber(card.body), pin: card.pin, balanceCents: card.balanceCents };
};

describe('tax', () => {
  it('shows the GST inside AU prices (10%) and NZ prices (15%)', async () => {
    const au = (await (await shopperWith(1)).get('/api/bag')).json().summary;
    expect(au).toMatchObject({
      taxIncluded: true,
      totalCents: piece.listCents,
      gstInclusiveCents: Math.round((piece.listCents * 10) / 110),
    });
    const nzPrice = await priceOf(piece.sku, 'NZD');
    const nz = (await (await shopperWith(1, 'en-NZ')).get('/api/bag')).json().summary;
    expect(nz).toMatchObject({
      currency: 'NZD',
      totalCents: nzPrice.list_cents,
      gstInclusiveCents: Math.round((nzPrice.list_cents * 15) / 115),
    });
  });

  it('adds GST + QST in Quebec and HST in Ontario on top of CAD prices', async () => {
    const cad = (await priceOf(piece.sku, 'CAD')).list_cents;
    const quebec = await shopperWith(1, 'fr-CA');
    await completeCheckout(quebec, addresses.QC);
    const qc = expectAnswer(await quebec.get('/api/checkout'), checkoutAnswerSchema).summary;
    const base = qc.subtotalCents + (qc.deliveryCents ?? 0);
    expect(qc.subtotalCents).toBe(cad);
    expect(qc.taxLines).toEqual([
      { name: 'GST', ratePercent: 5, cents: Math.round(base * 0.05) },
      { name: 'QST', ratePercent: 9.975, cents: Math.round(base * 0.09975) },
    ]);
    expect(qc.totalCents).toBe(base + Math.round(base * 0.05) + Math.round(base * 0.09975));
    const ontario = await shopperWith(1, 'en-CA');
    await completeCheckout(ontario, addresses.ON);
    const on = expectAnswer(await ontario.get('/api/checkout'), checkoutAnswerSchema);
    expect(on.shippingAddress?.postcode).toBe('M5H 2N2');
    expect(on.missing).toEqual([]);
    const onBase = on.summary.subtotalCents + (on.summary.deliveryCents ?? 0);
    expect(on.summary.taxLines).toEqual([{ name: 'HST', ratePercent: 13, cents: Math.round(onBase * 0.13) }]);
  });
});

describe('tax where the order goes', () => {
  it('charges no Australian GST on an AU-site order shipped to New Zealand', async () => {
    const shopper = await shopperWith(1);
    await completeCheckout(shopper, addresses.NZ, 'international');
    const { summary } = expectAnswer(await shopper.get('/api/checkout'), checkoutAnswerSchema);
    expect(summary.deliveryCents).toBeGreaterThan(0);
    expect(summary.taxLines).toEqual([]);
    expect(summary.taxCents).toBe(0);
    expect(summary.gstInclusiveCents).toBeNull();
    expect(summary.taxPending).toBe(false);
    expect(summary.totalCents).toBe(summary.subtotalCents + (summary.deliveryCents ?? 0));
  });

  it('shows the summary for the delivery being chosen: its method’s price, its province’s tax, before saving', async () => {
    const shopper = await shopperWith(1, 'en-CA');
    await completeCheckout(shopper, addresses.ON);
    const express = expectAnswer(
      await shopper.get('/api/checkout/summary?country=CA&state=QC&deliveryMethod=express'),
      checkoutSummaryPreviewSchema,
    ).summary;
    const base = express.subtotalCents + (express.deliveryCents ?? 0);
    expect(express.deliveryCents).toBe(2_495);
    expect(express.taxLines.map((line) => line.name)).toEqual(['GST', 'QST']);
    expect(express.taxCents).toBe(Math.round(base * 0.05) + Math.round(base * 0.09975));
    // Nothing was saved: the checkout is still Ontario, standard.
    const saved = expectAnswer(await shopper.get('/api/checkout'), checkoutAnswerSchema);
    expect(saved.deliveryMethod?.id).toBe('standard');
    expect(saved.summary.taxLines.map((line) => line.name)).toEqual(['HST']);

    const abroad = (await shopper.get('/api/checkout/summary?country=NZ&deliveryMethod=international')).json();
    expect(abroad.summary).toMatchObject({ deliveryCents: 3_995, taxLines: [], taxCents: 0, taxPending: false });
  });
});

describe('coupons', () => {
  it('applies a percent code and answers each problem with its code', async () => {
    const shopper = await shopperWith(1);
    const applied = await shopper.put('/api/bag/coupon', { code: demoCoupons.percent.toLowerCase() });
    expect(expectAnswer(applied, bagAnswerSchema).summary.discountCents).toBe(Math.round(piece.listCents * 0.1));
    expect((await shopper.put('/api/bag/coupon', { code: 'NOSUCHCODE' })).json().code).toBe('COUPON_INVALID');
    expect((await shopper.put('/api/bag/coupon', { code: demoCoupons.ended })).json().code).toBe('COUPON_ENDED');
    expect((await shopper.put('/api/bag/coupon', { code: demoCoupons.nzOnly })).json().code).toBe(
      'COUPON_NOT_APPLICABLE',
    );
  });

  it('tells the minimum spend', async () => {
    await api.db
      .insertInto('coupons')
      .values({
        code: 'BIGSPENDTEST',
        kind: 'amount',
        amount_cents: 5000,
        percent: null,
        currency: null,
        min_spend_cents: piece.listCents + 1,
        category_id: null,
        starts_at: new Date(0),
        ends_at: null,
        single_use: false,
        customer_id: null,
        redeemed_at: null,
      })
      .execute();
    const response = await (await shopperWith(1)).put('/api/bag/coupon', { code: 'BIGSPENDTEST' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'COUPON_MIN_SPEND', minSpendCents: piece.listCents + 1 });
  });

  it('limits a category code to its category', async () => {
    await api.db
      .insertInto('categories')
      .values({ id: 'test-other-category', parent_id: null, position: 998, name_en: 'Other', name_fr: 'Autre' })
      .onConflict((c) => c.column('id').doNothing())
      .execute();
    await api.db
      .insertInto('coupons')
      .values({
        code: 'OTHERCAT15',
        kind: 'percent',
        amount_cents: null,
        percent: 15,
        currency: null,
        min_spend_cents: 0,
        category_id: 'test-other-category',
        starts_at: new Date(0),
        ends_at: null,
        single_use: false,
        customer_id: null,
        redeemed_at: null,
      })
      .execute();
    const response = await (await shopperWith(1)).put('/api/bag/coupon', { code: 'OTHERCAT15' });
    expect(response.json().code).toBe('COUPON_NOT_APPLICABLE');
  });

  it('gives the welcome voucher only to its member, once', async () => {
    const member = api.client();
    const customerId = await signInAsNewMember(api.db, member);
    const code = 'WELCOME-TEST01';
    await api.db
      .insertInto('coupons')
      .values({
        code,
        kind: 'welcome',
        amount_cents: 2000,
        percent: null,
        currency: 'AUD',
        min_spend_cents: 10000,
        category_id: null,
        starts_at: new Date(Date.now() - 1000),
        ends_at: new Date(Date.now() + 30 * 86_400_000),
        single_use: true,
        customer_id: customerId,
        redeemed_at: null,
      })
      .execute();
    expect((await (await shopperWith(1)).put('/api/bag/coupon', { code })).json().code).toBe('COUPON_INVALID');
    await member.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
    const applied = await member.put('/api/bag/coupon', { code });
    expect(applied.json().summary.discountCents).toBe(2000);
    await api.db.updateTable('coupons').set({ redeemed_at: new Date() }).where('code', '=', code).execute();
    expect((await member.put('/api/bag/coupon', { code })).json().code).toBe('COUPON_ALREADY_USED');
  });
});

describe('member prices (T12)', () => {
  it('charges the member price only when signed in', async () => {
    const discounted = await fixtureVariant(api.db, { sized: false, minStock: 2, memberPrice: true });
    const guest = await shopperWith(1, 'en-AU', discounted.sku);
    expect((await guest.get('/api/bag')).json().lines[0].unitCents).toBe(discounted.listCents);
    const member = api.client();
    await signInAsNewMember(api.db, member);
    await member.post('/api/bag/lines', { sku: discounted.sku, quantity: 1, unitCents: 1 });
    expect((await member.get('/api/bag')).json().lines[0].unitCents).toBe(discounted.memberCents);
  });
});

describe('gift cards', () => {
  // Wrong PINs block a card for a growing delay (tested below); each test starts without earlier tests' delays.
  const forgetThrottles = () => api.db.deleteFrom('throttles').execute();
  beforeEach(forgetThrottles);

  it('applies a card, shows what is left to pay, and removes it by last 4', async () => {
    const shopper = await shopperWith(1);
    const card = demo('AUD');
    const response = await applyCard(shopper, card.number, card.pin);
    const { summary } = expectAnswer(response, checkoutAnswerSchema, 201);
    const applied = Math.min(card.balanceCents, summary.totalCents);
    expect(summary.giftCards).toEqual([
      { last4: card.number.slice(-4), appliedCents: applied, balanceCents: card.balanceCents },
    ]);
    expect(summary.remainingCents).toBe(summary.totalCents - applied);
    expect(JSON.stringify(response.json())).not.toContain(card.number);
    const removed = await shopper.delete(`/api/checkout/gift-cards/${card.number.slice(-4)}`);
    expect(expectAnswer(removed, checkoutAnswerSchema).summary.giftCards).toEqual([]);
  });

  it('answers each gift-card problem with its code', async () => {
    const shopper = await shopperWith(1);
    const card = demo('AUD');
    const wrongPin = await applyCard(shopper, card.number, card.pin === '0000' ? '0001' : '0000');
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json()).toMatchObject({
      code: 'INCORRECT_PIN',
      errors: { pin: 'validation.giftCardPin.incorrect' },
    });
    const unknown = await applyCard(shopper, '6036289999999999999', '1234');
    expect(unknown.json()).toEqual({ ...wrongPin.json() });
    const missing = await applyCard(shopper, '', '');
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { number: 'validation.required', pin: 'validation.required' },
    });
    const legacy = await applyCard(shopper, legacyGiftCards[0]!, '1234');
    expect(legacy.json().code).toBe('GIFT_CARD_LEGACY');
    const zero = demo('AUD', 0);
    expect((await applyCard(shopper, zero.number, zero.pin)).json().code).toBe('GIFT_CARD_NO_BALANCE');
    const expired = demoGiftCards.find((entry) => (entry.expiresInDays ?? 1) < 0)!;
    expect((await applyCard(shopper, giftCardNumber(expired.body), expired.pin)).json().code).toBe('GIFT_CARD_EXPIRED');
    const cad = demo('CAD');
    expect((await applyCard(shopper, cad.number, cad.pin)).json().code).toBe('GIFT_CARD_WRONG_CURRENCY');
    await forgetThrottles();
    expect((await applyCard(shopper, card.number, card.pin)).statusCode).toBe(201);
    expect((await applyCard(shopper, card.number, card.pin)).json().code).toBe('GIFT_CARD_ALREADY_APPLIED');
  });

  it('slows down repeated wrong PINs on one card', async () => {
    const shopper = await shopperWith(1);
    const card = demo('AUD');
    await applyCard(shopper, card.number, '9999');
    const again = await applyCard(shopper, card.number, '9998');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('stops spending a card that expires while in the bag, and still shows the cards of a bag emptied of its pieces', async () => {
    const shopper = await shopperWith(1);
    const card = demo('AUD');
    const { expires_on: expiresOn, balance_cents: balanceCents } = await api.db
      .selectFrom('gift_cards')
      .select(['expires_on', 'balance_cents'])
      .where('number', '=', card.number)
      .executeTakeFirstOrThrow();
    expect((await applyCard(shopper, card.number, card.pin)).statusCode).toBe(201);
    const paying = (await shopper.get('/api/bag')).json();
    const applied = Math.min(balanceCents, paying.summary.totalCents);
    const last4 = card.number.slice(-4);
    expect(paying.summary.giftCards).toEqual([{ last4, appliedCents: applied, balanceCents }]);
    expect(paying.summary.remainingCents).toBe(paying.summary.totalCents - applied);
    try {
      await api.db
        .updateTable('gift_cards')
        .set({ expires_on: '2000-01-01' })
        .where('number', '=', card.number)
        .execute();
      const expired = (await shopper.get('/api/bag')).json().summary;
      expect(expired.giftCards).toEqual([{ last4, appliedCents: 0, balanceCents }]);
      expect(expired.remainingCents).toBe(expired.totalCents);
      expect((await shopper.delete(`/api/bag/lines/${paying.lines[0].id}`)).statusCode).toBe(200);
      const empty = (await shopper.get('/api/bag')).json();
      expect(empty.lines).toEqual([]);
      expect(empty.summary.giftCards).toEqual([{ last4, appliedCents: 0, balanceCents }]);
    } finally {
      await api.db.updateTable('gift_cards').set({ expires_on: expiresOn }).where('number', '=', card.number).execute();
    }
  });

  it('takes at most two cards per order, and says when no more payment is needed', async () => {
    await setStock(api.db, piece.sku, '', 50);
    const shopper = await shopperWith(40);
    const cards = demoGiftCards.filter(
      (entry) => entry.currency === 'AUD' && entry.balanceCents > 0 && (entry.expiresInDays ?? 1) > 0,
    );
    for (const entry of cards.slice(0, 2))
      expect((await applyCard(shopper, giftCardNumber(entry.body), entry.pin)).statusCode).toBe(201);
    const third = cards[2]!;
    expect((await applyCard(shopper, giftCardNumber(third.body), third.pin)).json().code).toBe('GIFT_CARD_LIMIT');
    const small = await shopperWith(1);
    await api.db
      .updateTable('gift_cards')
      .set({ balance_cents: 10_000_000 })
      .where('number', '=', giftCardNumber(cards[1]!.body))
      .execute();
    const covered = await applyCard(small, giftCardNumber(cards[1]!.body), cards[1]!.pin);
    expect(covered.json().summary).toMatchObject({ remainingCents: 0, noAdditionalPaymentRequired: true });
    expect((await applyCard(small, giftCardNumber(cards[0]!.body), cards[0]!.pin)).json().code).toBe(
      'NO_ADDITIONAL_PAYMENT_REQUIRED',
    );
  });

  it('places an order paid fully by gift card without a payment provider', async () => {
    const shopper = await shopperWith(1);
    await completeCheckout(shopper);
    const card = demoGiftCards[1]!;
    const number = giftCardNumber(card.body);
    await api.db.updateTable('gift_cards').set({ balance_cents: 10_000_000 }).where('number', '=', number).execute();
    await applyCard(shopper, number, card.pin);
    const response = await shopper.post('/api/checkout/place-order', {}, { 'idempotency-key': 'gift-only-1' });
    const order = expectAnswer(response, placedOrderAnswerSchema, 201);
    expect(order.payments).toEqual([
      { method: 'gift_card', last4: number.slice(-4), amountCents: order.summary.totalCents },
    ]);
    const balance = await api.db
      .selectFrom('gift_cards')
      .select('balance_cents')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(balance.balance_cents).toBe(10_000_000 - response.json().summary.totalCents);
  });
});

describe('delivery and click and collect', () => {
  it('lists the market’s methods with prices and dates, and international ones abroad', async () => {
    const shopper = await shopperWith(1);
    const au = expectAnswer(await shopper.get('/api/checkout/delivery-methods'), deliveryMethodsAnswerSchema);
    expect(au.methods.map((method) => method.id)).toEqual(['standard', 'express_post', 'premium', 'click_and_collect']);
    expect(au.methods[0]!.estimatedFrom <= au.methods[0]!.estimatedTo).toBe(true);
    const abroad = (await shopper.get('/api/checkout/delivery-methods?country=NZ')).json();
    expect(abroad.methods.map((method: { id: string }) => method.id)).toEqual([
      'international',
      'express_international',
      'click_and_collect',
    ]);
    const ca = (await api.client({ locale: 'en-CA' }).get('/api/checkout/delivery-methods')).json();
    expect(ca.methods.map((method: { id: string }) => method.id)).toEqual(['standard', 'express', 'click_and_collect']);
  });

  it('validates the address with the shared schemas', async () => {
    const shopper = await shopperWith(1);
    const response = await shopper.put('/api/checkout/shipping', {
      deliveryMethod: 'standard',
      address: { ...addresses.AU, postcode: '20000', state: 'ON', lastName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'address.postcode': 'validation.postcode.au',
      'address.state': 'validation.state.required',
      'address.lastName': 'validation.lastName.required',
    });
  });

  it('needs a store in the market with click and collect, no engraving, and stock there', async () => {
    const shopper = await shopperWith(1);
    expect((await shopper.put('/api/checkout/shipping', { deliveryMethod: 'click_and_collect' })).json().code).toBe(
      'STORE_REQUIRED',
    );
    let store = await api.db
      .selectFrom('stores')
      .select(['id'])
      .where('market', '=', 'AU')
      .where('click_and_collect', '=', true)
      .executeTakeFirst();
    if (!store) {
      await api.db
        .insertInto('stores')
        .values({
          id: 'test-store-sydney',
          name: 'Lustre & Co. Test Sydney',
          market: 'AU',
          address1: '1 Pitt St',
          address2: null,
          suburb: 'Sydney',
          city: 'Sydney',
          state: 'NSW',
          postcode: '2000',
          phone: '02 9000 0000',
          email: 'sydney@example.com',
          latitude: -33.86,
          longitude: 151.2,
        })
        .execute();
      store = { id: 'test-store-sydney' };
    }
    await api.db.deleteFrom('store_stock').where('store_id', '=', store.id).where('sku', '=', piece.sku).execute();
    const noStock = await shopper.put('/api/checkout/shipping', {
      deliveryMethod: 'click_and_collect',
      storeId: store.id,
    });
    expect(noStock.json().code).toBe('INSUFFICIENT_STOCK_AT_STORE');
    await api.db
      .insertInto('store_stock')
      .values({ store_id: store.id, sku: piece.sku, size: '', quantity: 3 })
      .execute();
    const ok = await shopper.put('/api/checkout/shipping', { deliveryMethod: 'click_and_collect', storeId: store.id });
    const collecting = expectAnswer(ok, checkoutAnswerSchema);
    expect(collecting.deliveryMethod?.id).toBe('click_and_collect');
    expect(collecting.pickupStore?.id).toBe(store.id);
    const engraved = api.client();
    await engraved.post('/api/bag/lines', { sku: ring.sku, size: ring.size, engraving: 'Always' });
    const refused = await engraved.put('/api/checkout/shipping', {
      deliveryMethod: 'click_and_collect',
      storeId: store.id,
    });
    expect(refused.json().code).toBe('CLICK_AND_COLLECT_ENGRAVED');
    const other = await api.db.selectFrom('stores').select('id').where('market', '=', 'NZ').executeTakeFirst();
    if (other) {
      expect(
        (await shopper.put('/api/checkout/shipping', { deliveryMethod: 'click_and_collect', storeId: other.id })).json()
          .code,
      ).toBe('CLICK_AND_COLLECT_UNAVAILABLE');
    }
  });
});

describe('click and collect at a store short of a line', () => {
  it('says per line why the store cannot give it: none there, only other sizes, or fewer than wanted', async () => {
    const store = await api.db
      .selectFrom('stores')
      .select('id')
      .where('market', '=', 'AU')
      .where('click_and_collect', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherSize = ring.size === 'N' ? 'P' : 'N';
    const shelve = async (sku: string, size: string, quantity: number) => {
      await api.db
        .insertInto('store_stock')
        .values({ store_id: store.id, sku, size, quantity })
        .onConflict((conflict) => conflict.columns(['store_id', 'sku', 'size']).doUpdateSet({ quantity }))
        .execute();
    };
    await api.db
      .deleteFrom('store_stock')
      .where('store_id', '=', store.id)
      .where('sku', 'in', [piece.sku, ring.sku])
      .execute();
    const shopper = api.client();
    const pieceLine = await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 2 });
    const ringLine = await shopper.post('/api/bag/lines', { sku: ring.sku, size: ring.size, quantity: 1 });
    expect([pieceLine.statusCode, ringLine.statusCode]).toEqual([201, 201]);
    const collect = () =>
      shopper.put('/api/checkout/shipping', { deliveryMethod: 'click_and_collect', storeId: store.id });
    const reasons = async () => {
      const response = await collect();
      expect(response.statusCode).toBe(409);
      const problem = response.json();
      expect(problem.code).toBe('INSUFFICIENT_STOCK_AT_STORE');
      const parsed = v.parse(storeShortfallProblemSchema, problem);
      return Object.fromEntries(parsed.lines.map((line) => [line.sku, line.reason]));
    };

    expect(await reasons()).toEqual({ [piece.sku]: 'not_at_store', [ring.sku]: 'not_at_store' });
    await shelve(ring.sku, otherSize, 3);
    await shelve(piece.sku, '', 1);
    expect(await reasons()).toEqual({ [piece.sku]: 'quantity', [ring.sku]: 'size' });
    await shelve(ring.sku, ring.size, 1);
    await shelve(piece.sku, '', 2);
    expect((await collect()).statusCode).toBe(200);
  });
});

describe('the checkout answer', () => {
  it('answers a shopper without a bag an empty checkout with the steps still to do', async () => {
    const checkout = expectAnswer(await api.client().get('/api/checkout'), checkoutAnswerSchema);
    expect(checkout).toMatchObject({
      lines: [],
      email: null,
      missing: ['lines', 'email', 'deliveryMethod', 'billing'],
    });
  });
});

describe('changes the server made', () => {
  it('reports a price change since the client’s bagVersion as CART_UPDATED', async () => {
    const shopper = await shopperWith(1);
    const first = (await shopper.get('/api/checkout')).json();
    await api.db
      .updateTable('prices')
      .set({ list_cents: piece.listCents + 100 })
      .where('sku', '=', piece.sku)
      .where('currency', '=', 'AUD')
      .execute();
    try {
      const after = expectAnswer(
        await shopper.get(`/api/checkout?bagVersion=${first.bagVersion}`),
        checkoutAnswerSchema,
      );
      expect(after.code).toBe('CART_UPDATED');
      expect(after.changes).toEqual([
        expect.objectContaining({ kind: 'price_changed', fromCents: piece.listCents, toCents: piece.listCents + 100 }),
      ]);
      expect(after.bagVersion).toBeGreaterThan(first.bagVersion);
      const seen = (await shopper.get(`/api/checkout?bagVersion=${after.bagVersion}`)).json();
      expect(seen.changes).toEqual([]);
    } finally {
      await api.db
        .updateTable('prices')
        .set({ list_cents: piece.listCents })
        .where('sku', '=', piece.sku)
        .where('currency', '=', 'AUD')
        .execute();
    }
  });
});
