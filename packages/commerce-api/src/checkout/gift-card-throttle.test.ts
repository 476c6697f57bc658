import type { LightMyRequestResponse } from 'fastify';
import { defaultContent, fixtureVariant, type FixtureVariant } from '../bag/test-fixtures';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { demoGiftCards, giftCardNumber } from './seed';

jest.setTimeout(60_000);

let api: TestApi;
let piece: FixtureVariant;
beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await api.db.deleteFrom('throttles').execute();
});

let addressCounter = 0;
/** A new client address (the socket's; 198.18.0.0/15 is for tests). */
function freshAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

async function shopperAt(ip: string): Promise<TestClient> {
  const shopper = api.client({ ip });
  const added = await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  return shopper;
}

const audCards = demoGiftCards
  .filter((card) => card.currency === 'AUD' && card.balanceCents > 0 && (card.expiresInDays ?? 1) > 0)
  .map((card) => ({ number: giftCardNumber(card.body), pin: card.pin }));

const wrongPin = (pin: string) => (pin === '0000' ? '0001' : '0000');

function apply(shopper: TestClient, number: string, pin: string) {
  return shopper.post('/api/checkout/gift-cards', { number, pin });
}

/** How many answers reached the PIN check (400 INCORRECT_PIN) and how many were refused before it (429). */
function tally(responses: LightMyRequestResponse[]) {
  const statuses = responses.map((response) => response.statusCode);
  return {
    checked: statuses.filter((status) => status === 400).length,
    refused: statuses.filter((status) => status === 429).length,
    other: statuses.filter((status) => status !== 400 && status !== 429),
  };
}

describe('concurrent PIN guesses are counted before the PIN is checked (T3)', () => {
  it('lets one of 20 simultaneous wrong PINs for one card, from 20 addresses, reach the check', async () => {
    const card = audCards[0]!;
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperAt(freshAddress())));
    const answers = tally(
      await Promise.all(shoppers.map((shopper) => apply(shopper, card.number, wrongPin(card.pin)))),
    );
    // The first failure blocks for 1 s, the next for 2 s, then 4 s: a burst a busy machine spreads over a few seconds
    // lets at most 3 through (the old check-then-record let all 20 through).
    expect(answers.other).toEqual([]);
    expect(answers.checked).toBeGreaterThanOrEqual(1);
    expect(answers.checked).toBeLessThanOrEqual(3);
    expect(answers.checked + answers.refused).toBe(20);
  });

  it('lets one of 20 simultaneous wrong PINs from one address, across cards, reach the check', async () => {
    const ip = freshAddress();
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperAt(ip)));
    const answers = tally(
      await Promise.all(
        shoppers.map((shopper, index) => {
          const card = audCards[index % audCards.length]!;
          return apply(shopper, card.number, wrongPin(card.pin));
        }),
      ),
    );
    // The first failure blocks for 1 s, the next for 2 s, then 4 s: a burst a busy machine spreads over a few seconds
    // lets at most 3 through (the old check-then-record let all 20 through).
    expect(answers.other).toEqual([]);
    expect(answers.checked).toBeGreaterThanOrEqual(1);
    expect(answers.checked).toBeLessThanOrEqual(3);
    expect(answers.checked + answers.refused).toBe(20);
  });

  it('holds the hourly cap of one address under a burst of 50', async () => {
    const ip = freshAddress();
    await api.db
      .insertInto('throttles')
      .values({ scope: 'gift-card-pin-ip-hour', key: ip, failures: 99, updated_at: new Date() })
      .execute();
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperAt(ip)));
    const answers = tally(
      await Promise.all(
        shoppers.map((shopper, index) => {
          const card = audCards[index % audCards.length]!;
          return apply(shopper, card.number, wrongPin(card.pin));
        }),
      ),
    );
    expect(answers.checked).toBeLessThanOrEqual(1);
    expect(answers.checked + answers.refused).toBe(50);
  });

  it('applies the card with the right PIN after a wrong one once the wait has passed, and clears the card’s delay', async () => {
    const card = audCards[0]!;
    const shopper = await shopperAt(freshAddress());
    expect((await apply(shopper, card.number, wrongPin(card.pin))).statusCode).toBe(400);
    expect((await apply(shopper, card.number, card.pin)).statusCode).toBe(429);
    await api.db
      .updateTable('throttles')
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .execute();
    expect((await apply(shopper, card.number, card.pin)).statusCode).toBe(201);
    const left = await api.db.selectFrom('throttles').select(['scope', 'failures']).orderBy('scope').execute();
    expect(left).toEqual([{ scope: 'gift-card-pin-ip-hour', failures: 1 }]);
  });
});
