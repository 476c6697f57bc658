import { createTestApi, type TestApi } from '../test/harness';
import { mergeGuestBagIntoMember } from './merge';
import { defaultContent, fixtureVariant, setStock, signInAsNewMember, type FixtureVariant } from './test-fixtures';

let api: TestApi;
let piece: FixtureVariant;
let other: FixtureVariant;
beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 3 });
  other = await fixtureVariant(api.db, { sized: false, minStock: 3, exclude: [piece.sku] });
});
afterAll(async () => {
  await api.close();
});

describe('mergeGuestBagIntoMember', () => {
  it('adds the same lines together (capped at stock), moves the others and deletes the guest bag', async () => {
    await setStock(api.db, piece.sku, piece.size, 3);
    const member = api.client();
    const customerId = await signInAsNewMember(api.db, member);
    await member.post('/api/bag/lines', { sku: piece.sku, quantity: 2 });
    const guest = api.client();
    await guest.post('/api/bag/lines', { sku: piece.sku, quantity: 2 });
    await guest.post('/api/bag/lines', { sku: other.sku, quantity: 1 });
    const guestBag = await api.db
      .selectFrom('bags')
      .select(['id', 'guest_key'])
      .where('customer_id', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();

    await mergeGuestBagIntoMember(api.db, guestBag.guest_key!, customerId);

    const lines = (await member.get('/api/bag')).json().lines as Array<{ sku: string; quantity: number }>;
    expect(lines.map((line) => [line.sku, line.quantity]).sort()).toEqual(
      [
        [piece.sku, 3],
        [other.sku, 1],
      ].sort(),
    );
    expect(await api.db.selectFrom('bags').select('id').where('id', '=', guestBag.id).execute()).toEqual([]);
    expect((await guest.get('/api/bag')).json().lines).toEqual([]);
  });

  it('creates the member’s bag when they had none, and does nothing for an unknown guest key', async () => {
    const member = api.client();
    const customerId = await signInAsNewMember(api.db, member);
    await mergeGuestBagIntoMember(api.db, 'no-such-guest', customerId);
    expect((await member.get('/api/bag')).json().lines).toEqual([]);
    const guest = api.client();
    await guest.post('/api/bag/lines', { sku: other.sku, quantity: 1 });
    const guestBag = await api.db
      .selectFrom('bags')
      .select('guest_key')
      .where('customer_id', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await mergeGuestBagIntoMember(api.db, guestBag.guest_key!, customerId);
    expect((await member.get('/api/bag')).json().lines).toEqual([
      expect.objectContaining({ sku: other.sku, quantity: 1 }),
    ]);
  });
});
