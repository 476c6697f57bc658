import { storeReservationAnswerSchema } from '@storefront/api-schemas';
import { freshIp, outboxFor } from '../identity/identity-test-support';
import { sizeLabel } from '../catalogue/ring-sizes';
import { hashToken } from '../http/session';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { releaseLapsedReservations, RESERVATION_HOLD_DAYS, startReservationExpiry } from './reservations';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

interface Shelf {
  storeId: string;
  storeName: string;
  timeZone: string;
  sku: string;
  size: string;
}

let shopperCount = 0;
/** A shopper's details, each with an address of their own (the per-address throttle counts per shopper). */
function shopper(overrides: Record<string, unknown> = {}) {
  shopperCount += 1;
  return {
    firstName: 'Grace',
    lastName: 'Nguyen',
    email: `reserver-${shopperCount}@example.com`,
    phone: '0412 345 678',
    ...overrides,
  };
}

/** A shelf of a store of `market` carrying a variant with or without sizes, set to `quantity` units. */
async function shelf(market: 'AU' | 'CA' | 'NZ', sized: boolean, quantity: number, province?: string): Promise<Shelf> {
  let query = api.db
    .selectFrom('store_stock')
    .innerJoin('stores', 'stores.id', 'store_stock.store_id')
    .innerJoin('variants', 'variants.sku', 'store_stock.sku')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['stores.id', 'stores.name', 'stores.time_zone', 'store_stock.sku', 'store_stock.size'])
    .where('stores.market', '=', market)
    .where('products.sized', '=', sized)
    .where('products.engravable', '=', false);
  if (province) query = query.where('stores.state', '=', province);
  const rows = await query.orderBy('stores.id').orderBy('store_stock.sku').orderBy('store_stock.size').execute();
  // Each call takes another shelf, so tests do not share stock.
  const row = rows[(shelvesTaken++ * 7) % rows.length];
  if (!row) throw new Error(`no ${market} shelf`);
  await api.db
    .updateTable('store_stock')
    .set({ quantity })
    .where('store_id', '=', row.id)
    .where('sku', '=', row.sku)
    .where('size', '=', row.size)
    .execute();
  return { storeId: row.id, storeName: row.name, timeZone: row.time_zone, sku: row.sku, size: row.size };
}
let shelvesTaken = 0;

async function quantityOn(target: Shelf): Promise<number> {
  const row = await api.db
    .selectFrom('store_stock')
    .select('quantity')
    .where('store_id', '=', target.storeId)
    .where('sku', '=', target.sku)
    .where('size', '=', target.size)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

function reserve(target: Shelf, overrides: Record<string, unknown> = {}, locale = 'en-AU') {
  return api
    .client({ locale })
    .post(
      '/api/stores/reservations',
      { storeId: target.storeId, sku: target.sku, size: target.size, ...shopper(), ...overrides },
      freshIp(),
    );
}

/** The cancellation link e-mailed to `to` (the e-mail's only link with a token). */
async function cancelLinkFor(to: string): Promise<URL> {
  const [message] = await outboxFor(api, to, 'store-reservation');
  const link = message?.text.match(/https?:\/\/\S+token=\S+/)?.[0];
  if (!link) throw new Error(`no cancellation link e-mailed to ${to}`);
  return new URL(link);
}

describe('POST /api/stores/reservations', () => {
  it('holds one unit at the store for the stated days and e-mails the shopper in English with a cancellation link', async () => {
    const target = await shelf('AU', true, 3);
    const before = Date.now();
    const response = await reserve(target, { email: 'Grace.Reserve@Example.com' });
    const { reservation } = expectAnswer(response, storeReservationAnswerSchema, 201);
    expect(reservation).toMatchObject({
      status: 'held',
      holdDays: RESERVATION_HOLD_DAYS,
      product: { sku: target.sku, size: target.size, sizeLabel: target.size },
      store: { id: target.storeId, name: target.storeName },
    });
    const held = new Date(reservation.holdUntil).getTime() - before;
    expect(held).toBeGreaterThanOrEqual(RESERVATION_HOLD_DAYS * 86_400_000);
    expect(held).toBeLessThan(RESERVATION_HOLD_DAYS * 86_400_000 + 60_000);
    expect(await quantityOn(target)).toBe(2);

    const [message] = await outboxFor(api, 'grace.reserve@example.com', 'store-reservation');
    expect(message?.subject).toBe(`Your reservation at ${target.storeName} (${reservation.reference})`);
    const untilText = new Intl.DateTimeFormat('en-AU', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: target.timeZone,
    }).format(new Date(reservation.holdUntil));
    expect(message?.text).toContain(`${reservation.product.name}, size ${target.size}, for you at ${target.storeName}`);
    expect(message?.text).toContain(`until ${untilText} (store time)`);
    expect(message?.text).toContain(`/stores/${target.storeId}`);
    const link = await cancelLinkFor('grace.reserve@example.com');
    expect(link.pathname).toBe('/stores/reservations/cancel');
    const stored = await api.db
      .selectFrom('store_reservations')
      .select(['cancel_token_hash', 'email', 'status'])
      .where('reference', '=', reservation.reference)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      cancel_token_hash: hashToken(link.searchParams.get('token') ?? ''),
      email: 'grace.reserve@example.com',
      status: 'held',
    });
  });

  it('writes to a French-Canadian shopper in French, the store’s own time, under /fr', async () => {
    const target = await shelf('CA', false, 1, 'QC');
    const response = await reserve(target, { email: 'amelie.reserve@example.ca', firstName: 'Amélie' }, 'fr-CA');
    const { reservation } = expectAnswer(response, storeReservationAnswerSchema, 201);
    expect(reservation.product.size).toBeNull();
    expect(await quantityOn(target)).toBe(0);
    const [message] = await outboxFor(api, 'amelie.reserve@example.ca', 'store-reservation');
    expect(message?.subject).toBe(`Votre réservation chez ${target.storeName} (${reservation.reference})`);
    const untilText = new Intl.DateTimeFormat('fr-CA', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: target.timeZone,
    }).format(new Date(reservation.holdUntil));
    expect(message?.text).toContain('Bonjour Amélie,');
    expect(message?.text).toContain(`jusqu’au ${untilText} (heure du magasin)`);
    expect(message?.text).toContain('Annuler ma réservation');
    expect(message?.html).toContain('<html lang="fr">');
    expect((await cancelLinkFor('amelie.reserve@example.ca')).pathname).toBe('/fr/stores/reservations/cancel');
  });

  it('shows a Canadian shopper the ring size as Canada reads it', async () => {
    const ring = await shelf('CA', true, 1);
    const response = await reserve(ring, { email: 'olivia.reserve@example.ca' }, 'en-CA');
    const { reservation } = expectAnswer(response, storeReservationAnswerSchema, 201);
    expect(reservation.product).toMatchObject({ size: ring.size, sizeLabel: sizeLabel(ring.size, 'CA') });
    expect(reservation.product.sizeLabel).not.toBe(ring.size);
    const [message] = await outboxFor(api, 'olivia.reserve@example.ca', 'store-reservation');
    expect(message?.text).toContain(`, size ${sizeLabel(ring.size, 'CA')}, for you at`);
  });

  it('refuses engraved pieces, unknown stores, other markets’ stores and stores that do not carry the piece', async () => {
    const target = await shelf('AU', false, 2);
    const engraved = await reserve(target, { engraved: true });
    expect(engraved.statusCode).toBe(409);
    expect(engraved.json()).toMatchObject({ code: 'ENGRAVING_NOT_AVAILABLE' });

    const unknown = await reserve({ ...target, storeId: 'atlantis-mall' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });

    const abroad = await reserve(target, {}, 'en-NZ');
    expect(abroad.statusCode).toBe(404);
    expect(abroad.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });

    await api.db
      .deleteFrom('store_stock')
      .where('store_id', '=', target.storeId)
      .where('sku', '=', target.sku)
      .execute();
    const notCarried = await reserve(target);
    expect(notCarried.statusCode).toBe(409);
    expect(notCarried.json()).toMatchObject({ code: 'NOT_SOLD_IN_STORE' });
    expect(await api.db.selectFrom('store_reservations').select('id').where('sku', '=', target.sku).execute()).toEqual(
      [],
    );
  });

  it('answers 409 STORE_OUT_OF_STOCK when no unit is left, and asks for a size of a sized piece', async () => {
    const empty = await shelf('AU', false, 0);
    const none = await reserve(empty);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'STORE_OUT_OF_STOCK' });

    const ring = await shelf('AU', true, 2);
    const noSize = await reserve(ring, { size: '' });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { size: 'validation.size.required' } });
    const unknownSize = await reserve(ring, { size: 'Z9' });
    expect(unknownSize.statusCode).toBe(400);
    expect(unknownSize.json()).toMatchObject({ errors: { size: 'validation.size.required' } });
    expect(await quantityOn(ring)).toBe(2);
  });

  it('names each field to fix: blank store, bad phone, bad e-mail, name characters', async () => {
    const target = await shelf('AU', false, 2);
    const response = await reserve(target, { storeId: '', phone: '12-ab', email: 'grace@', lastName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        storeId: 'validation.storeLocation.required',
        phone: 'validation.phone.invalid',
        email: 'validation.email.invalid',
        lastName: 'validation.lastName.required',
      },
    });
    expect(await quantityOn(target)).toBe(2);
  });

  it('gives the last unit to exactly one of 50 shoppers reserving it at once', async () => {
    const target = await shelf('AU', true, 1);
    const answers = await Promise.all(Array.from({ length: 50 }, () => reserve(target)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'STORE_OUT_OF_STOCK' });
    }
    expect(await quantityOn(target)).toBe(0);
    const held = await api.db
      .selectFrom('store_reservations')
      .select('id')
      .where('store_id', '=', target.storeId)
      .where('sku', '=', target.sku)
      .where('size', '=', target.size)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('limits reservations per e-mail address whatever the IP', async () => {
    const target = await shelf('AU', false, 10);
    const email = 'busy.reserver@example.com';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await reserve(target, { email })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await quantityOn(target)).toBe(5);
  });
});

describe('POST /api/stores/reservations/cancel', () => {
  it('releases the unit once: a second use answers the same and returns nothing more', async () => {
    const target = await shelf('AU', false, 1);
    const made = expectAnswer(
      await reserve(target, { email: 'cancel.once@example.com' }),
      storeReservationAnswerSchema,
      201,
    );
    expect(await quantityOn(target)).toBe(0);
    const token = (await cancelLinkFor('cancel.once@example.com')).searchParams.get('token');
    const shopperClient = api.client();

    const first = expectAnswer(
      await shopperClient.post('/api/stores/reservations/cancel', { token }),
      storeReservationAnswerSchema,
    );
    expect(first.reservation).toMatchObject({ reference: made.reservation.reference, status: 'cancelled' });
    expect(await quantityOn(target)).toBe(1);

    const second = expectAnswer(
      await shopperClient.post('/api/stores/reservations/cancel', { token }),
      storeReservationAnswerSchema,
    );
    expect(second.reservation).toEqual({ ...first.reservation, store: second.reservation.store });
    expect(await quantityOn(target)).toBe(1);

    // Another shopper can now reserve the unit that came back.
    expect((await reserve(target)).statusCode).toBe(201);
  });

  it('two cancellations of one reservation at once release its unit once', async () => {
    const target = await shelf('AU', true, 1);
    await reserve(target, { email: 'cancel.race@example.com' });
    const token = (await cancelLinkFor('cancel.race@example.com')).searchParams.get('token');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.client().post('/api/stores/reservations/cancel', { token }, freshIp())),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await quantityOn(target)).toBe(1);
  });

  it('answers RESERVATION_LINK_INVALID for a token that is no reservation’s', async () => {
    const response = await api.client().post('/api/stores/reservations/cancel', { token: 'not-a-token' }, freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'RESERVATION_LINK_INVALID' });
  });
});

describe('the reservation expiry job', () => {
  it('returns a lapsed hold’s unit to the store exactly once, however many passes run, and leaves live holds', async () => {
    const target = await shelf('AU', false, 2);
    const lapsing = expectAnswer(await reserve(target), storeReservationAnswerSchema, 201).reservation;
    expect(await quantityOn(target)).toBe(1);
    const holdUntil = new Date(lapsing.holdUntil);

    // Just before the hold ends, nothing is released.
    const early = startReservationExpiry(
      { db: api.db, log: { info: jest.fn(), error: jest.fn() }, now: () => new Date(holdUntil.getTime() - 1000) },
      { intervalSeconds: 0 },
    );
    await early.done;
    await early.stop();
    expect(await quantityOn(target)).toBe(1);

    // Once it has ended, passes of several processes at once put the unit back once.
    const later = new Date(holdUntil.getTime() + 60_000);
    const lapsed = await api.db
      .selectFrom('store_reservations')
      .select('id')
      .where('status', '=', 'held')
      .where('hold_until', '<=', later)
      .execute();
    const log = { info: jest.fn(), error: jest.fn() };
    const jobs = [1, 2, 3].map(() =>
      startReservationExpiry({ db: api.db, log, now: () => later }, { intervalSeconds: 0 }),
    );
    const released = await Promise.all(jobs.map((job) => job.done));
    await Promise.all(jobs.map((job) => job.stop()));
    expect(log.error).not.toHaveBeenCalled();
    // Every hold lapsed by then (this test's and earlier tests' still held) is released by one pass only.
    expect(released.reduce((sum: number, count) => sum + (count ?? 0), 0)).toBe(lapsed.length);
    expect(await quantityOn(target)).toBe(2);
    expect(await releaseLapsedReservations(api.db, later)).toBe(0);
    expect(await quantityOn(target)).toBe(2);
    const row = await api.db
      .selectFrom('store_reservations')
      .select(['status', 'released_at'])
      .where('reference', '=', lapsing.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'expired', released_at: later });

    // Its cancellation link now says it lapsed, and returns nothing more.
    const owner = await api.db
      .selectFrom('store_reservations')
      .select('email')
      .where('reference', '=', lapsing.reference)
      .executeTakeFirstOrThrow();
    const token = (await cancelLinkFor(owner.email)).searchParams.get('token');
    const cancelled = expectAnswer(
      await api.client().post('/api/stores/reservations/cancel', { token }, freshIp()),
      storeReservationAnswerSchema,
    );
    expect(cancelled.reservation.status).toBe('expired');
    expect(await quantityOn(target)).toBe(2);
  });

  it('a cancellation and expiry passes at the same moment return the unit once between them', async () => {
    const target = await shelf('AU', false, 1);
    const made = expectAnswer(
      await reserve(target, { email: 'race.expiry@example.com' }),
      storeReservationAnswerSchema,
      201,
    );
    const token = (await cancelLinkFor('race.expiry@example.com')).searchParams.get('token');
    const later = new Date(new Date(made.reservation.holdUntil).getTime() + 1000);
    const [cancelled] = await Promise.all([
      api.client().post('/api/stores/reservations/cancel', { token }, freshIp()),
      releaseLapsedReservations(api.db, later),
      releaseLapsedReservations(api.db, later),
    ]);
    expect(cancelled.statusCode).toBe(200);
    expect(['cancelled', 'expired']).toContain(
      expectAnswer(cancelled, storeReservationAnswerSchema).reservation.status,
    );
    expect(await quantityOn(target)).toBe(1);
  });
});
